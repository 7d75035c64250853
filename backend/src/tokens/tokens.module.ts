import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessTokenAuth } from './access-token-auth.service';
import { AccessTokenScopeGuard } from './access-token-scope.guard';
import { AccessTokensService } from './access-tokens.service';
import { TokensController } from './tokens.controller';

/** Personal access tokens: their management (browser session only), their authentication and the scope every route needs. */
@Module({
  controllers: [TokensController],
  providers: [AccessTokensService, AccessTokenAuth, { provide: APP_GUARD, useClass: AccessTokenScopeGuard }],
  exports: [AccessTokensService, AccessTokenAuth],
})
export class TokensModule {}

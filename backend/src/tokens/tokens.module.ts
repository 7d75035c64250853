import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessTokenStrategy } from '../auth/strategies/access-token.strategy';
import { AccessTokenAuth } from './access-token-auth.service';
import { AccessTokenGuard } from './access-token.guard';
import { AccessTokenScopeGuard } from './access-token-scope.guard';
import { AccessTokensService } from './access-tokens.service';
import { TokensController } from './tokens.controller';

/** Personal access tokens: their management (browser session only), their authentication and the scope every route needs. */
@Module({
  controllers: [TokensController],
  providers: [
    AccessTokensService,
    AccessTokenAuth,
    AccessTokenStrategy,
    // Global guards run in this order: the token signs the request in, then its scope is checked.
    { provide: APP_GUARD, useClass: AccessTokenGuard },
    { provide: APP_GUARD, useClass: AccessTokenScopeGuard },
  ],
  exports: [AccessTokensService, AccessTokenAuth],
})
export class TokensModule {}

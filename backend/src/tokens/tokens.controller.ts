import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedInBySession } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { AccessTokensService, TOKEN_NOT_FOUND, TOO_MANY_TOKENS } from './access-tokens.service';
import { AccessTokenListDto, CreatedAccessTokenDto, toAccessTokenDto } from './dto/access-token.dto';
import { CreateAccessTokenDto } from './dto/create-access-token.dto';
import { NoAccessTokens, TOKENS_NEED_SESSION } from './token-policy';

@ApiTags('tokens')
@Controller('tokens')
@SignedInBySession()
@NoAccessTokens(TOKENS_NEED_SESSION)
@ApiForbiddenResponse({ type: ErrorResponseDto, description: TOKENS_NEED_SESSION })
export class TokensController {
  constructor(private readonly tokens: AccessTokensService) {}

  @Post()
  @RateLimit('tokenCreate')
  @ApiOperation({
    summary: 'Create a personal access token',
    description:
      'Signed-in users only, with the browser session (an access token gets 403). The secret is in this response only (send it as `Authorization: Bearer <secret>`); the server keeps only its hash. At most 20 live tokens (400 beyond).',
  })
  @ApiCreatedResponse({ type: CreatedAccessTokenDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `Invalid name, scopes or expiry, or: ${TOO_MANY_TOKENS}` })
  async create(@CurrentUser() user: SessionUser, @Body() body: CreateAccessTokenDto): Promise<CreatedAccessTokenDto> {
    const { row, secret } = await this.tokens.create(user.id, body);
    return { token: toAccessTokenDto(row), secret };
  }

  @Get()
  @ApiOperation({
    summary: 'Your live access tokens (not revoked, not expired), newest first',
    description:
      'Signed-in users only, with the browser session (an access token gets 403). Each token with its name, scopes, creation, last use (to the minute) and expiry; never its secret.',
  })
  @ApiOkResponse({ type: AccessTokenListDto })
  async list(@CurrentUser() user: SessionUser): Promise<AccessTokenListDto> {
    return { tokens: (await this.tokens.list(user.id)).map(toAccessTokenDto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Revoke one of your access tokens: it stops working at once',
    description:
      'Signed-in users only, with the browser session (an access token gets 403). The next request with the token, on any API process, is 401. Answers 204; 404 for a token that is not yours, unknown, or no longer live.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${TOKEN_NOT_FOUND} (or not yours, or already revoked or expired)` })
  revoke(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(TOKEN_NOT_FOUND) })) id: string,
  ): Promise<void> {
    return this.tokens.revoke(user.id, id);
  }
}

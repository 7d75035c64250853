import { Body, Controller, Delete, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginDto } from '../auth/dto/credentials.dto';
import { Sessions } from '../auth/request-session';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedInBySession } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { DELETION_NEEDS_SESSION, NoAccessTokens } from '../tokens/token-policy';
import { PASSKEY_EXPIRED } from '../passkeys/passkey-registration.service';
import { AccountDeletionService, PASSKEY_NOT_CONFIRMED } from './account-deletion.service';
import { AccountDeletionDto, DeleteAccountDto } from './dto/delete-account.dto';
import { INVALID_CREDENTIALS } from '@genalpha/shared';

@ApiTags('auth')
@Controller('user')
@NoAccessTokens(DELETION_NEEDS_SESSION)
export class AccountDeletionController {
  constructor(
    private readonly deletion: AccountDeletionService,
    private readonly sessions: Sessions,
  ) {}

  @Delete()
  @SignedInBySession()
  @RateLimit('accountDelete')
  @ApiOperation({
    summary: 'Delete your account',
    description:
      "Signed-in users only, with the browser session (an access token gets 403), confirmed by the account's password (403 'The password is incorrect') " +
      `or by one of its passkeys: an assertion answering POST /api/passkeys/confirmation/options (403 '${PASSKEY_NOT_CONFIRMED}'; 400 '${PASSKEY_EXPIRED}' without a live challenge). ` +
      'At once every session (this one included) and access token ends, and the profile, videos, comments and likes leave every list, count and feed. ' +
      'Signing in during the grace period (ACCOUNT_DELETION_GRACE_DAYS) answers 409 with the date and POST /api/user/deletion/cancel keeps the account; ' +
      'then everything the account owned is purged and its email is free again. Answers when the purge is due.',
  })
  @ApiOkResponse({ type: AccountDeletionDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Wrong password or passkey, or an access token' })
  async delete(
    @Body() body: DeleteAccountDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @CurrentUser() user: SessionUser,
  ): Promise<AccountDeletionDto> {
    const dueAt = await this.deletion.request(user.id, body, req);
    await this.sessions.end(req, res);
    return { deletionDueAt: dueAt.toISOString() };
  }

  @Post('deletion/cancel')
  @HttpCode(204)
  @RateLimit('login', 'loginAccount')
  @ApiOperation({
    summary: 'Keep an account scheduled for deletion',
    description:
      "Anyone, with the account's email and password, while its purge is not yet due (sign-in answers 409 with the date). Brings back everything the deletion hid; " +
      `sign in afterwards as usual. 401 '${INVALID_CREDENTIALS}'; 409 when the account is not scheduled for deletion or is already being deleted.`,
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: INVALID_CREDENTIALS })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not scheduled for deletion, or already being deleted' })
  async cancel(@Body() body: LoginDto): Promise<void> {
    await this.deletion.cancel(body.email, body.password);
  }
}

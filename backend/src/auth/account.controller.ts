import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Put, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ACCOUNT_NEEDS_SESSION, NoAccessTokens } from '../tokens/token-policy';
import { AccountSessions } from './account-sessions.service';
import { AccountSessionListDto } from './dto/account-session.dto';
import { ChangePasswordDto } from './dto/credentials.dto';
import { PasswordChange, WRONG_CURRENT_PASSWORD } from './password-change.service';
import { Sessions } from './request-session';
import { SessionRevocation } from './session-revocation.service';
import { CurrentUser, SessionUser } from './session-user';
import { SignedInBySession } from './signed-in.guard';

export const SESSION_NOT_FOUND = 'Session not found';

/** The account's password and the places it is signed in: its owner's alone, from the browser session. */
@ApiTags('auth')
@Controller('user')
@SignedInBySession()
@NoAccessTokens(ACCOUNT_NEEDS_SESSION)
@ApiForbiddenResponse({ type: ErrorResponseDto, description: ACCOUNT_NEEDS_SESSION })
export class AccountController {
  constructor(
    private readonly passwordChange: PasswordChange,
    private readonly accountSessions: AccountSessions,
    private readonly revocation: SessionRevocation,
    private readonly sessions: Sessions,
  ) {}

  @Put('password')
  @HttpCode(204)
  @RateLimit('passwordChange')
  @ApiOperation({
    summary: 'Change your password; your other sessions end',
    description:
      'Signed-in users only, with the browser session (an access token gets 403). Needs the current password; the new one follows the registration rules (at least 6 characters). Every other session of the account ends at once, on every API process; this one goes on. Answers 204.',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `Invalid passwords, or: ${WRONG_CURRENT_PASSWORD}` })
  async changePassword(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest, @Body() body: ChangePasswordDto): Promise<void> {
    await this.passwordChange.change(user.id, req.session?.id, body.currentPassword, body.newPassword);
  }

  @Get('sessions')
  @ApiOperation({
    summary: 'Where you are signed in: the live sessions of your account',
    description:
      'Signed-in users only, with the browser session (an access token gets 403). Each session with the browser and system it signed in with, its network (IPv4 /24, IPv6 /48), when it signed in and was last active (to the minute); `current` marks this one.',
  })
  @ApiOkResponse({ type: AccountSessionListDto })
  async listSessions(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest): Promise<AccountSessionListDto> {
    return { sessions: await this.accountSessions.list(user.id, req.session?.id) };
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out one of your sessions: it ends at once',
    description:
      "Signed-in users only, with the browser session (an access token gets 403). The session's next request, on any API process, is signed out. Ending this very session signs you out here. Answers 204; 404 for a session that is not yours or no longer live.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: SESSION_NOT_FOUND })
  async endSession(
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(SESSION_NOT_FOUND) })) id: string,
  ): Promise<void> {
    const sid = await this.revocation.endOne(user.id, id);
    if (!sid) throw new NotFoundException(SESSION_NOT_FOUND);
    if (sid === req.session?.id) await this.sessions.end(req, res);
  }
}

import { Body, Controller, Get, HttpCode, Logger, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountMail } from '../account-email/account-mail.service';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ACCOUNT_NEEDS_SESSION, NeedsScope, NoAccessTokens } from '../tokens/token-policy';
import { ACCOUNT_SUSPENDED, AuthService } from './auth.service';
import { LoginDto, RegisterDto } from './dto/credentials.dto';
import { CurrentUserDto, toCurrentUserDto } from './dto/current-user.dto';
import { PasswordSignInGuard } from './password-sign-in.guard';
import { Sessions } from './request-session';
import { SessionRevocation } from './session-revocation.service';
import { CurrentUser, SessionUser } from './session-user';
import { SignedInBySession } from './signed-in.guard';
import { INVALID_CREDENTIALS } from '@genalpha/shared';

@ApiTags('auth')
@Controller()
@NoAccessTokens(ACCOUNT_NEEDS_SESSION)
export class AuthController {
  private readonly logger = new Logger(AuthController.name);

  constructor(
    private readonly auth: AuthService,
    private readonly revocation: SessionRevocation,
    private readonly sessions: Sessions,
    private readonly mail: AccountMail,
  ) {}

  @Post('register')
  @RateLimit('register')
  @ApiOperation({
    summary: 'Create an account and sign in',
    description:
      'Anyone. The password must be at least 6 characters. Creates the account, sets the session cookie and returns the user (201) with a null username until the profile is created (PUT /api/users/{id}), and mails a link to verify the address (emailVerified stays false until it is followed). 409 when the email is already registered.',
  })
  @ApiCreatedResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Email already registered' })
  async register(@Body() body: RegisterDto, @Req() req: FastifyRequest): Promise<CurrentUserDto> {
    const user = await this.auth.register(body.email, body.password);
    await this.sessions.logIn(req, { id: user.id });
    // The account works without it, and the person can ask for the link again.
    await this.mail.send('verify-email', user, req).catch((error: Error) => this.logger.warn(`verification mail not queued: ${error.message}`));
    return toCurrentUserDto(user);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(PasswordSignInGuard)
  @RateLimit('login', 'loginAccount') // listed below so it runs first: guards run in the order decorators are applied
  @ApiOperation({
    summary: 'Sign in with email and password',
    description: `Anyone. Sets the session cookie and returns the signed-in user. 401 '${INVALID_CREDENTIALS}'; 403 'This account has been suspended.'; 409 for an account deleted and awaiting its purge, naming its date (POST /api/user/deletion/cancel keeps it); 400 for a malformed email or a missing password.`,
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: INVALID_CREDENTIALS })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: ACCOUNT_SUSPENDED })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Scheduled for deletion: the date, or that the purge has begun' })
  async login(@Body() _body: LoginDto, @CurrentUser() sessionUser: SessionUser): Promise<CurrentUserDto> {
    return this.currentUser(sessionUser);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({
    summary: 'End the session',
    description: 'Anyone: ends this session if there is one, clears its cookie and closes its notification streams. Always answers 204 with no body.',
  })
  @ApiNoContentResponse()
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    await this.sessions.end(req, res);
  }

  @Post('logout-all')
  @HttpCode(204)
  @SignedInBySession()
  @ApiOperation({
    summary: 'End every session of your account, on every device (this one included)',
    description:
      'Signed-in users only (401 for visitors), with the browser session (an access token gets 403). Ends every session of the account, on every device, this one included, and closes their notification streams. Answers 204 with no body.',
  })
  @ApiNoContentResponse()
  async logoutAll(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply, @CurrentUser() user: SessionUser): Promise<void> {
    await this.sessions.end(req, res);
    await this.revocation.endAllOf(user.id);
  }

  @Get('user')
  @NeedsScope('read')
  @ApiCookieAuth()
  @ApiBearerAuth('bearer')
  @ApiOperation({
    summary: 'The signed-in user',
    description: "Returns the signed-in user with their role. Visitors get 401 'User not authenticated', which clients read as signed out.",
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  async me(@CurrentUser() sessionUser: SessionUser | undefined): Promise<CurrentUserDto> {
    if (!sessionUser) throw new UnauthorizedException('User not authenticated');
    return this.currentUser(sessionUser);
  }

  private async currentUser(sessionUser: SessionUser): Promise<CurrentUserDto> {
    const user = await this.auth.findById(sessionUser.id);
    if (!user) throw new UnauthorizedException('User not authenticated');
    return toCurrentUserDto(user);
  }
}

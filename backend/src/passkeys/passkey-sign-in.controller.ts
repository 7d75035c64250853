import { Body, Controller, HttpCode, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_SUSPENDED, AuthService } from '../auth/auth.service';
import { CurrentUserDto, toCurrentUserDto } from '../auth/dto/current-user.dto';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RETRY_AFTER_HEADERS } from '../common/rate-limit/rate-limit-headers';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ACCOUNT_NEEDS_SESSION, NoAccessTokens } from '../tokens/token-policy';
import { AuthenticationOptionsDto, PasskeySignInDto } from './dto/webauthn-json.dto';
import { PASSKEYS_UNAVAILABLE } from './passkey-challenges';
import { PASSKEY_EXPIRED } from './passkey-registration.service';
import { PasskeySignInGuard } from './passkey-sign-in.guard';
import { PASSKEY_SIGN_IN_FAILED, PasskeySignIn } from './passkey-sign-in.service';
import { SIGN_IN_CHALLENGE_COOKIE } from './sign-in-challenge-cookie';

@ApiTags('auth')
@Controller()
@NoAccessTokens(ACCOUNT_NEEDS_SESSION)
export class PasskeySignInController {
  constructor(
    private readonly signIn: PasskeySignIn,
    private readonly auth: AuthService,
  ) {}

  @Post('passkeys/authentication/options')
  @HttpCode(200)
  @RateLimit('passkeySignInOptions')
  @ApiOperation({
    summary: 'Begin signing in with a passkey: the options for navigator.credentials.get()',
    description: `Anyone. Any of this site's passkeys may answer (no email first), with user verification. Sets the HttpOnly \`${SIGN_IN_CHALLENGE_COOKIE}\` cookie (path /api/login/passkey, 5 minutes) naming the challenge, so only this browser can answer it, once. 400 when the app was opened at an IP address (passkeys need a domain: localhost when PUBLIC_URL is unset).`,
  })
  @ApiOkResponse({ type: AuthenticationOptionsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The app was opened at an IP address' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PASSKEYS_UNAVAILABLE, headers: RETRY_AFTER_HEADERS })
  async options(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthenticationOptionsDto> {
    return { options: await this.signIn.options(req, reply) };
  }

  @Post('login/passkey')
  @HttpCode(200)
  @UseGuards(PasskeySignInGuard)
  @RateLimit('login') // listed below so it runs first: guards run in the order decorators are applied
  @ApiOperation({
    summary: 'Sign in with a passkey',
    description: `Anyone. Verifies the assertion against the challenge named by the \`${SIGN_IN_CHALLENGE_COOKIE}\` cookie (taken: one attempt per challenge), this site's origin and RP id, and the passkey's public key and counter; then signs in exactly as the password does: a new session (cookie set), the signed-in user returned. 400 '${PASSKEY_EXPIRED}' without a live challenge; 401 '${PASSKEY_SIGN_IN_FAILED}' for an unknown passkey or an assertion that does not verify; 403 '${ACCOUNT_SUSPENDED}'.`,
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${PASSKEY_EXPIRED}, or a malformed body` })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: PASSKEY_SIGN_IN_FAILED })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: ACCOUNT_SUSPENDED })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PASSKEYS_UNAVAILABLE, headers: RETRY_AFTER_HEADERS })
  async login(@Body() _body: PasskeySignInDto, @CurrentUser() user: SessionUser): Promise<CurrentUserDto> {
    const signedIn = await this.auth.findById(user.id);
    if (!signedIn) throw new UnauthorizedException(PASSKEY_SIGN_IN_FAILED);
    return toCurrentUserDto(signedIn);
  }
}

import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PASSKEYS_MAX } from '@genalpha/shared';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedInBySession } from '../auth/signed-in.guard';
import { LAST_WAY_TO_SIGN_IN } from '../auth/sign-in-ways';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RETRY_AFTER_HEADERS } from '../common/rate-limit/rate-limit-headers';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { NoAccessTokens } from '../tokens/token-policy';
import { PasskeyDto, PasskeyListDto, toPasskeyDto } from './dto/passkey.dto';
import { PasskeyNameDto } from './dto/passkey-name.dto';
import { ConfirmationOptionsDto, CreatePasskeyDto, RegistrationOptionsDto } from './dto/webauthn-json.dto';
import { PASSKEYS_UNAVAILABLE } from './passkey-challenges';
import { NO_PASSKEYS, PasskeyConfirmation } from './passkey-confirmation.service';
import { PASSKEY_EXPIRED, PASSKEY_NOT_VERIFIED, PasskeyRegistration } from './passkey-registration.service';
import { PASSKEY_NOT_FOUND, PASSKEY_TAKEN, PasskeysService, TOO_MANY_PASSKEYS } from './passkeys.service';

export const PASSKEYS_NEED_SESSION = 'Passkeys are managed only from your signed-in browser session';

const PasskeyIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(PASSKEY_NOT_FOUND) });
const SESSION_ONLY = 'Signed-in users only, with the browser session (an access token gets 403).';

@ApiTags('passkeys')
@Controller('passkeys')
@SignedInBySession()
@NoAccessTokens(PASSKEYS_NEED_SESSION)
@ApiForbiddenResponse({ type: ErrorResponseDto, description: PASSKEYS_NEED_SESSION })
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly registration: PasskeyRegistration,
    private readonly confirmation: PasskeyConfirmation,
  ) {}

  @Post('confirmation/options')
  @HttpCode(200)
  @RateLimit('passkeyConfirm')
  @ApiOperation({
    summary: "Begin confirming it's you with a passkey: the options for navigator.credentials.get()",
    description: `${SESSION_ONLY} For an action that asks for your password or a passkey (DELETE /api/user): options naming your own passkeys, with user verification. Its challenge is good once, for 5 minutes, in this session. 400 '${NO_PASSKEYS}'.`,
  })
  @ApiOkResponse({ type: ConfirmationOptionsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${NO_PASSKEYS}, or the app was opened at an IP address` })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PASSKEYS_UNAVAILABLE, headers: RETRY_AFTER_HEADERS })
  async confirmationOptions(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest): Promise<ConfirmationOptionsDto> {
    return { options: await this.confirmation.options(req, user.id, req.session!.id) };
  }

  @Post('registration/options')
  @HttpCode(200)
  @RateLimit('passkeyRegister')
  @ApiOperation({
    summary: 'Begin adding a passkey: the options for navigator.credentials.create()',
    description: `${SESSION_ONLY} A discoverable credential with user verification, bound to this site (the RP id: PUBLIC_URL's host, else localhost; 400 on an IP address). Its challenge is good once, for 5 minutes, in this session; a newer call replaces it. 400 once you have ${PASSKEYS_MAX} passkeys.`,
  })
  @ApiOkResponse({ type: RegistrationOptionsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${TOO_MANY_PASSKEYS}, or the app was opened at an IP address` })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PASSKEYS_UNAVAILABLE, headers: RETRY_AFTER_HEADERS })
  async registrationOptions(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest): Promise<RegistrationOptionsDto> {
    return { options: await this.registration.options(req, user.id, req.session!.id) };
  }

  @Post()
  @ApiOperation({
    summary: 'Add a passkey: verify the new credential and keep it under a name',
    description: `${SESSION_ONLY} Takes the session's challenge (so each options call allows one attempt) and verifies the authenticator's answer: this site's origin and RP id, user verification, the public key. Only the public key and counter are kept. 201 with the passkey; 400 '${PASSKEY_EXPIRED}' without a live challenge, '${PASSKEY_NOT_VERIFIED}' for an answer that does not verify; 409 for a credential already registered (to any account).`,
  })
  @ApiCreatedResponse({ type: PasskeyDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `Invalid name, ${PASSKEY_EXPIRED}, ${PASSKEY_NOT_VERIFIED}, or ${TOO_MANY_PASSKEYS}` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PASSKEY_TAKEN })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PASSKEYS_UNAVAILABLE, headers: RETRY_AFTER_HEADERS })
  async create(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest, @Body() body: CreatePasskeyDto): Promise<PasskeyDto> {
    return toPasskeyDto(await this.registration.register(req, user.id, req.session!.id, body.name, body.response));
  }

  @Get()
  @ApiOperation({
    summary: 'Your passkeys, newest first',
    description: `${SESSION_ONLY} Each passkey with its name, when it was added and when it last signed in; never its key.`,
  })
  @ApiOkResponse({ type: PasskeyListDto })
  async list(@CurrentUser() user: SessionUser): Promise<PasskeyListDto> {
    return { passkeys: (await this.passkeys.list(user.id)).map(toPasskeyDto) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename one of your passkeys', description: `${SESSION_ONLY} 404 for a passkey that is not yours or unknown.` })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: PasskeyDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid name' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${PASSKEY_NOT_FOUND} (or not yours)` })
  async rename(@CurrentUser() user: SessionUser, @Param('id', PasskeyIdPipe) id: string, @Body() body: PasskeyNameDto): Promise<PasskeyDto> {
    return toPasskeyDto(await this.passkeys.rename(user.id, id, body.name));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove one of your passkeys: it no longer signs in',
    description: `${SESSION_ONLY} Answers 204; 404 for a passkey that is not yours or unknown; 409 when it is the account's last way to sign in (no password and no other passkey).`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${PASSKEY_NOT_FOUND} (or not yours)` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: LAST_WAY_TO_SIGN_IN })
  remove(@CurrentUser() user: SessionUser, @Param('id', PasskeyIdPipe) id: string): Promise<void> {
    return this.passkeys.remove(user.id, id);
  }
}

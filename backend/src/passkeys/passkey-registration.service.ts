import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig, passkeyUserOf } from '@genalpha/shared';
import { AuthService } from '../auth/auth.service';
import { PasskeyRow } from './dto/passkey.dto';
import { CHALLENGE_TTL_SECONDS, PasskeyChallenges } from './passkey-challenges';
import { PasskeysService } from './passkeys.service';
import { RP_NAME, relyingPartyOf } from './relying-party';

export const PASSKEY_EXPIRED = 'This passkey request has expired. Please try again.';
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified. Please try again.';

/** WebAuthn caps a credential id at 1023 bytes: 1364 characters of base64url. */
const CREDENTIAL_ID_MAX_CHARS = 1364;
/** The transports WebAuthn names; the browser reports them, so anything else is dropped rather than stored. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/**
 * Adding a passkey: options with a challenge bound to the session, then the authenticator's answer
 * verified against that challenge, this site's origin and RP id, and user verification. Passkeys
 * are discoverable (resident) credentials, so they can sign in without an email typed first.
 */
@Injectable()
export class PasskeyRegistration {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly challenges: PasskeyChallenges,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async options(req: FastifyRequest, userId: string, sessionId: string) {
    const { rpId } = relyingPartyOf(req, this.config);
    await this.passkeys.assertRoomFor(userId);
    const user = await this.auth.findById(userId);
    if (!user) throw new BadRequestException(PASSKEY_NOT_VERIFIED);
    const passkeyUser = passkeyUserOf(user);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rpId,
      userID: isoBase64URL.toBuffer(passkeyUser.id),
      userName: passkeyUser.name,
      userDisplayName: passkeyUser.displayName,
      timeout: CHALLENGE_TTL_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: await this.passkeys.credentialsOf(userId),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.challenges.keep('registration', sessionId, options.challenge);
    return options;
  }

  async register(req: FastifyRequest, userId: string, sessionId: string, name: string, response: Record<string, unknown>): Promise<PasskeyRow> {
    const { rpId, origin } = relyingPartyOf(req, this.config);
    const expectedChallenge = await this.challenges.take('registration', sessionId);
    if (!expectedChallenge) throw new BadRequestException(PASSKEY_EXPIRED);
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpId,
        requireUserVerification: true,
      });
    } catch {
      throw new BadRequestException(PASSKEY_NOT_VERIFIED);
    }
    if (!verification.verified || verification.registrationInfo.credential.id.length > CREDENTIAL_ID_MAX_CHARS) {
      throw new BadRequestException(PASSKEY_NOT_VERIFIED);
    }
    const { credential } = verification.registrationInfo;
    return this.passkeys.add(userId, name, {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: [...new Set(credential.transports ?? [])].filter((transport) => TRANSPORTS.has(transport)),
    });
  }
}

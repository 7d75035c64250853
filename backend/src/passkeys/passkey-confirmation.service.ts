import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { verifyAssertion } from './passkey-assertion';
import { CHALLENGE_TTL_SECONDS, PasskeyChallenges } from './passkey-challenges';
import { PASSKEY_EXPIRED } from './passkey-registration.service';
import { PasskeysService } from './passkeys.service';
import { relyingPartyOf } from './relying-party';

export const NO_PASSKEYS = 'You have no passkeys: confirm with your password';

/**
 * "It's really me" with a passkey instead of the password, for a signed-in account (deleting it):
 * options naming the account's own passkeys with a challenge bound to the session, then an
 * assertion by one of them over that challenge. Another account's passkey never confirms.
 */
@Injectable()
export class PasskeyConfirmation {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly challenges: PasskeyChallenges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async options(req: FastifyRequest, userId: string, sessionId: string) {
    const { rpId } = relyingPartyOf(req, this.config);
    const credentials = await this.passkeys.credentialsOf(userId);
    if (credentials.length === 0) throw new BadRequestException(NO_PASSKEYS);
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      userVerification: 'required',
      timeout: CHALLENGE_TTL_SECONDS * 1000,
      allowCredentials: credentials,
    });
    await this.challenges.keep('confirmation', sessionId, options.challenge);
    return options;
  }

  /** Whether `response` is an assertion by one of `userId`'s passkeys over this session's challenge (taken: one attempt per options call). */
  async confirms(req: FastifyRequest, userId: string, sessionId: string, response: Record<string, unknown>): Promise<boolean> {
    const { rpId, origin } = relyingPartyOf(req, this.config);
    const expectedChallenge = await this.challenges.take('confirmation', sessionId);
    if (!expectedChallenge) throw new BadRequestException(PASSKEY_EXPIRED);
    const passkey = typeof response.id === 'string' ? await this.passkeys.findForSignIn(response.id) : null;
    if (!passkey || passkey.userId !== userId) return false;
    return verifyAssertion(this.passkeys, passkey, response, expectedChallenge, rpId, origin);
  }
}

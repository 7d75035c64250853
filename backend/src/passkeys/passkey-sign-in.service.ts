import { Inject, Injectable } from '@nestjs/common';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { CHALLENGE_TTL_SECONDS, PasskeyChallenges } from './passkey-challenges';
import { relyingPartyOf } from './relying-party';
import { signInChallengeSetCookie } from './sign-in-challenge-cookie';

export const PASSKEY_SIGN_IN_FAILED = 'This passkey could not sign you in';

/**
 * Beginning a sign-in with a passkey: options with a challenge bound to this browser
 * (SIGN_IN_CHALLENGE_COOKIE). The assertion that answers it is the passkey strategy's (PasskeyStrategy).
 */
@Injectable()
export class PasskeySignIn {
  private readonly secureCookie: boolean;

  constructor(
    private readonly challenges: PasskeyChallenges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.secureCookie = config.publicUrl.startsWith('https:');
  }

  async options(req: FastifyRequest, reply: FastifyReply) {
    const { rpId } = relyingPartyOf(req, this.config);
    const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required', timeout: CHALLENGE_TTL_SECONDS * 1000 });
    const id = randomBytes(32).toString('base64url');
    await this.challenges.keep('sign-in', id, options.challenge);
    reply.header('set-cookie', signInChallengeSetCookie(id, this.secureCookie));
    return options;
  }
}

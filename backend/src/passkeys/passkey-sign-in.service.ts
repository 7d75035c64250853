import { BadRequestException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { AuthService } from '../auth/auth.service';
import { SessionUser } from '../auth/session-user';
import { CHALLENGE_TTL_SECONDS, PasskeyChallenges } from './passkey-challenges';
import { PASSKEY_EXPIRED } from './passkey-registration.service';
import { verifyAssertion } from './passkey-assertion';
import { PasskeysService } from './passkeys.service';
import { relyingPartyOf } from './relying-party';
import { clearedSignInChallengeCookie, signInChallengeId, signInChallengeSetCookie } from './sign-in-challenge-cookie';

export const PASSKEY_SIGN_IN_FAILED = 'This passkey could not sign you in';

/**
 * Signing in with a passkey, no email or password: options with a challenge bound to this browser
 * (SIGN_IN_CHALLENGE_COOKIE), then the assertion verified against that challenge, this site's origin
 * and RP id, the stored public key and counter. The account is the passkey's own; a suspended one
 * gets the same refusal as its password would (AuthService.admit).
 */
@Injectable()
export class PasskeySignIn {
  private readonly secureCookie: boolean;

  constructor(
    private readonly passkeys: PasskeysService,
    private readonly challenges: PasskeyChallenges,
    private readonly auth: AuthService,
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

  async verify(req: FastifyRequest, reply: FastifyReply, response: Record<string, unknown>): Promise<SessionUser> {
    const { rpId, origin } = relyingPartyOf(req, this.config);
    const id = signInChallengeId(req.headers.cookie);
    const expectedChallenge = id && (await this.challenges.take('sign-in', id));
    reply.header('set-cookie', clearedSignInChallengeCookie(this.secureCookie));
    if (!expectedChallenge) throw new BadRequestException(PASSKEY_EXPIRED);

    const passkey = typeof response.id === 'string' ? await this.passkeys.findForSignIn(response.id) : null;
    if (!passkey || !(await verifyAssertion(this.passkeys, passkey, response, expectedChallenge, rpId, origin))) {
      throw new UnauthorizedException(PASSKEY_SIGN_IN_FAILED);
    }
    return this.auth.admit(passkey.user);
  }
}

import { BadRequestException, Inject, Injectable, UnauthorizedException, OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { releaseStrategy, trackStrategy } from './app-strategies';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { PasskeySignInDto } from '../../passkeys/dto/webauthn-json.dto';
import { PasskeyChallenges } from '../../passkeys/passkey-challenges';
import { verifyAssertion } from '../../passkeys/passkey-assertion';
import { PASSKEY_EXPIRED } from '../../passkeys/passkey-registration.service';
import { PASSKEY_SIGN_IN_FAILED } from '../../passkeys/passkey-sign-in.service';
import { PasskeysService } from '../../passkeys/passkeys.service';
import { relyingPartyOf } from '../../passkeys/relying-party';
import { signInChallengeId } from '../../passkeys/sign-in-challenge-cookie';
import { AuthService } from '../auth.service';
import { SessionUser } from '../session-user';

/**
 * Sign-in by a passkey assertion (the body's `response`), no email or password: verified against the
 * challenge this browser's SIGN_IN_CHALLENGE_COOKIE names (taken: one attempt each), this site's origin
 * and RP id, the stored public key and counter. The account is the passkey's own, admitted as its
 * password would be (AuthService.admit).
 */
@Injectable()
export class PasskeyStrategy extends PassportStrategy(Strategy, 'passkey') implements OnModuleDestroy {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly challenges: PasskeyChallenges,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    trackStrategy('passkey', this);
  }

  onModuleDestroy(): void {
    releaseStrategy('passkey', this);
  }

  async validate(req: FastifyRequest<{ Body: PasskeySignInDto }>): Promise<SessionUser> {
    const { rpId, origin } = relyingPartyOf(req, this.config);
    const id = signInChallengeId(req.headers.cookie);
    const expectedChallenge = id && (await this.challenges.take('sign-in', id));
    if (!expectedChallenge) throw new BadRequestException(PASSKEY_EXPIRED);

    const { response } = req.body;
    const passkey = typeof response.id === 'string' ? await this.passkeys.findForSignIn(response.id) : null;
    if (!passkey || !(await verifyAssertion(this.passkeys, passkey, response, expectedChallenge, rpId, origin))) {
      throw new UnauthorizedException(PASSKEY_SIGN_IN_FAILED);
    }
    return this.auth.admit(passkey.user);
  }
}

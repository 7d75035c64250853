import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { Sessions } from '../auth/request-session';
import { SessionUser } from '../auth/session-user';
import { assertValidBody } from '../common/validation';
import { PasskeySignInDto } from './dto/webauthn-json.dto';
import { clearedSignInChallengeCookie } from './sign-in-challenge-cookie';

/**
 * POST /login/passkey: the body checked as every route's is (guards run before pipes), the challenge
 * cookie cleared whatever the answer (its challenge is taken by the attempt), the passkey strategy,
 * then a fresh session exactly as the password's.
 */
@Injectable()
export class PasskeySignInGuard extends AuthGuard('passkey') {
  private readonly secureCookie: boolean;

  constructor(
    private readonly sessions: Sessions,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.secureCookie = config.publicUrl.startsWith('https:');
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    await assertValidBody(PasskeySignInDto, req.body);
    context.switchToHttp().getResponse<FastifyReply>().header('set-cookie', clearedSignInChallengeCookie(this.secureCookie));
    await super.canActivate(context);
    await this.sessions.logIn(req, req.user as SessionUser);
    return true;
  }
}

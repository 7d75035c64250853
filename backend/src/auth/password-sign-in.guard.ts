import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { assertValidBody } from '../common/validation';
import { LoginDto } from './dto/credentials.dto';
import { Sessions } from './request-session';
import { SessionUser } from './session-user';

/**
 * POST /login: the body checked with the same messages as every other route (guards run before
 * pipes), the password strategy, then a fresh session (a new id: the one the browser had is ended).
 */
@Injectable()
export class PasswordSignInGuard extends AuthGuard('password') {
  constructor(private readonly sessions: Sessions) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    await assertValidBody(LoginDto, req.body);
    await super.canActivate(context);
    await this.sessions.logIn(req, req.user as SessionUser);
    return true;
  }
}

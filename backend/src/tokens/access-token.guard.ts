import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionUser } from '../auth/session-user';
import { AuthenticatedToken } from './access-token-auth.service';
import { hasBearerToken } from './bearer-header';
import { TokenScope } from './token-scopes';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request is authenticated by an access token rather than the session cookie. */
    accessToken?: { id: string; scopes: TokenScope[] };
  }
}

export const INVALID_TOKEN = 'Invalid, expired or revoked access token';

/**
 * A global guard, so before every route's own: a request naming an access token is signed in as the
 * token's user by the access-token strategy (the session hook leaves it alone), and one whose token
 * does not authenticate is 401, never an anonymous request. Other requests pass untouched.
 */
@Injectable()
export class AccessTokenGuard extends AuthGuard('access-token') {
  // Not async: Nest passes a boolean on at once, so a request without a token (nearly all) waits on no promise.
  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (!hasBearerToken(req.headers.authorization)) return true;
    return super.canActivate(context) as Promise<boolean>;
  }

  override handleRequest<TUser = SessionUser>(error: unknown, token: AuthenticatedToken | false, _info: unknown, context: ExecutionContext): TUser {
    if (error) throw error;
    if (!token) {
      context.switchToHttp().getResponse<FastifyReply>().header('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new UnauthorizedException(INVALID_TOKEN);
    }
    context.switchToHttp().getRequest<FastifyRequest>().accessToken = { id: token.id, scopes: token.scopes };
    return { id: token.userId } as TUser;
  }
}

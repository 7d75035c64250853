import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { TOKEN_POLICY, TokenPolicy, scopeNeeded } from './token-policy';
import { TokenScope } from './token-scopes';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The one place where a token's scopes are checked (a global guard, so before any route's own
 * guards): the route's @NeedsScope or @NoAccessTokens, else read for GET/HEAD and write otherwise.
 * Requests with the session cookie pass untouched.
 */
@Injectable()
export class AccessTokenScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (!req.accessToken) return true;
    const policy = this.reflector.getAllAndOverride<TokenPolicy | undefined>(TOKEN_POLICY, [context.getHandler(), context.getClass()]);
    if (policy && 'refused' in policy) throw new ForbiddenException(policy.refused);
    const needed: TokenScope = policy?.scope ?? (READ_METHODS.has(req.method) ? 'read' : 'write');
    if (!req.accessToken.scopes.includes(needed)) throw new ForbiddenException(scopeNeeded(needed));
    return true;
  }
}

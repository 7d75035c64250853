import type { FastifyInstance } from 'fastify';
import { sendError } from '../common/http-errors';
import { AccessTokenAuth } from './access-token-auth.service';
import { TokenScope } from './token-scopes';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request is authenticated by an access token rather than the session cookie. */
    accessToken?: { id: string; scopes: TokenScope[] };
  }
}

export const INVALID_TOKEN = 'Invalid, expired or revoked access token';

const BEARER = /^Bearer(?:\s|$)/i;

/** Whether the request names an access token (it is then the token's alone, whatever cookie it carries). */
export const hasBearerToken = (authorization: string | undefined): boolean => authorization !== undefined && BEARER.test(authorization);

/**
 * `Authorization: Bearer <secret>` signs the request in as the token's user, an onRequest hook
 * registered before the session's (which then leaves the request alone). A token that does not
 * authenticate is 401, never an anonymous request.
 */
export function registerBearerAuth(fastify: FastifyInstance, tokens: AccessTokenAuth): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.session === false) return undefined;
    const authorization = request.headers.authorization;
    if (!hasBearerToken(authorization)) return undefined;
    const token = await tokens.authenticate(authorization!.slice('Bearer'.length).trim());
    if (!token) {
      reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return sendError(reply, 401, INVALID_TOKEN);
    }
    request.user = { id: token.userId };
    request.accessToken = { id: token.id, scopes: token.scopes };
    return undefined;
  });
}

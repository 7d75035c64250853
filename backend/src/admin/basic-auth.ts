import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AccountRoles } from '../auth/account-roles.service';
import { ADMIN_ONLY } from '../auth/staff.guard';
import { sendError } from '../common/http-errors';
import { hasBearerToken } from '../tokens/bearer-header';
import { TOKENS_NEVER_ADMINISTER } from '../tokens/token-policy';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries exactly these Basic credentials. */
function hasBasicCredentials(req: FastifyRequest, expected: Buffer): boolean {
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : '';
  return given !== '' && timingSafeEqual(digest(given), expected);
}

/**
 * Lets through a signed-in admin (their role read now, so a revoked admin is refused at once) or,
 * when `basic` credentials are configured, a request carrying them. Anyone else signed in gets 403,
 * and so does an access token (even an admin's: a token never administers); a visitor gets the
 * Basic challenge when basic auth is on, else 401.
 */
export function adminSessionOrBasicAuth(roles: AccountRoles, basic: { user?: string; password?: string }, realm: string) {
  const expected = basic.user && basic.password ? digest(`${basic.user}:${basic.password}`) : undefined;
  return async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (hasBearerToken(req.headers.authorization)) return sendError(reply, 403, TOKENS_NEVER_ADMINISTER);
    if (expected && hasBasicCredentials(req, expected)) return undefined;
    const userId = req.user?.id;
    if (userId && (await roles.roleOf(userId)) === 'admin') return undefined;
    if (userId) return sendError(reply, 403, ADMIN_ONLY);
    if (expected) reply.header('WWW-Authenticate', `Basic realm="${realm}", charset="UTF-8"`);
    return sendError(reply, 401, 'Authentication required');
  };
}

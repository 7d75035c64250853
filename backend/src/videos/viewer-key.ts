import type { FastifyRequest } from 'fastify';
import { addressGroup } from '../common/client-address';

/**
 * Who is watching, for view de-duplication: the signed-in user, else the visitor's address (IPv6
 * by its /64). Nothing the client chooses (User-Agent, cookies) makes a visitor someone else;
 * visitors have no stored session (saveUninitialized is off), so their session id could not either.
 */
export function viewerKey(req: FastifyRequest): string {
  const userId = req.user?.id;
  return userId ? `user:${userId}` : `addr:${addressGroup(req.ip) ?? 'unknown'}`;
}

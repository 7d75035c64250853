import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { SessionUser } from '../auth/session-user';

/**
 * Who is watching, for view de-duplication: the signed-in user, else a hash of IP and
 * User-Agent. Visitors have no stored session (saveUninitialized is off), so a session id
 * would change on every request and could not stand in for them.
 */
export function viewerKey(req: Request): string {
  const userId = (req.user as SessionUser | undefined)?.id;
  if (userId) return `user:${userId}`;
  const fingerprint = createHash('sha256').update(`${req.ip ?? ''}\n${req.get('user-agent') ?? ''}`).digest('base64url');
  return `anon:${fingerprint}`;
}

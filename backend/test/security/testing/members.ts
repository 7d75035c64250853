import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { PgSessionStore } from '../../../src/auth/pg-session.store';
import { SESSION_COOKIE, SESSION_MAX_AGE_MS } from '../../../src/auth/session.config';
import { TestApp } from '../../../src/test/test-app';

export interface Member {
  id: string;
  username: string;
  /** A Cookie header value carrying a live session of this user. */
  cookie: string;
}

/**
 * A signed-in session for `userId`, stored as a login stores it and signed as the server
 * signs its cookie: a login without the password hashing, so suites can make hundreds.
 */
export async function mintSession(t: TestApp, userId: string): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  const cookie = {
    originalMaxAge: SESSION_MAX_AGE_MS,
    expires: new Date(Date.now() + SESSION_MAX_AGE_MS).toISOString(),
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
  };
  await t.app.get(PgSessionStore).set(sid, { cookie, passport: { user: userId } } as never);
  const signature = createHmac('sha256', t.config.sessionSecret!).update(sid).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

/** A user with a profile (username set), straight into the database, and a session of theirs. */
export async function createMember(t: TestApp, name = 'member'): Promise<Member> {
  const username = `${name.replace(/[^a-z0-9]/g, '')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const [row]: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO users (email, password, "displayName", username) VALUES ($1, 'not-a-password-hash', $2, $3) RETURNING id`,
    [`${username}@example.com`, `${name} display`, username],
  );
  return { id: row.id, username, cookie: await mintSession(t, row.id) };
}

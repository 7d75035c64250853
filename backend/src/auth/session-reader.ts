import { Inject, Injectable } from '@nestjs/common';
import type { SessionData } from 'express-session';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { PgSessionStore } from './pg-session.store';
import { SESSION_COOKIE } from './session.config';
import { SessionUser } from './session-user';

/** The session id in a Cookie header, if its signature is express-session's with this secret (`s:<sid>.<hmac>`). */
export function signedSessionId(cookieHeader: string | undefined, secret: string): string | null {
  const prefix = `${SESSION_COOKIE}=`;
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (!value.startsWith('s:') || dot < 0) return null;
  const sid = value.slice(2, dot);
  const expected = Buffer.from(`${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`);
  const given = Buffer.from(value.slice(2));
  return expected.length === given.length && timingSafeEqual(expected, given) ? sid : null;
}

/**
 * The signed-in user of a request that does not go through the session middleware (/objects, kept
 * cheap): the cookie checked as express-session signs it, then one read of the store, which its
 * short read cache answers during a burst. Nothing is written (no rolling expiry, no new cookie).
 */
@Injectable()
export class SessionReader {
  constructor(
    private readonly store: PgSessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async userOf(headers: IncomingHttpHeaders): Promise<SessionUser | null> {
    const sid = this.config.sessionSecret ? signedSessionId(headers.cookie, this.config.sessionSecret) : null;
    if (!sid) return null;
    const session = await new Promise<SessionData | null>((resolve, reject) =>
      this.store.get(sid, (error, data) => (error ? reject(error as Error) : resolve(data ?? null))),
    );
    const userId = (session as { passport?: { user?: unknown } } | null)?.passport?.user;
    return typeof userId === 'string' ? { id: userId } : null;
  }
}

export const SESSION_COOKIE = 'genalpha.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** The cookie part of a stored session, as express-session wrote it (kept: rows and cookies outlive the server). */
export interface SessionCookieData {
  originalMaxAge: number;
  expires: string | Date;
  secure: boolean;
  httpOnly: boolean;
  path: string;
  sameSite: 'lax';
}

/** What the "sessions" table holds per session: the cookie and the signed-in user's id. */
export interface StoredSession {
  cookie: SessionCookieData;
  passport?: { user?: string };
}

export function freshCookieData(secure: boolean, now = Date.now()): SessionCookieData {
  return {
    originalMaxAge: SESSION_MAX_AGE_MS,
    expires: new Date(now + SESSION_MAX_AGE_MS).toISOString(),
    secure,
    httpOnly: true,
    path: '/',
    sameSite: 'lax',
  };
}

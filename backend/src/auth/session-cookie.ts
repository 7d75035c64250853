import { createHmac, timingSafeEqual } from 'node:crypto';
import { setBounded } from '../common/bounded-map';
import { SESSION_COOKIE } from './session.config';

const signatureOf = (sid: string, secret: string) => createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');

/**
 * Signed values of the sessions seen lately: a signed-in request checks its cookie and sends it renewed,
 * two HMACs of the same id (about 30 µs of the feed's 2.2 ms of CPU in a profile, bench/RESULTS.md).
 */
const recentlySigned = new Map<string, string>();
const RECENTLY_SIGNED_MAX = 10_000;

/** The cookie value of a session id, signed as express-session (cookie-signature) signs it: `s:<sid>.<hmac>`. */
export function signSessionId(sid: string, secret: string): string {
  const key = `${secret}\0${sid}`;
  let signed = recentlySigned.get(key);
  if (signed === undefined) {
    signed = `s:${sid}.${signatureOf(sid, secret)}`;
    setBounded(recentlySigned, key, signed, RECENTLY_SIGNED_MAX);
  }
  return signed;
}

/** The session id in a Cookie header, if its signature is right for this secret. */
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
  const expected = Buffer.from(signSessionId(sid, secret));
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given) ? sid : null;
}

/** The Set-Cookie header of a session cookie (attributes in the order express-session wrote them). */
export function sessionSetCookie(value: string, expires: Date, secure: boolean): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Tells the browser to drop its session cookie. */
export const CLEARED_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; Expires=${new Date(0).toUTCString()}`;

import { CHALLENGE_TTL_SECONDS } from './passkey-challenges';

/**
 * Binds a passkey sign-in's challenge to the browser that asked for it: a random id naming the
 * challenge in Redis, sent only to the sign-in route, unreadable by scripts, gone with the challenge.
 */
export const SIGN_IN_CHALLENGE_COOKIE = 'genalpha.passkey';
export const SIGN_IN_ROUTE = '/api/login/passkey';

const attributes = (secure: boolean) => `Path=${SIGN_IN_ROUTE}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

export const signInChallengeSetCookie = (id: string, secure: boolean) =>
  `${SIGN_IN_CHALLENGE_COOKIE}=${id}; Max-Age=${CHALLENGE_TTL_SECONDS}; ${attributes(secure)}`;

export const clearedSignInChallengeCookie = (secure: boolean) => `${SIGN_IN_CHALLENGE_COOKIE}=; Max-Age=0; ${attributes(secure)}`;

/** The cookie's id, if the request carries a well-formed one. */
export function signInChallengeId(cookieHeader: string | undefined): string | null {
  const prefix = `${SIGN_IN_CHALLENGE_COOKIE}=`;
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

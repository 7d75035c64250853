/** What a request is counted against: its client address (IPv6 by /64), the email it names, both together, or its user (a visitor: the address). */
export type RateLimitKey = 'ip' | 'email' | 'emailAndAddress' | 'user';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
  /** Each dimension is counted on its own; any one over its limit refuses the request. */
  per: RateLimitKey[];
}

export const RATE_LIMITS = {
  login: { limit: 10, windowSeconds: 60, per: ['ip'] },
  /** Guessing one account's password from one address; never keyed on the email alone, so nobody can lock an account out from elsewhere. */
  loginAccount: { limit: 5, windowSeconds: 300, per: ['emailAndAddress'] },
  register: { limit: 5, windowSeconds: 600, per: ['ip', 'email'] },
  /** Guessing the current password from a signed-in session, as loginAccount limits guessing it at sign-in. */
  passwordChange: { limit: 5, windowSeconds: 300, per: ['user'] },
  gate: { limit: 10, windowSeconds: 60, per: ['ip'] },
  upload: { limit: 30, windowSeconds: 600, per: ['user'] },
  avatar: { limit: 10, windowSeconds: 600, per: ['user'] },
  reportBroken: { limit: 20, windowSeconds: 60, per: ['ip'] },
  comment: { limit: 20, windowSeconds: 60, per: ['user'] },
  report: { limit: 20, windowSeconds: 3600, per: ['user'] },
  /** Appeals come once per decision anyway; this keeps token guessing and a loop of refused ones cheap. */
  appeal: { limit: 10, windowSeconds: 3600, per: ['ip'] },
  /** Enough to fill the live-token cap in one go; a create-and-revoke loop cannot pile up revoked rows faster than this. */
  /** Guessing one's own password from a session left open: DELETE /api/user checks it. */
  accountDelete: { limit: 5, windowSeconds: 600, per: ['user'] },
  tokenCreate: { limit: 20, windowSeconds: 3600, per: ['user'] },
  /** Passkey registrations begun (each options call issues a challenge and may end in an attestation to verify). */
  passkeyRegister: { limit: 20, windowSeconds: 3600, per: ['user'] },
  /** Passkey confirmations begun (each issues a challenge; its assertion confirms a deletion). */
  passkeyConfirm: { limit: 20, windowSeconds: 3600, per: ['user'] },
  /** Passkey sign-in challenges issued: each /auth visit asks for one (the browser's passkey autofill). */
  passkeySignInOptions: { limit: 30, windowSeconds: 60, per: ['ip'] },
  /** For You lists arranged afresh (a first page with no current snapshot to reuse); a visitor counts by address. */
  forYouArrange: { limit: 30, windowSeconds: 600, per: ['user'] },
  /** Mails to one address, and requests from one address, stay few: nobody floods an inbox or the queue. */
  passwordReset: { limit: 5, windowSeconds: 900, per: ['ip', 'email'] },
  /** Each attempt hashes a password (argon2id); guessing a 256-bit token is hopeless anyway. */
  passwordResetConfirm: { limit: 10, windowSeconds: 60, per: ['ip'] },
  emailVerify: { limit: 10, windowSeconds: 60, per: ['ip'] },
  emailVerifyResend: { limit: 5, windowSeconds: 3600, per: ['ip', 'user'] },
  /** Each checks the password (as passwordChange) and mails two addresses. */
  emailChange: { limit: 5, windowSeconds: 3600, per: ['user'] },
  emailChangeConfirm: { limit: 10, windowSeconds: 60, per: ['ip'] },
  /** Each sends a whole account's zip. */
  exportDownload: { limit: 20, windowSeconds: 3600, per: ['user'] },
  /** Real-user beacons: a page sends a few a minute (batched); more from one address is a flood. */
  rum: { limit: 30, windowSeconds: 60, per: ['ip'] },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A view counts once per viewer (account or address) and video in this window. */
export const VIEW_WINDOW_SECONDS = 24 * 3600;
/**
 * New views one viewer may count per hour. Each counted view keeps a key for VIEW_WINDOW_SECONDS,
 * so this bounds the keys one viewer can make, hence Redis memory.
 */
export const COUNTED_VIEWS_PER_HOUR = 300;

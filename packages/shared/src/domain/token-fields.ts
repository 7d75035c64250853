/** A personal access token's fields, checked by the API and, before Create, by the web client. */

/** What a token may do: read = GET/HEAD, write = every other method, upload = get an upload URL and publish the video. */
export const TOKEN_SCOPES = ['read', 'write', 'upload'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The lifetimes a token may be given at creation; none means it never expires. */
export const TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;

export const TOKEN_NAME_MAX = 50;
export const LIVE_TOKENS_MAX = 20;

/** A revoked or expired token's row is deleted this many days after it ended (storage.cleanup). */
export const ENDED_TOKEN_RETENTION_DAYS = 30;

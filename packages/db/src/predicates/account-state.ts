/**
 * Whether the `users` row `alias` is hidden from everyone else: suspended (until the ban is lifted)
 * or deleted and awaiting its purge (until the deletion is cancelled). The one rule both follow; the
 * partial index IDX_users_banned has it as predicate and the database triggers of the migration
 * AccountDeletion (comment flags, session writes) spell it the same way.
 */
export const hiddenAccount = (alias: string) => `(${alias}."bannedAt" IS NOT NULL OR ${alias}."deletionDueAt" IS NOT NULL)`;

/**
 * A hidden account's (suspended or being deleted) videos, comments and notifications leave every
 * public list and count and come back when the ban is lifted or the deletion cancelled, so nothing
 * is deleted: reads filter on these. Served by the partial index IDX_users_banned (a handful of
 * rows), so the check costs one index probe.
 */
export const bannedAccount = (userIdColumn: string) =>
  `EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = ${userIdColumn} AND ${hiddenAccount('banned')})`;

export const notBanned = (userIdColumn: string) => `NOT ${bannedAccount(userIdColumn)}`;

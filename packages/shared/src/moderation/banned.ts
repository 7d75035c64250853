/**
 * A banned account's videos, comments and notifications leave every public list and count while
 * the ban lasts and come back on unban, so nothing is deleted: reads filter on these. Served by the
 * partial index IDX_users_banned (a handful of rows), so the check costs one index probe.
 */
export const bannedAccount = (userIdColumn: string) =>
  `EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = ${userIdColumn} AND banned."bannedAt" IS NOT NULL)`;

export const notBanned = (userIdColumn: string) => `NOT ${bannedAccount(userIdColumn)}`;

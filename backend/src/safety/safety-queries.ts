import { AfterCursor } from '@genalpha/db';

/** A listed person: their summary, and when the list's row was made (full precision, the keyset). */
const LISTED_USER = `u."id", u."username", u."displayName", u."avatarUrl", x."createdAt"::text AS "listedAt"`;

/** The SQL of blocks and mutes, used by BlocksService and MutesService. */
export const safetyQueries = {
  /** Locks users $1 and $2 in id order (as following does, so a block and a follow between them run one after the other); returns who exists. */
  lockPair: `SELECT u."id" FROM "users" u WHERE u."id" IN ($1, $2) ORDER BY u."id" FOR NO KEY UPDATE`,

  /** $1 blocks $2 (nothing when already so). */
  block: `INSERT INTO "user_blocks" ("blockerId", "blockedId") VALUES ($1, $2) ON CONFLICT DO NOTHING`,

  /** $1 no longer blocks $2. */
  unblock: `DELETE FROM "user_blocks" WHERE "blockerId" = $1 AND "blockedId" = $2`,

  /** Removes the follows between $1 and $2 both ways, returning each removed row's ends. */
  unfollowBothWays: `DELETE FROM "follows" WHERE ("followerId" = $1 AND "followingId" = $2) OR ("followerId" = $2 AND "followingId" = $1)
                     RETURNING "followerId", "followingId"`,

  /** One follow fewer from $1 to $2: both counters. */
  followRemoved: `UPDATE "users" SET
                    "followingCount" = CASE WHEN "id" = $1 THEN GREATEST("followingCount" - 1, 0) ELSE "followingCount" END,
                    "followersCount" = CASE WHEN "id" = $2 THEN GREATEST("followersCount" - 1, 0) ELSE "followersCount" END
                  WHERE "id" IN ($1, $2)`,

  /** Whom $1 blocked, newest first. */
  blocks: (after: AfterCursor) => `
    SELECT ${LISTED_USER} FROM "user_blocks" x JOIN "users" u ON u."id" = x."blockedId"
    WHERE x."blockerId" = $1 ${after('x."createdAt"', 'x."blockedId"')}
    ORDER BY x."createdAt" DESC, x."blockedId" DESC`,

  /** $1 mutes $2 (nothing when already so), when $2 exists; returns a row when $2 exists. */
  mute: `WITH target AS (SELECT "id" FROM "users" WHERE "id" = $2),
              added AS (INSERT INTO "user_mutes" ("muterId", "mutedId") SELECT $1, "id" FROM target ON CONFLICT DO NOTHING)
         SELECT 1 FROM target`,

  /** $1 no longer mutes $2; returns a row when $2 exists. */
  unmute: `WITH removed AS (DELETE FROM "user_mutes" WHERE "muterId" = $1 AND "mutedId" = $2)
           SELECT 1 FROM "users" WHERE "id" = $2`,

  /** Whom $1 muted, newest first. */
  mutes: (after: AfterCursor) => `
    SELECT ${LISTED_USER} FROM "user_mutes" x JOIN "users" u ON u."id" = x."mutedId"
    WHERE x."muterId" = $1 ${after('x."createdAt"', 'x."mutedId"')}
    ORDER BY x."createdAt" DESC, x."mutedId" DESC`,

  /** $1's muted words and #tags. */
  mutedWords: `SELECT "mutedWords" FROM "users" WHERE "id" = $1`,

  /** Replaces $1's muted words and #tags with $2. */
  setMutedWords: `UPDATE "users" SET "mutedWords" = $2::text[] WHERE "id" = $1 RETURNING "mutedWords"`,
};

import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/**
 * Whether the account `userIdColumn` is deleted and awaits its purge. Its likes, comment likes and
 * follows no longer count on other people's videos, comments and profiles: a counter counts the rows
 * of accounts not leaving (videos' commentsCount counts every comment: reads leave hidden authors'
 * out, as for a suspension).
 */
export const leavingAccount = (userIdColumn: string) =>
  `EXISTS (SELECT 1 FROM "users" leaving WHERE leaving."id" = ${userIdColumn} AND leaving."deletionDueAt" IS NOT NULL)`;

// Each recount runs inside the caller's transaction. Rows are locked first, in id order, so the
// recount (a later statement) sees every like, comment or follow written by a transaction that held
// one of them, and one written later moves the recounted value as usual.

export const accountCounterStatements = statements('account-counters', {
  lockVideos: `SELECT 1 FROM "videos" WHERE "id" = ANY($1) ORDER BY "id" FOR NO KEY UPDATE`,
  recountVideos: `UPDATE "videos" v SET
       "likesCount" = (SELECT count(*) FROM "likes" l WHERE l."videoId" = v."id" AND NOT ${leavingAccount('l."userId"')}),
       "commentsCount" = (SELECT count(*) FROM "comments" c WHERE c."videoId" = v."id")
     WHERE v."id" = ANY($1)`,
  lockComments: `SELECT 1 FROM "comments" WHERE "id" = ANY($1) ORDER BY "id" FOR NO KEY UPDATE`,
  recountComments: `UPDATE "comments" c SET "likesCount" = (SELECT count(*) FROM "comment_likes" l WHERE l."commentId" = c."id" AND NOT ${leavingAccount('l."userId"')})
     WHERE c."id" = ANY($1)`,
  lockUsers: `SELECT 1 FROM "users" WHERE "id" = ANY($1) ORDER BY "id" FOR NO KEY UPDATE`,
  recountUsers: `UPDATE "users" u SET
       "followersCount" = (SELECT count(*) FROM "follows" f WHERE f."followingId" = u."id" AND NOT ${leavingAccount('f."followerId"')}),
       "followingCount" = (SELECT count(*) FROM "follows" f WHERE f."followerId" = u."id" AND NOT ${leavingAccount('f."followingId"')})
     WHERE u."id" = ANY($1)`,
  /** The videos $1 liked. */
  likedVideos: `SELECT "videoId" AS id FROM "likes" WHERE "userId" = $1`,
  /** The comments $1 liked. */
  likedComments: `SELECT "commentId" AS id FROM "comment_likes" WHERE "userId" = $1`,
  /** Whom $1 follows and who follows $1. */
  followPartners: `SELECT "followingId" AS id FROM "follows" WHERE "followerId" = $1 UNION SELECT "followerId" FROM "follows" WHERE "followingId" = $1`,
});

const sql = accountCounterStatements;

export async function recountVideos(m: SqlRunner, videoIds: string[]): Promise<void> {
  if (videoIds.length === 0) return;
  await m.query(sql.lockVideos, [videoIds]);
  await m.query(sql.recountVideos, [videoIds]);
}

export async function recountComments(m: SqlRunner, commentIds: string[]): Promise<void> {
  if (commentIds.length === 0) return;
  await m.query(sql.lockComments, [commentIds]);
  await m.query(sql.recountComments, [commentIds]);
}

export async function recountUsers(m: SqlRunner, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await m.query(sql.lockUsers, [userIds]);
  await m.query(sql.recountUsers, [userIds]);
}

const ids = async (m: SqlRunner, statement: string, userId: string): Promise<string[]> =>
  ((await m.query(statement, [userId])) as Array<{ id: string }>).map((row) => row.id);

/** Recounts everything of other people's that the account's likes, comment likes and follows count on (after it starts or stops leaving). */
export async function recountAround(m: SqlRunner, userId: string): Promise<void> {
  await recountVideos(m, await ids(m, sql.likedVideos, userId));
  await recountComments(m, await ids(m, sql.likedComments, userId));
  await recountUsers(m, await ids(m, sql.followPartners, userId));
}

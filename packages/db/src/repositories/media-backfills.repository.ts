import { BackfillOutput, ImageVariant } from '@genalpha/shared';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

/**
 * The condition, on `videos v`, that the output $2 is not held back for the video: neither waiting
 * for its next attempt nor given up. Every backfill's selection includes it.
 */
const NOT_HELD_BACK = `NOT EXISTS (
  SELECT 1 FROM "media_backfill_attempts" a
  WHERE a."videoId" = v."id" AND a."output" = $2 AND (a."givenUpAt" IS NOT NULL OR a."nextAttemptAt" > now()))`;

/** What each backfill reads of a video that lacks its output, and the condition of one that does (its partial index's). */
const OWED: Record<BackfillOutput, { columns: string; owed: string }> = {
  copy720p: { columns: `"id", "videoUrl", "width", "height"`, owed: `"copy720pMadeAt" IS NULL AND "status" = 'ready'` },
  previews: { columns: `"id", "videoUrl", "durationSeconds"`, owed: `"previewsMadeAt" IS NULL AND "status" = 'ready'` },
  hls: { columns: `"id", "videoUrl"`, owed: `"hlsPackagedAt" IS NULL AND "status" = 'ready'` },
  posterVariants: { columns: `"id"`, owed: `"posterVariants" IS NULL AND "status" = 'ready' AND "thumbnailUrl" IS NOT NULL` },
};

/** A batch ($1 its size) of the videos that lack `output` ($2) and are not held back, newest first. */
const owedSql = (output: BackfillOutput) =>
  `SELECT ${OWED[output].columns} FROM "videos" v WHERE ${OWED[output].owed} AND ${NOT_HELD_BACK} ORDER BY v."createdAt" DESC LIMIT $1`;

/**
 * Video $1 if it lacks `output` ($2) and that is not given up: a follow-up job right after its ready,
 * which BullMQ retries with its own backoff, so a wait for the backfill's next attempt does not hold it back.
 */
const owedOneSql = (output: BackfillOutput) =>
  `SELECT ${OWED[output].columns} FROM "videos" v WHERE v."id" = $1 AND ${OWED[output].owed} AND NOT EXISTS (
  SELECT 1 FROM "media_backfill_attempts" a WHERE a."videoId" = v."id" AND a."output" = $2 AND a."givenUpAt" IS NOT NULL)`;

export const mediaBackfillStatements = statements('media-backfills', {
  owed: rendered(owedSql, ['copy720p'], ['previews'], ['posterVariants'], ['hls']),
  owedOne: rendered(owedOneSql, ['copy720p'], ['previews'], ['posterVariants']),
  /** Records video $1's 720p copy ($2, null when none was needed or could be made), while it still lacks one. */
  recordCopy720p: `UPDATE "videos" SET "video720pUrl" = $2, "copy720pMadeAt" = now() WHERE "id" = $1 AND "copy720pMadeAt" IS NULL`,
  /** Records video $1's HLS master playlist ($2, null when it could not be made), while it still lacks one. */
  recordHls: `UPDATE "videos" SET "hlsUrl" = $2, "hlsPackagedAt" = now() WHERE "id" = $1 AND "hlsPackagedAt" IS NULL`,
  /** Records video $1's preview loop $2 and placeholder $3, while it still lacks them. */
  recordPreviews: `UPDATE "videos" SET "previewUrl" = $2, "placeholder" = $3, "previewsMadeAt" = now() WHERE "id" = $1 AND "previewsMadeAt" IS NULL`,
  /** Records video $1's poster variants $2, while it still lacks them. */
  recordPosterVariants: `UPDATE "videos" SET "posterVariants" = $2 WHERE "id" = $1 AND "posterVariants" IS NULL`,
  /**
   * A failed attempt ($3 its error) at output $2 of video $1: tried again after $4 ms (doubled after
   * each attempt), given up at the $5th. Nothing is recorded for a video deleted meanwhile.
   */
  recordFailedAttempt: `INSERT INTO "media_backfill_attempts" AS m ("videoId", "output", "attempts", "lastError", "lastAttemptAt", "nextAttemptAt", "givenUpAt")
     SELECT "id", $2, 1, $3, now(), now() + $4::float8 * interval '1 millisecond', CASE WHEN $5::int <= 1 THEN now() END FROM "videos" WHERE "id" = $1
     ON CONFLICT ("videoId", "output") DO UPDATE SET
       "attempts" = m."attempts" + 1,
       "lastError" = EXCLUDED."lastError",
       "lastAttemptAt" = now(),
       "nextAttemptAt" = now() + $4::float8 * power(2, m."attempts") * interval '1 millisecond',
       "givenUpAt" = CASE WHEN m."attempts" + 1 >= $5::int THEN now() END`,
  /** Output $2 of video $1 is settled: its failed attempts are history. */
  clearAttempts: `DELETE FROM "media_backfill_attempts" WHERE "videoId" = $1 AND "output" = $2`,
  videoExists: `SELECT 1 FROM "videos" WHERE "id" = $1`,
  /** A batch ($1) of avatars stored as one file, from before sizes existed (IDX_users_avatar_unsized). */
  unsizedAvatars: `SELECT "id", "avatarUrl" FROM "users" WHERE "avatarUrl" NOT LIKE '%/avatar.jpg' AND "avatarUrl" LIKE '/objects/avatars/%' ORDER BY "id" LIMIT $1`,
  /** Clears user $1's avatar while it is still $2. */
  clearAvatar: `UPDATE "users" SET "avatarUrl" = NULL WHERE "id" = $1 AND "avatarUrl" = $2`,
  /** Moves user $1's avatar from $2 to $3 while it is still $2. */
  moveAvatar: `UPDATE "users" SET "avatarUrl" = $3 WHERE "id" = $1 AND "avatarUrl" = $2`,
});

const sql = mediaBackfillStatements;

/** An UPDATE's row count (TypeORM answers one with [rows, affectedCount]). */
async function updated(db: SqlRunner, statement: string, params: unknown[]): Promise<boolean> {
  const [, count] = (await db.query(statement, params)) as [unknown, number];
  return count > 0;
}

/** How many attempts a video's output gets, and the wait after the first failure (doubled after each). */
export interface AttemptPolicy {
  maxAttempts: number;
  retryDelayMs: number;
}

/** The media the worker makes for videos (and avatars) that lack it, and the attempts at it. */
export const mediaBackfillsRepository = {
  /** A batch of the videos that lack `output` and are not held back, newest first; V holds the columns that backfill reads. */
  owed<V>(db: SqlRunner, output: BackfillOutput, batchSize: number): Promise<V[]> {
    return db.query(owedSql(output), [batchSize, output]) as Promise<V[]>;
  },

  /** Video `videoId` when it lacks `output` and that is not given up (whatever the wait for a next attempt), else null. */
  async owedOne<V>(db: SqlRunner, output: BackfillOutput, videoId: string): Promise<V | null> {
    const rows = (await db.query(owedOneSql(output), [videoId, output])) as V[];
    return rows[0] ?? null;
  },

  /** Each record… answers whether it was written (false when the video is gone or got its output meanwhile). */
  recordCopy720p: (db: SqlRunner, videoId: string, url: string | null) => updated(db, sql.recordCopy720p, [videoId, url]),

  recordHls: (db: SqlRunner, videoId: string, url: string | null) => updated(db, sql.recordHls, [videoId, url]),

  recordPreviews: (db: SqlRunner, videoId: string, previewUrl: string | null, placeholder: string | null) =>
    updated(db, sql.recordPreviews, [videoId, previewUrl, placeholder]),

  recordPosterVariants: (db: SqlRunner, videoId: string, variants: ImageVariant[]) =>
    updated(db, sql.recordPosterVariants, [videoId, JSON.stringify(variants)]),

  async recordFailedAttempt(db: SqlRunner, videoId: string, output: BackfillOutput, message: string, policy: AttemptPolicy): Promise<void> {
    await db.query(sql.recordFailedAttempt, [videoId, output, message, policy.retryDelayMs, policy.maxAttempts]);
  },

  async clearAttempts(db: SqlRunner, videoId: string, output: BackfillOutput): Promise<void> {
    await db.query(sql.clearAttempts, [videoId, output]);
  },

  async videoExists(db: SqlRunner, videoId: string): Promise<boolean> {
    const rows = (await db.query(sql.videoExists, [videoId])) as unknown[];
    return rows.length > 0;
  },

  unsizedAvatars(db: SqlRunner, limit: number): Promise<Array<{ id: string; avatarUrl: string }>> {
    return db.query(sql.unsizedAvatars, [limit]) as Promise<Array<{ id: string; avatarUrl: string }>>;
  },

  async clearAvatar(db: SqlRunner, userId: string, avatarUrl: string): Promise<void> {
    await db.query(sql.clearAvatar, [userId, avatarUrl]);
  },

  /** Whether the avatar was still `from` (and is now `to`). */
  moveAvatar: (db: SqlRunner, userId: string, from: string, to: string) => updated(db, sql.moveAvatar, [userId, from, to]),
};

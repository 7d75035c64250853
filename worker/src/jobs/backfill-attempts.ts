import { DataSource } from 'typeorm';
import { BackfillOutput } from '@genalpha/shared';

/** Failed attempts at one output of one video before the worker gives up on it (and the console's Failed tab lists it). */
export const BACKFILL_MAX_ATTEMPTS = 3;
/** The wait after a first failed attempt, doubled after each further one: 1 h, then 2 h. */
export const BACKFILL_RETRY_DELAY_MS = 3600_000;
/** How much of an error's message is kept. */
const ERROR_MAX_LENGTH = 1000;

/**
 * The condition, on `videos v`, that the output $2 is not held back for the video: neither waiting
 * for its next attempt nor given up. Every backfill's selection includes it.
 */
export const NOT_HELD_BACK = `NOT EXISTS (
  SELECT 1 FROM "media_backfill_attempts" a
  WHERE a."videoId" = v."id" AND a."output" = $2 AND (a."givenUpAt" IS NOT NULL OR a."nextAttemptAt" > now()))`;

/**
 * Records a failed attempt at `output` of the video: tried again after the delay (doubled after
 * each attempt), or given up at the last. Nothing is recorded for a video deleted meanwhile.
 */
export async function recordFailedAttempt(dataSource: DataSource, videoId: string, output: BackfillOutput, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
  await dataSource.query(
    `INSERT INTO "media_backfill_attempts" AS m ("videoId", "output", "attempts", "lastError", "lastAttemptAt", "nextAttemptAt", "givenUpAt")
     SELECT "id", $2, 1, $3, now(), now() + $4::float8 * interval '1 millisecond', CASE WHEN $5::int <= 1 THEN now() END FROM "videos" WHERE "id" = $1
     ON CONFLICT ("videoId", "output") DO UPDATE SET
       "attempts" = m."attempts" + 1,
       "lastError" = EXCLUDED."lastError",
       "lastAttemptAt" = now(),
       "nextAttemptAt" = now() + $4::float8 * power(2, m."attempts") * interval '1 millisecond',
       "givenUpAt" = CASE WHEN m."attempts" + 1 >= $5::int THEN now() END`,
    [videoId, output, message, BACKFILL_RETRY_DELAY_MS, BACKFILL_MAX_ATTEMPTS],
  );
}

/** The output is settled (made, or found impossible to make): its failed attempts are history. */
export async function clearAttempts(dataSource: DataSource, videoId: string, output: BackfillOutput): Promise<void> {
  await dataSource.query(`DELETE FROM "media_backfill_attempts" WHERE "videoId" = $1 AND "output" = $2`, [videoId, output]);
}

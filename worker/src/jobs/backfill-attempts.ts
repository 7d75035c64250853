import { DataSource } from 'typeorm';
import { BackfillOutput } from '@genalpha/shared';
import { mediaBackfillsRepository } from '@genalpha/db';

/** Failed attempts at one output of one video before the worker gives up on it (and the console's Failed tab lists it). */
export const BACKFILL_MAX_ATTEMPTS = 3;
/** The wait after a first failed attempt, doubled after each further one: 1 h, then 2 h. */
export const BACKFILL_RETRY_DELAY_MS = 3600_000;
/** How much of an error's message is kept. */
const ERROR_MAX_LENGTH = 1000;

/**
 * Records a failed attempt at `output` of the video: tried again after the delay (doubled after
 * each attempt), or given up at the last. Nothing is recorded for a video deleted meanwhile.
 */
export async function recordFailedAttempt(dataSource: DataSource, videoId: string, output: BackfillOutput, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
  await mediaBackfillsRepository.recordFailedAttempt(dataSource, videoId, output, message, {
    maxAttempts: BACKFILL_MAX_ATTEMPTS,
    retryDelayMs: BACKFILL_RETRY_DELAY_MS,
  });
}

import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { JobName } from '@genalpha/shared';
import { jobLocksRepository } from '@genalpha/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payloads come from Redis: a malformed id is skipped rather than retried against PostgreSQL. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export class VideoBusyError extends Error {
  constructor(videoId: string) {
    super(`Video ${videoId} is being processed by another run; retrying later`);
    this.name = 'VideoBusyError';
  }
}

/** How often a wait for a video's lock asks again. */
const LOCK_POLL_MS = 250;

/**
 * Runs fn while holding a PostgreSQL advisory lock for the video, so two runs for one video never
 * work at once. The lock belongs to the connection: a killed worker releases it with its session.
 * Held by another run: VideoBusyError at once, or once `waitMs` has passed without it coming free;
 * a wait ends as soon as `signal` aborts (the job's time is up), with its reason.
 */
export async function withVideoLock<T>(
  dataSource: DataSource,
  videoId: string,
  fn: () => Promise<T>,
  { waitMs = 0, signal }: { waitMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    signal?.throwIfAborted();
    const result = await withTryLock(dataSource, `video:${videoId}`, fn);
    if (result) return result.value;
    if (Date.now() >= deadline) throw new VideoBusyError(videoId);
    await sleep(LOCK_POLL_MS, undefined, { signal }).catch(() => signal?.throwIfAborted());
  }
}

/**
 * Runs fn unless another run of the job `name` (in this worker or another) is still going: then
 * answers null at once. However often a job is enqueued (schedules, runs asked for soon, retries),
 * only one run of it works at a time.
 */
export async function withRunLock<T>(dataSource: DataSource, name: JobName, fn: () => Promise<T>): Promise<T | null> {
  return (await withTryLock(dataSource, `run:${name}`, fn))?.value ?? null;
}

/** fn's result under the advisory lock `key`, or null without running it when another session holds that lock. */
async function withTryLock<T>(dataSource: DataSource, key: string, fn: () => Promise<T>): Promise<{ value: T } | null> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    if (!(await jobLocksRepository.tryLock(runner, key))) return null;
    try {
      return { value: await fn() };
    } finally {
      await jobLocksRepository.unlock(runner, key);
    }
  } finally {
    await runner.release();
  }
}

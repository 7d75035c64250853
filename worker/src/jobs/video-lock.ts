import { DataSource } from 'typeorm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payloads come from Redis: a malformed id is skipped rather than retried against PostgreSQL. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export class VideoBusyError extends Error {
  constructor(videoId: string) {
    super(`Video ${videoId} is being processed by another run; retrying later`);
    this.name = 'VideoBusyError';
  }
}

/**
 * Runs fn while holding a PostgreSQL advisory lock for the video, so two runs for one video never
 * work at once. The lock belongs to the connection: a killed worker releases it with its session.
 */
export async function withVideoLock<T>(dataSource: DataSource, videoId: string, fn: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const key = `video:${videoId}`;
  try {
    const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [key])) as { locked: boolean }[];
    if (!locked) throw new VideoBusyError(videoId);
    try {
      return await fn();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [key]);
    }
  } finally {
    await runner.release();
  }
}

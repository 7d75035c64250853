import { DataSource } from 'typeorm';
import { ObjectStorage } from '@genalpha/shared';
import { withVideoLock } from './video-lock';

export interface BackfillCounts {
  /** Videos whose missing media was made. */
  made: number;
  /** Nothing could be made (the file is gone or does not decode): recorded as done, so not tried again. */
  givenUp: number;
}

/** What one backfill makes for the videos that lack it. */
export interface VideoBackfill<V extends { id: string }, M> {
  /** Selects a batch of the videos that lack it, newest first; $1 is the batch size. */
  owedSql: string;
  batchSize: number;
  make(video: V, signal?: AbortSignal): Promise<M>;
  /** The UPDATE that records what was made, only while the video still lacks it; $1 is the video's id. */
  record(video: V, made: M): { sql: string; params: unknown[] };
  madeSomething(made: M): boolean;
}

/**
 * One run of a backfill: a batch of owed videos, each made under its video lock and recorded if it
 * is still owed. A store or database error fails the run, which is retried; the next run carries on
 * where this one stopped.
 */
export async function runVideoBackfill<V extends { id: string }, M>(
  dataSource: DataSource,
  storage: ObjectStorage,
  backfill: VideoBackfill<V, M>,
  signal?: AbortSignal,
): Promise<BackfillCounts & { videos: number }> {
  const counts = { made: 0, givenUp: 0, videos: 0 };
  const videos = (await dataSource.query(backfill.owedSql, [backfill.batchSize])) as V[];
  for (const video of videos) {
    signal?.throwIfAborted();
    const made = await withVideoLock(dataSource, video.id, () => backfill.make(video, signal));
    const { sql, params } = backfill.record(video, made);
    const [, updated] = (await dataSource.query(sql, params)) as [unknown, number];
    if (updated > 0) counts[backfill.madeSomething(made) ? 'made' : 'givenUp']++;
    // Deleted while we worked: what was written for it belongs to nobody.
    else if ((await dataSource.query(`SELECT 1 FROM "videos" WHERE "id" = $1`, [video.id])).length === 0) await storage.deletePrefix(`videos/${video.id}`);
  }
  counts.videos = videos.length;
  return counts;
}

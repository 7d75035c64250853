import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, BackfillOutput, JobName, OBJECT_STORAGE, ObjectStorage, isDependencyDown } from '@genalpha/shared';
import { SqlRunner, mediaBackfillsRepository } from '@genalpha/db';
import { recordFailedAttempt } from './backfill-attempts';
import { VideoBusyError, isUuid, withRunLock, withVideoLock } from './video-lock';

export interface BackfillCounts {
  /** Videos whose missing media was made. */
  made: number;
  /** Nothing could be made (the file is gone or does not decode): recorded as done, so not tried again. */
  givenUp: number;
  /** Failed attempts (a timeout, an error): tried again later, or given up after BACKFILL_MAX_ATTEMPTS. */
  failed: number;
}

/** What a follow-up job did for its one video. */
export type FollowUpOutcome = 'made' | 'givenUp' | 'not owed' | 'deleted';

/** A run that did nothing: another run of the same backfill was going. */
export const NOTHING_DONE: BackfillCounts = { made: 0, givenUp: 0, failed: 0 };

/** What one backfill makes for the videos that lack it (mediaBackfillsRepository selects them, by `output`). */
export interface VideoBackfill<V extends { id: string }, M> {
  output: BackfillOutput;
  batchSize: number;
  /** The longest one video may take; past it, its work is stopped and counts as a failed attempt. */
  videoTimeoutMs: number;
  make(video: V, signal: AbortSignal): Promise<M>;
  /**
   * make takes the video's lock itself, around its writes only: a transcode of minutes must not hold
   * the video (its poster sizes, preview and copy wait for the lock, and give up after two tries).
   */
  locksItself?: boolean;
  /** Records what was made, only while the video still lacks it; whether it was recorded. */
  record(db: SqlRunner, video: V, made: M): Promise<boolean>;
  madeSomething(made: M): boolean;
}

export class VideoTimeLimitError extends Error {
  constructor(timeoutMs: number) {
    super(`Stopped after ${timeoutMs / 1000} s, the time one video may take`);
    this.name = 'VideoTimeLimitError';
  }
}

/**
 * One run of a backfill: a batch of owed videos, each made under its video lock and time limit and
 * recorded if it is still owed. A video that fails (too slow, an error of its own) has the attempt
 * recorded and is held back (backfill-attempts.ts) while the run goes on with the next, so no video
 * can hold up the others. Only an unreachable database or store, or the run running out of its own
 * time, fails the run, which is retried.
 */
@Injectable()
export class VideoBackfillRunner {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One run of `backfill` as job `name`, logged as `made` when it made anything; nothing while another
   * run of it is going (it would only take the media queue's second slot). `full`: it took a whole
   * batch, so more may be owed.
   */
  async runAlone<V extends { id: string }, M>(
    name: JobName,
    backfill: VideoBackfill<V, M>,
    made: string,
    signal?: AbortSignal,
  ): Promise<{ counts: BackfillCounts; full: boolean }> {
    const run = await withRunLock(this.dataSource, name, () => this.run(backfill, signal));
    if (!run) return { counts: NOTHING_DONE, full: false };
    const { videos, ...counts } = run;
    if (videos > 0) new Logger(name).log(counts, made);
    return { counts, full: videos === backfill.batchSize };
  }

  async run<V extends { id: string }, M>(backfill: VideoBackfill<V, M>, signal?: AbortSignal): Promise<BackfillCounts & { videos: number }> {
    const counts = { made: 0, givenUp: 0, failed: 0 };
    const videos = await mediaBackfillsRepository.owed<V>(this.dataSource, backfill.output, backfill.batchSize);
    const timeoutMs = this.config.backfillVideoTimeoutMs ?? backfill.videoTimeoutMs;
    for (const video of videos) {
      signal?.throwIfAborted();
      let made: M;
      try {
        made = await this.make(backfill, video, timeoutMs, signal);
      } catch (error) {
        // Another run has the video (a check of a report): the next run takes it.
        if (error instanceof VideoBusyError) continue;
        if (isDependencyDown(error)) throw error;
        await recordFailedAttempt(this.dataSource, video.id, backfill.output, error);
        counts.failed++;
        // The run itself ran out of time, on this video: it ends here.
        if (signal?.aborted) throw error;
        continue;
      }
      const outcome = await this.settle(backfill, video, made);
      if (outcome === 'made' || outcome === 'givenUp') counts[outcome]++;
    }
    return { ...counts, videos: videos.length };
  }

  /**
   * The follow-up job of one video right after its ready: made as a run makes it, under the video's
   * lock and time limit. A failed attempt is recorded on the video (the console's Failed tab, the
   * backfill's later attempts) and thrown, so BullMQ retries it with its backoff; the video stays ready.
   */
  async runOne<V extends { id: string }, M>(backfill: VideoBackfill<V, M>, videoId: string, signal?: AbortSignal): Promise<FollowUpOutcome> {
    if (!isUuid(videoId)) return 'not owed';
    const video = await mediaBackfillsRepository.owedOne<V>(this.dataSource, backfill.output, videoId);
    if (!video) return 'not owed';
    const timeoutMs = this.config.backfillVideoTimeoutMs ?? backfill.videoTimeoutMs;
    let made: M;
    try {
      made = await this.make(backfill, video, timeoutMs, signal);
    } catch (error) {
      // Another run has the video: BullMQ's retry finds it made, or makes it.
      if (!(error instanceof VideoBusyError) && !isDependencyDown(error)) await recordFailedAttempt(this.dataSource, video.id, backfill.output, error);
      throw error;
    }
    return this.settle(backfill, video, made);
  }

  /** backfill.make within the video's time limit, under the video's lock unless it takes the lock itself. */
  private make<V extends { id: string }, M>(backfill: VideoBackfill<V, M>, video: V, timeoutMs: number, signal?: AbortSignal): Promise<M> {
    const make = () => withTimeLimit(signal, timeoutMs, (limited) => backfill.make(video, limited));
    return backfill.locksItself ? make() : withVideoLock(this.dataSource, video.id, make);
  }

  /** Records what was made while the video still lacks it; a video deleted meanwhile has its files removed. */
  private async settle<V extends { id: string }, M>(backfill: VideoBackfill<V, M>, video: V, made: M): Promise<FollowUpOutcome> {
    if (await backfill.record(this.dataSource, video, made)) {
      await mediaBackfillsRepository.clearAttempts(this.dataSource, video.id, backfill.output);
      return backfill.madeSomething(made) ? 'made' : 'givenUp';
    }
    // Deleted while we worked: what was written for it belongs to nobody.
    if (!(await mediaBackfillsRepository.videoExists(this.dataSource, video.id))) {
      await this.storage.deletePrefix(`videos/${video.id}`);
      return 'deleted';
    }
    return 'not owed';
  }
}

/** fn with a signal that aborts when the run's does or when the video's time is up. */
async function withTimeLimit<T>(signal: AbortSignal | undefined, timeoutMs: number, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(new VideoTimeLimitError(timeoutMs)), timeoutMs);
  try {
    return await fn(signal ? AbortSignal.any([signal, timer.signal]) : timer.signal);
  } finally {
    clearTimeout(timeout);
  }
}

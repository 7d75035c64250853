import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOBS, probeJobId } from '@genalpha/shared';
import { videoProbeRepository } from '@genalpha/db';
import { JobProducer } from '../job-producer.service';
import { OwnerNotifications } from '../owner-notifications.service';
import { VideoBusyError, withVideoLock } from './video-lock';

export const SWEEP_EVERY_MS = 10_000;
/** The API enqueues right after the row commits: younger rows are left to it. */
const GRACE_SECONDS = 10;
const BATCH = 500;
export const PROCESSING_GAVE_UP = 'The video could not be processed. Please upload it again.';

export interface SweepResult {
  requeued: number;
  gaveUp: number;
}

/**
 * Every video in `processing` is owed a probe. The API enqueues it after the row commits, but that
 * enqueue can fail (Redis away), and Redis can lose the job (a restart without persistence). The
 * row itself is the durable record, written in the same transaction as the video, so this sweep
 * re-enqueues from it rather than from a separate outbox table that would say the same thing:
 * a probe missing from Redis is added again (same job id, so never twice), and a probe that used
 * up its attempts (or stalled once too often) marks the video failed, so none stays processing.
 */
@Injectable()
export class VideoProbeSweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('video.probe sweep');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: JobProducer,
    private readonly owners: OwnerNotifications,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () => {
      this.running ??= this.sweep()
        .catch((error: Error) => this.logger.warn(`sweep skipped: ${error.message}`))
        .finally(() => (this.running = undefined));
    };
    tick();
    this.timer = setInterval(tick, SWEEP_EVERY_MS);
  }

  /** Before the queues and the database close: a sweep in flight finishes first. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<SweepResult> {
    const ids = await videoProbeRepository.staleProcessing(this.dataSource, GRACE_SECONDS, BATCH);
    const queue = this.producer.queue(JOBS['video.probe'].queue);
    const states = await Promise.all(ids.map((id) => queue.getJobState(probeJobId(id))));
    const missing = ids.filter((_, i) => states[i] === 'unknown');
    const exhausted = ids.filter((_, i) => states[i] === 'failed');
    if (missing.length > 0) {
      await queue.addBulk(
        missing.map((videoId) => ({ name: 'video.probe', data: { videoId }, opts: { ...JOBS['video.probe'].options, jobId: probeJobId(videoId) } })),
      );
      this.logger.warn({ videoIds: missing }, `re-enqueued ${missing.length} lost probe(s)`);
    }
    const gaveUp: string[] = [];
    for (const videoId of exhausted) if (await this.giveUp(videoId)) gaveUp.push(videoId);
    if (gaveUp.length > 0) this.logger.warn({ videoIds: gaveUp }, `gave up on ${gaveUp.length} video(s) whose probe failed for good`);
    return { requeued: missing.length, gaveUp: gaveUp.length };
  }

  /**
   * Marks the video failed, unless a run is working on it right now (its lock is held): a run called
   * outside the queue, or one outliving its job, may still make it ready, and the next sweep looks again.
   */
  private async giveUp(videoId: string): Promise<boolean> {
    try {
      return await withVideoLock(this.dataSource, videoId, async () => {
        const { ownerId } = await videoProbeRepository.markFailed(this.dataSource, videoId, PROCESSING_GAVE_UP);
        if (ownerId) await this.owners.notify({ type: 'video_failed', userId: ownerId, videoId, reason: PROCESSING_GAVE_UP });
        return ownerId !== undefined;
      });
    } catch (error) {
      if (error instanceof VideoBusyError) return false;
      throw error;
    }
  }
}

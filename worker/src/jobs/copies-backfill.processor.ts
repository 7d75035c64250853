import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { join } from 'node:path';
import {
  JOBS,
  MediaTools,
  OBJECT_STORAGE,
  ObjectStorage,
  UndecodableMediaError,
  needs720pCopy,
  objectKeyFromPublicPath,
  publicPathOfKey,
  video720pKey,
  withTempDir,
} from '@genalpha/shared';
import { JobProducer } from '../job-producer.service';
import { mediaBackfillsRepository } from '@genalpha/db';
import { QueueWorkersService } from '../queue-workers.service';
import { BackfillCounts, VideoBackfill, VideoBackfillRunner } from './video-backfill';

/** Videos per run: each is a transcode of up to 15 minutes of video. */
export const COPIES_BACKFILL_BATCH = 2;
/** One copy may take as long as the probe may spend on the same file's playable copy. */
const COPY_TIMEOUT_MS = JOBS['video.probe'].timeoutMs;

interface OwedVideo {
  id: string;
  videoUrl: string;
  width: number | null;
  height: number | null;
}

/** The copy's URL, or null when the video needs none (or it could not be made). */
type Copy720p = { url: string | null; needed: boolean };

/**
 * copies.backfill: makes the 720p copy of ready videos larger than 720p, newest first, a batch per
 * run through IDX_videos_720p_copy_missing; a full batch schedules the next. video.copy-720p makes
 * one video's right after its ready (enqueueAfterReady); the periodic run catches up on anything missed.
 */
@Injectable()
export class CopiesBackfillProcessor implements OnModuleInit {
  constructor(
    private readonly queues: QueueWorkersService,
    private readonly runner: VideoBackfillRunner,
    private readonly media: MediaTools,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly producer: JobProducer,
  ) {}

  onModuleInit(): void {
    this.queues.register('copies.backfill', (_data, signal) => this.process(signal));
    this.queues.register('video.copy-720p', ({ videoId }, signal) => this.runner.runOne(this.backfill, videoId, signal));
  }

  /** A run while another is going does nothing: it would only take the media queue's second slot. */
  async process(signal?: AbortSignal): Promise<BackfillCounts> {
    const { counts, full } = await this.runner.runAlone('copies.backfill', this.backfill, '720p copies made', signal);
    if (full) await this.producer.enqueueSoon('copies.backfill');
    return counts;
  }

  private readonly backfill: VideoBackfill<OwedVideo, Copy720p> = {
    output: 'copy720p',
    batchSize: COPIES_BACKFILL_BATCH,
    videoTimeoutMs: COPY_TIMEOUT_MS,
    make: (video, signal) => this.copyOf(video, signal),
    record: (db, video, copy) => mediaBackfillsRepository.recordCopy720p(db, video.id, copy.url),
    // A video of 720p or smaller owes nothing: that counts as done, not as given up.
    madeSomething: (copy) => copy.url !== null || !copy.needed,
  };

  private async copyOf(video: OwedVideo, signal: AbortSignal): Promise<Copy720p> {
    if (video.width === null || video.height === null || !needs720pCopy(video.width, video.height)) return { url: null, needed: false };
    const key = video720pKey(video.id);
    if (await this.storage.exists(key)) return { url: publicPathOfKey(key), needed: true };
    const sourceKey = objectKeyFromPublicPath(video.videoUrl);
    if (sourceKey === null || !(await this.storage.exists(sourceKey))) return { url: null, needed: true };
    return withTempDir(async (dir) => {
      const input = join(dir, 'video');
      const output = join(dir, 'playable-720p.mp4');
      await this.storage.downloadToFile(sourceKey, input);
      try {
        await this.media.copy720p(input, output, COPY_TIMEOUT_MS, signal);
      } catch (error) {
        if (error instanceof UndecodableMediaError) return { url: null, needed: true };
        throw error;
      }
      await this.storage.putFile(key, output, 'video/mp4');
      return { url: publicPathOfKey(key), needed: true };
    });
  }
}

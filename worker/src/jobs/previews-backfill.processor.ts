import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { join } from 'node:path';
import { OBJECT_STORAGE, MediaTools, ObjectStorage, objectKeyFromPublicPath, withTempDir } from '@genalpha/shared';
import { mediaBackfillsRepository } from '@genalpha/db';
import { QueueWorkersService } from '../queue-workers.service';
import { VideoPreviews, makeVideoPreviews } from './video-previews';
import { BackfillCounts, VideoBackfill, VideoBackfillRunner } from './video-backfill';

/** Videos per run: each costs a download of the video and a few seconds of ffmpeg. */
export const PREVIEWS_BACKFILL_BATCH = 20;

interface OwedVideo {
  id: string;
  videoUrl: string;
  durationSeconds: number | null;
}

/**
 * previews.backfill: makes the preview loop and placeholder of ready videos that have none yet
 * (those from before previews existed, or whose first attempt failed), newest first, a batch per
 * run through IDX_videos_previews_missing. video.previews makes one video's right after its ready
 * (enqueueAfterReady).
 */
@Injectable()
export class PreviewsBackfillProcessor implements OnModuleInit {
  constructor(
    private readonly queues: QueueWorkersService,
    private readonly runner: VideoBackfillRunner,
    private readonly media: MediaTools,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  onModuleInit(): void {
    this.queues.register('previews.backfill', (_data, signal) => this.process(signal));
    this.queues.register('video.previews', ({ videoId }, signal) => this.runner.runOne(this.backfill, videoId, signal));
  }

  /** A run while another is going does nothing: it would only take the media queue's second slot. */
  async process(signal?: AbortSignal): Promise<BackfillCounts> {
    const { counts } = await this.runner.runAlone('previews.backfill', this.backfill, 'previews and placeholders made', signal);
    return counts;
  }

  private readonly backfill: VideoBackfill<OwedVideo, VideoPreviews> = {
    output: 'previews',
    batchSize: PREVIEWS_BACKFILL_BATCH,
    // The download of the video and a few seconds of ffmpeg; half the run's time at most.
    videoTimeoutMs: 5 * 60_000,
    make: (video, signal) => this.previewsOf(video, signal),
    record: (db, video, previews) => mediaBackfillsRepository.recordPreviews(db, video.id, previews.previewUrl, previews.placeholder),
    madeSomething: (previews) => Boolean(previews.previewUrl || previews.placeholder),
  };

  private async previewsOf(video: OwedVideo, signal: AbortSignal): Promise<VideoPreviews> {
    const key = objectKeyFromPublicPath(video.videoUrl);
    return withTempDir(async (dir) => {
      let input: string | null = null;
      if (key !== null && (await this.storage.exists(key))) {
        input = join(dir, 'video');
        await this.storage.downloadToFile(key, input);
      }
      // Without the file there is no loop to make, but the poster may still give a placeholder.
      return makeVideoPreviews({ media: this.media, storage: this.storage }, { id: video.id, input, durationSeconds: video.durationSeconds }, dir, signal);
    });
  }
}

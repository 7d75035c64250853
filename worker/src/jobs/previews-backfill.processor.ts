import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { OBJECT_STORAGE, MediaTools, ObjectStorage, objectKeyFromPublicPath, withTempDir } from '@genalpha/shared';
import { QueueWorkersService } from '../queue-workers.service';
import { VideoPreviews, makeVideoPreviews } from './video-previews';
import { withVideoLock } from './video-lock';

/** Videos per run: each costs a download of the video and a few seconds of ffmpeg. */
export const PREVIEWS_BACKFILL_BATCH = 20;

export interface PreviewsBackfillResult {
  /** Videos that got a preview loop or a placeholder. */
  made: number;
  /** Neither could be made (the file is gone or does not decode): recorded as done, so not tried again. */
  givenUp: number;
}

interface OwedVideo {
  id: string;
  videoUrl: string;
  durationSeconds: number | null;
}

/**
 * previews.backfill: makes the preview loop and placeholder of ready videos that have none yet
 * (those from before previews existed, or whose first attempt failed), newest first, a batch per
 * run through IDX_videos_previews_missing. A store or database error fails the run, which is
 * retried; the next run carries on where this one stopped.
 */
@Injectable()
export class PreviewsBackfillProcessor implements OnModuleInit {
  private readonly logger = new Logger('previews.backfill');

  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
    private readonly media: MediaTools,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  onModuleInit(): void {
    this.queues.register('previews.backfill', (_data, signal) => this.process(signal));
  }

  async process(signal?: AbortSignal): Promise<PreviewsBackfillResult> {
    const result: PreviewsBackfillResult = { made: 0, givenUp: 0 };
    const rows = (await this.dataSource.query(
      `SELECT "id", "videoUrl", "durationSeconds" FROM "videos" WHERE "previewsMadeAt" IS NULL AND "status" = 'ready' ORDER BY "createdAt" DESC LIMIT $1`,
      [PREVIEWS_BACKFILL_BATCH],
    )) as OwedVideo[];
    for (const video of rows) {
      signal?.throwIfAborted();
      const previews = await withVideoLock(this.dataSource, video.id, () => this.previewsOf(video, signal));
      if (await this.record(video.id, previews)) result[previews.previewUrl || previews.placeholder ? 'made' : 'givenUp']++;
    }
    if (rows.length > 0) this.logger.log(result, 'previews and placeholders made');
    return result;
  }

  private async previewsOf(video: OwedVideo, signal?: AbortSignal): Promise<VideoPreviews> {
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

  /** False when the video went meanwhile: what was written for it belongs to nobody. */
  private async record(videoId: string, previews: VideoPreviews): Promise<boolean> {
    const [, updated] = (await this.dataSource.query(
      `UPDATE "videos" SET "previewUrl" = $2, "placeholder" = $3, "previewsMadeAt" = now() WHERE "id" = $1 AND "previewsMadeAt" IS NULL`,
      [videoId, previews.previewUrl, previews.placeholder],
    )) as [unknown, number];
    if (updated > 0) return true;
    if ((await this.dataSource.query(`SELECT 1 FROM "videos" WHERE "id" = $1`, [videoId])).length === 0) await this.storage.deletePrefix(`videos/${videoId}`);
    return false;
  }
}

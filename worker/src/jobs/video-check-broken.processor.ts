import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { JobPayloads, MediaTools, OBJECT_STORAGE, ObjectStorage, UndecodableMediaError, objectKeyFromPublicPath } from '@genalpha/shared';
import { QueueWorkersService } from '../queue-workers.service';
import { isUuid } from './video-lock';

export interface CheckBrokenResult {
  broken: boolean;
}

/** Presigned GETs let ffprobe read just the bytes it needs from S3 instead of downloading the video. */
const READ_URL_SECONDS = 300;

/**
 * video.check-broken (a viewer's player failed): hides the video only when the file it plays is
 * missing or does not decode, so anyone may ask without being able to hide a healthy video.
 */
@Injectable()
export class VideoCheckBrokenProcessor implements OnModuleInit {
  private readonly logger = new Logger('video.check-broken');

  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
    private readonly media: MediaTools,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  onModuleInit(): void {
    this.queues.register('video.check-broken', (job: Job<JobPayloads['video.check-broken']>, signal) => this.process(job.data.videoId, signal));
  }

  async process(videoId: string, signal?: AbortSignal): Promise<CheckBrokenResult> {
    if (!isUuid(videoId)) return { broken: false };
    const rows = (await this.dataSource.query(`SELECT "videoUrl" FROM "videos" WHERE "id" = $1`, [videoId])) as { videoUrl: string }[];
    if (!rows[0]) return { broken: false };
    const problem = await this.problemWith(rows[0].videoUrl, signal);
    if (!problem) return { broken: false };
    this.logger.warn({ videoId, problem }, 'hiding a broken video');
    await this.dataSource.query(`UPDATE "videos" SET "isHidden" = true, "updatedAt" = now() WHERE "id" = $1`, [videoId]);
    return { broken: true };
  }

  /** What is wrong with the stored file, or null when it is fine. Storage outages throw (and the job retries). */
  private async problemWith(videoUrl: string, signal?: AbortSignal): Promise<string | null> {
    const key = objectKeyFromPublicPath(videoUrl);
    if (!key || !(await this.storage.exists(key))) return 'The video file is missing.';
    const input = this.storage.localPath(key) ?? (await this.storage.presignedGetUrl(key, READ_URL_SECONDS))!;
    try {
      await this.media.checkDecodes(input, signal);
      return null;
    } catch (error) {
      if (error instanceof UndecodableMediaError) return error.reason;
      throw error;
    }
  }
}

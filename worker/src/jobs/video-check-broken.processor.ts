import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MediaTools, OBJECT_STORAGE, ObjectStorage, UndecodableMediaError, objectKeyFromPublicPath } from '@genalpha/shared';
import { hideForReview, videoProbeRepository } from '@genalpha/db';
import { OwnerNotifications } from '../owner-notifications.service';
import { QueueWorkersService } from '../queue-workers.service';
import { isUuid } from './video-lock';

export interface CheckBrokenResult {
  broken: boolean;
}

/**
 * video.check-broken (a viewer's player failed): streams the stored file through the storage driver
 * into ffmpeg and hides the video only when bytes were read and did not decode. A missing object (logged
 * as an error) or a store or network error (the job fails and is retried) is not the video's fault: nothing is hidden.
 * One run per video at a time (checkBrokenJobId), so anyone may ask without being able to hide a healthy video.
 */
@Injectable()
export class VideoCheckBrokenProcessor implements OnModuleInit {
  private readonly logger = new Logger('video.check-broken');

  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
    private readonly media: MediaTools,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly owners: OwnerNotifications,
  ) {}

  onModuleInit(): void {
    this.queues.register('video.check-broken', ({ videoId }, signal) => this.process(videoId, signal));
  }

  async process(videoId: string, signal?: AbortSignal): Promise<CheckBrokenResult> {
    if (!isUuid(videoId)) return { broken: false };
    const video = await videoProbeRepository.storedFile(this.dataSource, videoId);
    const key = video && objectKeyFromPublicPath(video.videoUrl);
    if (!video || !key) return { broken: false };
    // A lost object is the store's fault, for operators to see; retrying would not bring it back.
    if (!(await this.storage.stat(key))) {
      this.logger.error({ videoId, key }, 'the stored file of this video is missing; not hiding it');
      return { broken: false };
    }
    const reason = await this.decodeFailure(key, signal);
    if (!reason) return { broken: false };
    this.logger.warn({ videoId, reason }, 'hiding a video whose file does not decode');
    const notification = await hideForReview(this.dataSource, videoId, `Broken: ${reason}`);
    if (notification) await this.owners.push(video.userId, notification);
    return { broken: true };
  }

  /** Why the stored bytes do not decode, or null when they do. Anything the store or the network throws propagates. */
  private async decodeFailure(key: string, signal?: AbortSignal): Promise<string | null> {
    const stream = await this.storage.createReadStream(key);
    try {
      await this.media.checkStreamDecodes(stream, signal);
      return null;
    } catch (error) {
      if (error instanceof UndecodableMediaError) return error.reason;
      throw error;
    }
  }
}

import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  JOBS,
  MediaInfo,
  MediaTools,
  OBJECT_STORAGE,
  ObjectStorage,
  UndecodableMediaError,
  detectAspectRatio,
  isStillImage,
  localCopyOf,
  mediaLimitViolation,
  needsDetectedAspectRatio,
  objectKeyFromPublicPath,
  planPlayback,
  posterSeekSeconds,
  publicPathOfKey,
  videoPlayableKey,
  videoPosterKey,
  withTempDir,
} from '@genalpha/shared';
import { ProcessingVideo, videoProbeRepository } from '@genalpha/db';
import { videosProcessed } from '../metrics/worker-metrics';
import { JobProducer } from '../job-producer.service';
import { OwnerNotifications } from '../owner-notifications.service';
import { QueueWorkersService } from '../queue-workers.service';
import { CredentialsFound, ContentCredentialsReader } from './content-credentials.service';
import { enqueueAfterReady } from './after-ready';
import { linkVerifiedParent } from './verified-lineage';
import { isUuid, withVideoLock } from './video-lock';

export type ProbeOutcome =
  { status: 'ready'; videoUrl: string; thumbnailUrl: string } | { status: 'failed'; reason: string } | { status: 'skipped'; reason: string };

const ALREADY_READY: ProbeOutcome = { status: 'skipped', reason: 'already ready' };

/**
 * video.probe: reads the upload, records its dimensions, duration and codecs and its Content
 * Credentials (C2PA, read from the original beside the probe, before any transcode), writes a poster
 * and, when browsers cannot play the original, a faststart H.264/AAC MP4; then marks the video ready
 * and enqueues what follows (enqueueAfterReady: poster sizes, preview loop, 720p copy), which it
 * does not wait for.
 * Outputs have fixed keys and are skipped when present, so a retry or a second run adds nothing.
 */
@Injectable()
export class VideoProbeProcessor implements OnModuleInit {
  private readonly logger = new Logger('video.probe');

  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
    private readonly media: MediaTools,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly owners: OwnerNotifications,
    private readonly producer: JobProducer,
    private readonly credentials: ContentCredentialsReader,
  ) {}

  onModuleInit(): void {
    this.queues.register('video.probe', ({ videoId }, signal) => this.process(videoId, signal));
  }

  async process(videoId: string, signal?: AbortSignal): Promise<ProbeOutcome> {
    if (!isUuid(videoId)) return { status: 'skipped', reason: 'not a video id' };
    const outcome = await withVideoLock(this.dataSource, videoId, async (): Promise<ProbeOutcome> => {
      const video = await this.load(videoId);
      if (!video) return { status: 'skipped', reason: 'deleted' };
      if (video.status === 'ready') return ALREADY_READY;
      if (video.status !== 'processing') return { status: 'skipped', reason: `already ${video.status}` };
      try {
        return await this.prepare(video, signal);
      } catch (error) {
        if (error instanceof UndecodableMediaError) return this.fail(video.id, error.reason);
        throw error;
      }
    });
    // Once the video's lock is released, so the follow-ups need not wait for it. A retry that finds the
    // video ready (its run was killed between the ready and this) enqueues them too: their job ids are
    // fixed and their outputs skipped when present, so a second time adds nothing.
    if (outcome.status === 'ready' || outcome === ALREADY_READY) await enqueueAfterReady(this.producer, videoId);
    return outcome;
  }

  private async prepare(video: ProcessingVideo, signal?: AbortSignal): Promise<ProbeOutcome> {
    const originalKey = objectKeyFromPublicPath(video.originalUrl);
    if (!originalKey || !(await this.storage.exists(originalKey))) return this.fail(video.id, 'The uploaded file is missing.');
    return withTempDir(async (dir) => {
      const input = await localCopyOf(this.storage, originalKey, dir);
      // The original's manifest, read in its own thread while ffprobe and the poster run, and in hand
      // before any transcode (ffmpeg's copies carry none). It fails only when the job is stopped; if
      // a step fails first, that error is the job's.
      const refused = new AbortController(); // stops the reading when the file is refused before it is needed
      const reading = this.credentials.read(video.id, input, signal ? AbortSignal.any([signal, refused.signal]) : refused.signal);
      reading.catch(() => undefined);
      try {
        const info = await this.media.probe(input, signal);
        if (isStillImage(info)) return this.fail(video.id, 'The file is a still image, not a video.');
        const beyondLimits = mediaLimitViolation(info);
        if (beyondLimits) return this.fail(video.id, beyondLimits);
        const faststart = info.container === 'mp4' && (await this.media.isFaststart(input));
        const plan = planPlayback(info, faststart);

        const posterKey = videoPosterKey(video.id);
        if (!(await this.storage.exists(posterKey))) await this.writePoster(input, join(dir, 'poster.jpg'), info, posterKey, signal);
        // In hand before the transcode, so a run killed during it leaves only whole outputs, which the retry reuses.
        const credentials = await reading;
        let videoUrl = video.originalUrl;
        if (plan !== 'as-is') {
          const playableKey = videoPlayableKey(video.id);
          if (!(await this.storage.exists(playableKey))) {
            const output = join(dir, 'playable.mp4');
            await this.media.playableMp4(input, output, plan, JOBS['video.probe'].timeoutMs, signal);
            await this.storage.putFile(playableKey, output, 'video/mp4');
          }
          videoUrl = publicPathOfKey(playableKey);
        }
        return this.markReady(video, info, videoUrl, publicPathOfKey(posterKey), credentials);
      } finally {
        refused.abort();
      }
    });
  }

  private async writePoster(input: string, output: string, info: MediaInfo, key: string, signal?: AbortSignal): Promise<void> {
    const seek = posterSeekSeconds(info.durationSeconds);
    await this.media.poster(input, output, seek, signal);
    // A duration that overstates the stream can seek past the last frame; the start always has one.
    if (!(await hasBytes(output)) && seek > 0) await this.media.poster(input, output, 0, signal);
    if (!(await hasBytes(output))) throw new UndecodableMediaError('No frame of the video could be decoded.');
    await this.storage.putFile(key, output, 'image/jpeg');
  }

  private async markReady(
    video: ProcessingVideo,
    info: MediaInfo,
    videoUrl: string,
    thumbnailUrl: string,
    credentials: CredentialsFound,
  ): Promise<ProbeOutcome> {
    // Before the ready, so a retry after a crash finds the link made (linkVerified changes nothing twice).
    const lineage = await linkVerifiedParent(this.dataSource, video.id, credentials.state, credentials.manifest);
    const aspectRatio = needsDetectedAspectRatio(video.aspectRatio) ? detectAspectRatio(info.width, info.height) : video.aspectRatio;
    const updated = await videoProbeRepository.markReady(this.dataSource, video.id, {
      width: info.width,
      height: info.height,
      durationSeconds: info.durationSeconds,
      videoCodec: info.videoCodec,
      audioCodec: info.audioCodec,
      aspectRatio,
      thumbnailUrl,
      videoUrl,
      credentialsState: credentials.state,
      credentials: credentials.credentials && JSON.stringify(credentials.credentials),
      credentialsManifest: credentials.manifest === null ? null : JSON.stringify(credentials.manifest),
    });
    if (!updated.changed && !(await this.load(video.id))) {
      // Deleted while we worked: what we wrote belongs to nobody.
      await this.storage.deletePrefix(`videos/${video.id}`);
      return { status: 'skipped', reason: 'deleted' };
    }
    if (updated.ownerId) {
      await this.owners.notify({ type: 'video_ready', userId: updated.ownerId, videoId: video.id });
      // "@x remixed your video", once per remix, as when the remix was named in the form; never for one's own.
      if (lineage?.linked && lineage.parentOwnerId !== updated.ownerId) {
        await this.owners.notify({ type: 'remix', userId: lineage.parentOwnerId, actorId: updated.ownerId, videoId: video.id });
      }
      // The new video enters For You at the next rank: soon, not only at the minutely run.
      await this.producer.enqueueSoon('feed.rank');
    }
    videosProcessed.inc({ outcome: 'ready' });
    return { status: 'ready', videoUrl, thumbnailUrl };
  }

  private async fail(videoId: string, reason: string): Promise<ProbeOutcome> {
    this.logger.warn({ videoId, reason }, 'video cannot be played');
    const { ownerId } = await videoProbeRepository.markFailed(this.dataSource, videoId, reason);
    if (ownerId) await this.owners.notify({ type: 'video_failed', userId: ownerId, videoId, reason });
    videosProcessed.inc({ outcome: 'failed' });
    return { status: 'failed', reason };
  }

  private load(videoId: string): Promise<ProcessingVideo | null> {
    return videoProbeRepository.load(this.dataSource, videoId);
  }
}

async function hasBytes(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.size ? true : false;
}

import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  HLS_MASTER,
  MediaTools,
  OBJECT_STORAGE,
  ObjectStorage,
  UndecodableMediaError,
  contentTypeOfKey,
  hlsPlan,
  objectKeyFromPublicPath,
  publicPathOfKey,
  storedObjectOf,
  videoHlsKey,
  videoHlsPrefix,
  withTempDir,
  withoutAudioOnlyVariant,
} from '@genalpha/shared';
import { DataSource } from 'typeorm';
import { mediaBackfillsRepository } from '@genalpha/db';
import { JobProducer } from '../job-producer.service';
import { QueueWorkersService } from '../queue-workers.service';
import { BackfillCounts, VideoBackfill, VideoBackfillRunner } from './video-backfill';
import { withVideoLock } from './video-lock';

/** Videos per run: each is up to four transcodes of up to 15 minutes of video. */
export const HLS_PACKAGE_BATCH = 1;
/** The longest one package may take (one ffmpeg run); past it the attempt fails and is tried again later. */
export const HLS_VIDEO_TIMEOUT_MS = 30 * 60_000;
/** How long a finished package waits for its video's lock (a follow-up of its own, a purge) before the attempt fails. */
export const HLS_WRITE_LOCK_WAIT_MS = 5 * 60_000;
/** Uploads in flight at once: a 15-minute video has about 2,250 segments. */
const UPLOAD_CONCURRENCY = 8;

interface OwedVideo {
  id: string;
  videoUrl: string;
}

/** The master playlist's URL, or null when the video's file is gone. */
type Package = { url: string | null };

export class HlsPackageError extends Error {
  constructor(reason: string) {
    super(`The HLS package could not be made: ${reason}`);
    this.name = 'HlsPackageError';
  }
}

/**
 * hls.package: packages ready videos as HLS (media/hls-args: up to four fMP4 renditions, an audio
 * rendition, a master playlist), newest first, one per run through IDX_videos_hls_missing. The probe
 * schedules a run soon after each video it makes ready; a full batch schedules the next, and the
 * periodic run catches up on anything missed (and on videos from before HLS). A failure is a failed
 * attempt (media_backfill_attempts, the console's Failed tab); the video plays by MP4 meanwhile.
 * The transcode runs without the video's lock, which is taken for the package's writes alone.
 */
@Injectable()
export class HlsPackageProcessor implements OnModuleInit {
  constructor(
    private readonly queues: QueueWorkersService,
    private readonly runner: VideoBackfillRunner,
    private readonly media: MediaTools,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly producer: JobProducer,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.queues.register('hls.package', (_data, signal) => this.process(signal));
  }

  async process(signal?: AbortSignal): Promise<BackfillCounts> {
    const { counts, full } = await this.runner.runAlone('hls.package', this.backfill, 'HLS packages made', signal);
    if (full) await this.producer.enqueueSoon('hls.package');
    return counts;
  }

  private readonly backfill: VideoBackfill<OwedVideo, Package> = {
    output: 'hls',
    batchSize: HLS_PACKAGE_BATCH,
    videoTimeoutMs: HLS_VIDEO_TIMEOUT_MS,
    make: (video, signal) => this.packageOf(video, signal),
    locksItself: true,
    record: (db, video, made) => mediaBackfillsRepository.recordHls(db, video.id, made.url),
    madeSomething: (made) => made.url !== null,
  };

  private async packageOf(video: OwedVideo, signal: AbortSignal): Promise<Package> {
    const sourceKey = objectKeyFromPublicPath(video.videoUrl);
    if (sourceKey === null || !(await this.storage.exists(sourceKey))) return { url: null };
    return withTempDir(async (dir) => {
      let input = this.storage.localPath(sourceKey);
      if (input === null) {
        input = join(dir, 'video');
        await this.storage.downloadToFile(sourceKey, input);
      }
      const info = await this.media.probe(input, signal).catch((error: unknown) => {
        // An audio-only or unreadable file: a clear failure to see in the console, never a stuck job.
        throw error instanceof UndecodableMediaError ? new HlsPackageError(error.reason) : error;
      });
      const plan = hlsPlan({ width: info.width, height: info.height, frameRate: info.frameRate, hasAudio: info.audioCodec !== null });
      const out = join(dir, 'hls');
      await mkdir(out);
      await this.media.hlsPackage(input, out, plan, HLS_VIDEO_TIMEOUT_MS, signal);
      const files = await readdir(out);
      if (!files.includes(HLS_MASTER)) throw new HlsPackageError('ffmpeg wrote no master playlist');
      const unexpected = files.find((file) => storedObjectOf(videoHlsKey(video.id, file))?.kind !== 'video-file');
      if (unexpected) throw new HlsPackageError(`ffmpeg wrote an unexpected file ${unexpected}`);
      const master = join(out, HLS_MASTER);
      await writeFile(master, withoutAudioOnlyVariant(await readFile(master, 'utf8')));
      await withVideoLock(this.dataSource, video.id, () => this.store(video.id, out, files, signal), { waitMs: HLS_WRITE_LOCK_WAIT_MS, signal });
      return { url: publicPathOfKey(videoHlsKey(video.id, HLS_MASTER)) };
    });
  }

  /** What an earlier, failed attempt left goes; then everything but the master, which makes the package whole. */
  private async store(videoId: string, dir: string, files: string[], signal: AbortSignal): Promise<void> {
    await this.storage.deletePrefix(videoHlsPrefix(videoId));
    await inParallel(
      files.filter((file) => file !== HLS_MASTER),
      UPLOAD_CONCURRENCY,
      (file) => this.upload(videoId, dir, file, signal),
    );
    await this.upload(videoId, dir, HLS_MASTER, signal);
  }

  private async upload(videoId: string, dir: string, file: string, signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    const key = videoHlsKey(videoId, file);
    await this.storage.putFile(key, join(dir, file), contentTypeOfKey(key) ?? 'application/octet-stream');
  }
}

/** Runs fn over items, at most `limit` at a time; the first failure rejects (the rest finish first). */
async function inParallel<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  });
  await Promise.all(lanes);
}

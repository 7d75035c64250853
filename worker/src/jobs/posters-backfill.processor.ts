import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { join } from 'node:path';
import {
  AVATAR_SIDE,
  AVATAR_VARIANT_WIDTHS,
  ImageVariant,
  MediaTools,
  OBJECT_STORAGE,
  ObjectStorage,
  UndecodableMediaError,
  objectKeyFromPublicPath,
  publicPathOfKey,
  storeImageVariants,
  videoPosterKey,
  withTempDir,
} from '@genalpha/shared';
import { mediaBackfillsRepository } from '@genalpha/db';
import { QueueWorkersService } from '../queue-workers.service';
import { writePosterVariants } from './poster-variants';
import { BackfillCounts, NOTHING_DONE, VideoBackfill, VideoBackfillRunner } from './video-backfill';
import { withRunLock } from './video-lock';

/** Videos (and avatars) per run: about a second of ffmpeg each, so a run stays short beside the probes on the media queue. */
export const BACKFILL_BATCH = 50;

export interface BackfillResult extends BackfillCounts {
  avatarsSized: number;
}

/** `avatars/<user>/<upload>.jpg` (before sizes existed) → `avatars/<user>/<upload>/avatar.jpg`, the folder its sizes go in. */
const LEGACY_AVATAR_KEY = /^(avatars\/[^/]+\/[^/]+)\.jpg$/;

/**
 * posters.backfill: makes the poster variants of ready videos that have none yet (those from before
 * variants existed, or whose first attempt failed), newest first, and moves older single-file avatars
 * into folders with their sizes; a batch of each per run. video.poster-variants makes one video's
 * right after its ready (enqueueAfterReady).
 */
@Injectable()
export class PostersBackfillProcessor implements OnModuleInit {
  private readonly logger = new Logger('posters.backfill');

  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
    private readonly runner: VideoBackfillRunner,
    private readonly media: MediaTools,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  onModuleInit(): void {
    this.queues.register('posters.backfill', (_data, signal) => this.process(signal));
    this.queues.register('video.poster-variants', ({ videoId }, signal) => this.runner.runOne(this.backfill, videoId, signal));
  }

  /** One run at a time: two would move the same avatars, and one of them delete the folder the other moved it to. */
  async process(signal?: AbortSignal): Promise<BackfillResult> {
    const result = await withRunLock(this.dataSource, 'posters.backfill', async () => {
      const { videos, ...counts } = await this.runner.run(this.backfill, signal);
      const result = { ...counts, avatarsSized: await this.sizeAvatars(signal) };
      if (videos > 0 || result.avatarsSized > 0) this.logger.log(result, 'poster variants and avatar sizes made');
      return result;
    });
    return result ?? { ...NOTHING_DONE, avatarsSized: 0 };
  }

  private readonly backfill: VideoBackfill<{ id: string }, ImageVariant[]> = {
    output: 'posterVariants',
    batchSize: BACKFILL_BATCH,
    // About a second of ffmpeg; a poster that takes minutes will not make it.
    videoTimeoutMs: 2 * 60_000,
    make: (video, signal) => this.variantsOf(video.id, signal),
    record: (db, video, variants) => mediaBackfillsRepository.recordPosterVariants(db, video.id, variants),
    madeSomething: (variants) => variants.length > 0,
  };

  /** Through IDX_users_avatar_unsized. An avatar whose file is gone is cleared: it showed nothing already. */
  private async sizeAvatars(signal?: AbortSignal): Promise<number> {
    const rows = await mediaBackfillsRepository.unsizedAvatars(this.dataSource, BACKFILL_BATCH);
    let sized = 0;
    for (const { id, avatarUrl } of rows) {
      signal?.throwIfAborted();
      const key = objectKeyFromPublicPath(avatarUrl);
      const folder = key && LEGACY_AVATAR_KEY.exec(key)?.[1];
      if (!key || !folder || !(await this.storage.exists(key))) {
        await mediaBackfillsRepository.clearAvatar(this.dataSource, id, avatarUrl);
        continue;
      }
      const target = `${folder}/avatar.jpg`;
      try {
        await withTempDir(async (dir) => {
          const path = join(dir, 'avatar-source');
          await this.storage.downloadToFile(key, path);
          await storeImageVariants({ media: this.media, storage: this.storage }, { key: target, path, width: AVATAR_SIDE }, AVATAR_VARIANT_WIDTHS, dir, signal);
          await this.storage.putFile(target, path, 'image/jpeg');
        });
      } catch (error) {
        if (!(error instanceof UndecodableMediaError)) throw error;
        // Still shown as it is; one bad file does not hold up the others.
        this.logger.warn({ userId: id, key }, 'avatar does not decode; left as it is');
        continue;
      }
      const moved = await mediaBackfillsRepository.moveAvatar(this.dataSource, id, avatarUrl, publicPathOfKey(target));
      // Replaced or removed meanwhile: the moved copy is nobody's; otherwise the single file is.
      await (moved ? this.storage.delete(key) : this.storage.deletePrefix(folder));
      if (moved) sized++;
    }
    return sized;
  }

  private async variantsOf(videoId: string, signal: AbortSignal): Promise<ImageVariant[]> {
    if (!(await this.storage.exists(videoPosterKey(videoId)))) return [];
    try {
      return await withTempDir((dir) => writePosterVariants({ media: this.media, storage: this.storage }, videoId, dir, signal));
    } catch (error) {
      if (error instanceof UndecodableMediaError) return [];
      throw error;
    }
  }
}

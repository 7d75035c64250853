import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ImageVariant, MediaTools, OBJECT_STORAGE, ObjectStorage, UndecodableMediaError, videoPosterKey, withTempDir } from '@genalpha/shared';
import { QueueWorkersService } from '../queue-workers.service';
import { writePosterVariants } from './poster-variants';
import { withVideoLock } from './video-lock';

/** Videos per run: about a second of ffmpeg each, so a run stays short beside the probes on the media queue. */
export const BACKFILL_BATCH = 50;

export interface BackfillResult {
  made: number;
  /** The poster is gone or does not decode: recorded as no variants, so it is not tried again. */
  givenUp: number;
}

/**
 * posters.backfill: makes the poster variants of ready videos that have none yet (those from before
 * variants existed, or whose first attempt failed), newest first, a batch per run. A store or
 * database error fails the run, which is retried; the next run carries on where this one stopped.
 */
@Injectable()
export class PostersBackfillProcessor implements OnModuleInit {
  private readonly logger = new Logger('posters.backfill');

  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
    private readonly media: MediaTools,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  onModuleInit(): void {
    this.queues.register('posters.backfill', (_data, signal) => this.process(signal));
  }

  async process(signal?: AbortSignal): Promise<BackfillResult> {
    const result: BackfillResult = { made: 0, givenUp: 0 };
    const rows = (await this.dataSource.query(
      `SELECT "id" FROM "videos" WHERE "posterVariants" IS NULL AND "status" = 'ready' AND "thumbnailUrl" IS NOT NULL ORDER BY "createdAt" DESC LIMIT $1`,
      [BACKFILL_BATCH],
    )) as { id: string }[];
    for (const { id } of rows) {
      signal?.throwIfAborted();
      const variants = await withVideoLock(this.dataSource, id, () => this.variantsOf(id, signal));
      if (await this.record(id, variants)) result[variants.length > 0 ? 'made' : 'givenUp']++;
    }
    if (rows.length > 0) this.logger.log(result, 'poster variants made');
    return result;
  }

  private async variantsOf(videoId: string, signal?: AbortSignal): Promise<ImageVariant[]> {
    if (!(await this.storage.exists(videoPosterKey(videoId)))) return [];
    try {
      return await withTempDir((dir) => writePosterVariants({ media: this.media, storage: this.storage }, videoId, dir, signal));
    } catch (error) {
      if (error instanceof UndecodableMediaError) return [];
      throw error;
    }
  }

  /** False when the video went meanwhile: what was written for it belongs to nobody. */
  private async record(videoId: string, variants: ImageVariant[]): Promise<boolean> {
    const [, updated] = (await this.dataSource.query(`UPDATE "videos" SET "posterVariants" = $2 WHERE "id" = $1 AND "posterVariants" IS NULL`, [
      videoId,
      JSON.stringify(variants),
    ])) as [unknown, number];
    if (updated > 0) return true;
    if ((await this.dataSource.query(`SELECT 1 FROM "videos" WHERE "id" = $1`, [videoId])).length === 0) await this.storage.deletePrefix(`videos/${videoId}`);
    return false;
  }
}

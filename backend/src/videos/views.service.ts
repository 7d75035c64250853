import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '@genalpha/shared';
import { DomainEvent, VideoViewedEvent } from '../common/domain-events';
import { APP_CONFIG } from '../config/config.module';
import { REDIS } from '../redis/redis.module';
import { rowsOf } from './sql-rows';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { PUBLICLY_VISIBLE } from './video-row';

export const VIEW_WINDOW_SECONDS = 24 * 3600;

export interface ViewResult {
  viewsCount: number;
  counted: boolean;
}

interface ViewedVideo {
  viewsCount: number;
  userId: string;
}

/** Counts at most one view per viewer per video per 24 hours; the owner's totalViews moves with it. */
@Injectable()
export class ViewsService {
  private readonly logger = new Logger(ViewsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventEmitter2,
  ) {}

  async recordView(videoId: string, viewerKey: string, viewerId: string | null): Promise<ViewResult> {
    const [video]: ViewedVideo[] = await this.dataSource.query(
      `SELECT v."viewsCount", v."userId" FROM videos v WHERE v.id = $1 AND ((${PUBLICLY_VISIBLE}) OR v."userId" = $2)`,
      [videoId, viewerId],
    );
    if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);

    const key = `${this.config.redisPrefix}:view:${videoId}:${viewerKey}`;
    if (!(await this.claimView(key))) return { viewsCount: video.viewsCount, counted: false };

    let counted: ViewedVideo;
    try {
      counted = await this.dataSource.transaction(async (m) => {
        const [row] = await rowsOf<ViewedVideo>(m, `UPDATE videos SET "viewsCount" = "viewsCount" + 1 WHERE id = $1 RETURNING "viewsCount", "userId"`, [videoId]);
        if (!row) throw new NotFoundException(VIDEO_NOT_FOUND);
        await m.query(`UPDATE users SET "totalViews" = "totalViews" + 1 WHERE id = $1`, [row.userId]);
        return row;
      });
    } catch (error) {
      // The view was not counted, so the viewer may count it on a later try.
      await this.redis.del(key).catch(() => undefined);
      throw error;
    }
    const event: VideoViewedEvent = { videoId, ownerId: counted.userId };
    this.events.emit(DomainEvent.VideoViewed, event);
    return { viewsCount: counted.viewsCount, counted: true };
  }

  /** True the first time in the window; false when seen already or when Redis cannot answer (never count blindly). */
  private async claimView(key: string): Promise<boolean> {
    try {
      return (await this.redis.set(key, '1', 'EX', VIEW_WINDOW_SECONDS, 'NX')) === 'OK';
    } catch (error) {
      this.logger.warn(`view not counted, Redis unavailable: ${(error as Error).message}`);
      return false;
    }
  }
}

import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, COUNTED_VIEWS_PER_HOUR, VIEW_WINDOW_SECONDS } from '@genalpha/shared';
import { ViewedVideo, videosRepository, viewsRepository } from '@genalpha/db';
import { DomainEvent, VideoViewedEvent } from '../common/domain-events';
import { REDIS } from '../redis/redis.module';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';

const BUDGET_WINDOW_SECONDS = 3600;

/**
 * KEYS[1] the view (video, viewer), KEYS[2] the viewer's hourly budget; ARGV view TTL, budget,
 * budget window. 1: counted; 0: already counted in the window; -1: the viewer's budget is spent.
 */
const CLAIM_VIEW_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local used = redis.call('INCR', KEYS[2])
if used == 1 then redis.call('EXPIRE', KEYS[2], ARGV[3]) end
if used > tonumber(ARGV[2]) then return -1 end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[1])
return 1`;

export interface ViewResult {
  viewsCount: number;
  counted: boolean;
}

/**
 * Counts at most one view per viewer per video per 24 hours, and at most COUNTED_VIEWS_PER_HOUR
 * new ones per viewer; the owner's totalViews moves with it.
 */
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
    const video = await videosRepository.counters(this.dataSource, videoId, viewerId);
    if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);

    const key = `${this.config.redisPrefix}:view:${videoId}:${viewerKey}`;
    if (!(await this.claimView(key, `${this.config.redisPrefix}:view-budget:${viewerKey}`))) return { viewsCount: video.viewsCount, counted: false };

    let counted: ViewedVideo;
    try {
      counted = await this.dataSource.transaction(async (m) => {
        const row = await viewsRepository.count(m, videoId);
        if (!row) throw new NotFoundException(VIDEO_NOT_FOUND);
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

  /** True the first time in the window; false when seen already, over budget, or when Redis cannot answer (never count blindly). */
  private async claimView(key: string, budgetKey: string): Promise<boolean> {
    const budget = Math.max(1, Math.round(COUNTED_VIEWS_PER_HOUR * this.config.rateLimitScale));
    try {
      return (await this.redis.eval(CLAIM_VIEW_SCRIPT, 2, key, budgetKey, VIEW_WINDOW_SECONDS, budget, BUDGET_WINDOW_SECONDS)) === 1;
    } catch (error) {
      this.logger.warn(`view not counted, Redis unavailable: ${(error as Error).message}`);
      return false;
    }
  }
}

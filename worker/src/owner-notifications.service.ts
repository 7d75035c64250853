import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, createRedisClient } from '@genalpha/shared';
import { NewNotification, NotificationPusher, NotificationView, UnreadCounts } from '@genalpha/db';

/**
 * Tells a video's owner what became of it (video_ready, video_failed), stored and pushed live
 * exactly as the API does (NotificationPusher). A notification that cannot be stored is logged,
 * never a reason to redo the job: the video's state is already committed.
 */
@Injectable()
export class OwnerNotifications implements OnApplicationShutdown {
  private readonly logger = new Logger('notifications');
  private readonly redis: IORedis;
  private readonly pusher: NotificationPusher;

  constructor(dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    // Publishing fails fast while Redis is away: the owner then sees it on their next poll.
    this.redis = createRedisClient(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', (error) => this.logger.warn(`redis: ${error.message}`));
    const unreadCounts = new UnreadCounts(dataSource, this.redis, config.redisPrefix, (error) =>
      this.logger.warn(`unread count cache not refreshed: ${error.message}`),
    );
    this.pusher = new NotificationPusher(dataSource, this.redis, config.redisPrefix, unreadCounts, (error) =>
      this.logger.warn(`notification not pushed (the owner's client will poll): ${error.message}`),
    );
  }

  async notify(input: NewNotification): Promise<void> {
    await this.pusher.notify(input).catch((error: Error) => this.logger.error({ err: error, input }, 'notification not stored'));
  }

  /** Pushes a notification some other statement stored (hideForReview), with the owner's new unread count. */
  async push(userId: string, notification: NotificationView): Promise<void> {
    await this.pusher.push(userId, notification).catch((error: Error) => this.logger.error({ err: error, userId }, 'notification not pushed'));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

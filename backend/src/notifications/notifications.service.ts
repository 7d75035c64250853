import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { NewNotification, NotificationPusher, NotificationView, UnreadCounts, notificationsRepository, toNotificationView } from '@genalpha/db';
import { PageQueryDto } from '../common/pagination';
import { REDIS } from '../redis/redis.module';
import { NotificationsPageDto } from './dto/notification.dto';

@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);
  private readonly pusher: NotificationPusher;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) redis: IORedis,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly unreadCounts: UnreadCounts,
  ) {
    this.pusher = new NotificationPusher(dataSource, redis, config.redisPrefix, unreadCounts, (error) =>
      this.logger.warn(`notification not pushed (clients will poll): ${error.message}`),
    );
  }

  async list(userId: string, query: PageQueryDto): Promise<NotificationsPageDto> {
    const page = await notificationsRepository.page(this.dataSource, userId, query);
    return { notifications: page.items.map(toNotificationView), nextCursor: page.nextCursor };
  }

  unreadCount(userId: string): Promise<number> {
    return this.unreadCounts.read(userId);
  }

  async markRead(userId: string, id: string): Promise<NotificationView> {
    const notification = await notificationsRepository.markRead(this.dataSource, id, userId);
    if (!notification) throw new NotFoundException('Notification not found');
    await this.pusher.push(userId);
    return notification;
  }

  async markAllRead(userId: string): Promise<number> {
    const updated = await notificationsRepository.markAllRead(this.dataSource, userId);
    if (updated > 0) await this.pusher.push(userId);
    return updated;
  }

  /** Stores the notification (unless already sent) and pushes it to the recipient's open streams. */
  notify(input: NewNotification): Promise<NotificationView | null> {
    return this.pusher.notify(input);
  }

  /**
   * Pushes the new unread count, with the notification another statement stored if any (moderation actions
   * store theirs in their own transaction), once a change to the user's notifications has committed.
   */
  push(userId: string, notification?: NotificationView): Promise<void> {
    return this.pusher.push(userId, notification);
  }
}

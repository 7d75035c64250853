import type IORedis from 'ioredis';
import { NewNotification, notificationsRepository } from '../repositories/notifications.repository';
import { SqlRunner } from '../sql-runner';
import { NotificationView } from './notification-view';
import { UnreadCounts } from './unread-counts';

/** What travels on a user's channel: a new notification (if any) and the unread count after it. */
export interface NotificationStreamMessage {
  notification?: NotificationView;
  count: number;
}

/** The Redis channel an API process subscribes to while the user has a notification stream open on it. */
export const notificationChannel = (redisPrefix: string, userId: string) => `${redisPrefix}:notifications:${userId}`;

/**
 * After a change to a user's notifications: refreshes their cached unread count (UnreadCounts) and
 * publishes it on their channel, where any API process holding one of their streams forwards it.
 * Delivery is best effort (clients poll when it fails), so a Redis error goes to `onPushFailed`.
 */
export class NotificationPusher {
  constructor(
    private readonly db: SqlRunner,
    private readonly redis: Pick<IORedis, 'publish'>,
    private readonly redisPrefix: string,
    private readonly unreadCounts: UnreadCounts,
    private readonly onPushFailed: (error: Error) => void,
  ) {}

  /**
   * Stores the notification and pushes it with the new unread count: the one way API and worker
   * notify. Callers run it once the action has committed; the insert commits by itself.
   */
  async notify(input: NewNotification): Promise<NotificationView | null> {
    const countBefore = await this.unreadCounts.snapshot(input.userId);
    const notification = await notificationsRepository.insert(this.db, input);
    if (notification) await this.publish(input.userId, { notification, count: await this.unreadCounts.added(input.userId, countBefore) });
    return notification;
  }

  /**
   * Pushes the unread count, with a notification stored by some other statement if there is one.
   * Called once any change to the user's notifications or their visibility has committed.
   */
  async push(userId: string, notification?: NotificationView): Promise<void> {
    await this.publish(userId, { ...(notification ? { notification } : {}), count: await this.unreadCounts.changed(userId) });
  }

  private async publish(userId: string, message: NotificationStreamMessage): Promise<void> {
    try {
      await this.redis.publish(notificationChannel(this.redisPrefix, userId), JSON.stringify(message));
    } catch (error) {
      this.onPushFailed(error as Error);
    }
  }
}

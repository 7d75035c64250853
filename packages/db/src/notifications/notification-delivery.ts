import type IORedis from 'ioredis';
import { QueryFailedError } from 'typeorm';
import { ModerationAction, NotificationType } from '../entities/notification.entity';
import { SqlRunner } from '../sql-runner';
import { blockedBetween, mutedCreator } from '../predicates/viewer-filters';
import { NOTIFICATION_VIEW_SELECT, NotificationRow, NotificationView, toNotificationView } from './notification-view';
import { UnreadCounts } from './unread-counts';

export interface NewNotification {
  /** The recipient. */
  userId: string;
  type: NotificationType;
  /** Who acted; absent for the system types. */
  actorId?: string | null;
  videoId?: string | null;
  commentId?: string | null;
  action?: ModerationAction | null;
  reason?: string | null;
}

/** What travels on a user's channel: a new notification (if any) and the unread count after it. */
export interface NotificationStreamMessage {
  notification?: NotificationView;
  count: number;
}

/** The Redis channel an API process subscribes to while the user has a notification stream open on it. */
export const notificationChannel = (redisPrefix: string, userId: string) => `${redisPrefix}:notifications:${userId}`;

/** Whether recipient $1 and actor $2 blocked each other, or $1 muted $2: then nothing is sent. */
const SILENCED_ACTOR = `SELECT ${blockedBetween('$1::uuid', '$2::uuid')} OR ${mutedCreator('$1', '$2::uuid')} AS "silenced"`;

/**
 * Stores a notification unless the unique indexes say it was already sent (a repeated like or
 * follow, a probe run twice). Never for one's own actions, nor from someone the recipient blocked,
 * was blocked by or muted; null when nothing was stored.
 */
export async function insertNotification(db: SqlRunner, input: NewNotification): Promise<NotificationView | null> {
  if (input.actorId && input.userId === input.actorId) return null;
  if (input.actorId) {
    const [{ silenced }] = (await db.query(SILENCED_ACTOR, [input.userId, input.actorId])) as Array<{ silenced: boolean }>;
    if (silenced) return null;
  }
  let rows: NotificationRow[];
  try {
    rows = (await db.query(
      `WITH n AS (
         INSERT INTO "notifications" ("userId", "actorId", "type", "videoId", "commentId", "action", "reason") VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING RETURNING *
       ) ${NOTIFICATION_VIEW_SELECT}`,
      [input.userId, input.actorId ?? null, input.type, input.videoId ?? null, input.commentId ?? null, input.action ?? null, input.reason ?? null],
    )) as NotificationRow[];
  } catch (error) {
    // The video, comment or a user was deleted in the meantime: nothing left to notify about.
    if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23503') return null;
    throw error;
  }
  return rows[0] ? toNotificationView(rows[0]) : null;
}

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
    const notification = await insertNotification(this.db, input);
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

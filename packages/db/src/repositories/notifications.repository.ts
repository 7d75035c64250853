import { QueryFailedError } from 'typeorm';
import { ModerationAction, NotificationType } from '../entities/notification.entity';
import { AfterCursor, PageRequest, laterPageSql, readPage } from '../keyset';
import { NOTIFICATION_VIEW_SELECT, NotificationRow, NotificationView, VISIBLE_NOTIFICATION, toNotificationView } from '../notifications/notification-view';
import { blockedBetween, mutedCreator } from '../predicates/viewer-filters';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

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

/** $1's notifications, newest first; the page is cut before the joins of the view (the outer LIMIT changes nothing). */
export const notificationPageSql = (after: AfterCursor, limit: string) =>
  `WITH n AS (SELECT * FROM "notifications" WHERE "userId" = $1 AND ${VISIBLE_NOTIFICATION} ${after('"createdAt"', '"id"')} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit})
       ${NOTIFICATION_VIEW_SELECT}
       ORDER BY n."createdAt" DESC, n."id" DESC`;

export const notificationStatements = statements('notifications', {
  /** Whether recipient $1 and actor $2 blocked each other, or $1 muted $2: then nothing is sent. */
  silencedActor: `SELECT ${blockedBetween('$1::uuid', '$2::uuid')} OR ${mutedCreator('$1', '$2::uuid')} AS "silenced"`,
  /** Stores a notification unless the unique indexes say it was already sent; answers it as a NotificationRow. */
  insert: `WITH n AS (
         INSERT INTO "notifications" ("userId", "actorId", "type", "videoId", "commentId", "action", "reason") VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING RETURNING *
       ) ${NOTIFICATION_VIEW_SELECT}`,
  page: rendered(() => laterPageSql(notificationPageSql, 1), []),
  /** Marks notification $1 of $2 read and returns it as a NotificationRow (none if it is not theirs or not visible). */
  markRead: `WITH n AS (UPDATE "notifications" SET "isRead" = true WHERE "id" = $1 AND "userId" = $2 AND ${VISIBLE_NOTIFICATION} RETURNING *) ${NOTIFICATION_VIEW_SELECT}`,
  /** Marks every visible unread notification of $1 read. */
  markAllRead: `UPDATE "notifications" SET "isRead" = true WHERE "userId" = $1 AND NOT "isRead" AND ${VISIBLE_NOTIFICATION}`,
  /** $1's unread notifications, as the bell counts them (IDX_notifications_unread). */
  unreadCount: `SELECT count(*)::int AS "count" FROM "notifications" WHERE "userId" = $1 AND NOT "isRead" AND ${VISIBLE_NOTIFICATION}`,
  /** Which of the sessions $1 (of open notification streams) still exist and have not expired. */
  liveSessions: `SELECT "sid" FROM "sessions" WHERE "sid" = ANY($1) AND "expire" > now()`,
});

const sql = notificationStatements;

/** Notifications: stored once, listed, marked read and counted under the visibility rule (VISIBLE_NOTIFICATION). */
export const notificationsRepository = {
  /**
   * Stores a notification unless the unique indexes say it was already sent (a repeated like or
   * follow, a probe run twice). Never for one's own actions, nor from someone the recipient blocked,
   * was blocked by or muted; null when nothing was stored.
   */
  async insert(db: SqlRunner, input: NewNotification): Promise<NotificationView | null> {
    if (input.actorId && input.userId === input.actorId) return null;
    if (input.actorId) {
      const [{ silenced }] = (await db.query(sql.silencedActor, [input.userId, input.actorId])) as Array<{ silenced: boolean }>;
      if (silenced) return null;
    }
    let rows: NotificationRow[];
    try {
      rows = (await db.query(sql.insert, [
        input.userId,
        input.actorId ?? null,
        input.type,
        input.videoId ?? null,
        input.commentId ?? null,
        input.action ?? null,
        input.reason ?? null,
      ])) as NotificationRow[];
    } catch (error) {
      // The video, comment or a user was deleted in the meantime: nothing left to notify about.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23503') return null;
      throw error;
    }
    return rows[0] ? toNotificationView(rows[0]) : null;
  },

  page(db: SqlRunner, userId: string, page: PageRequest) {
    return readPage<NotificationRow>(db, page, { sql: notificationPageSql, params: [userId], positionOf: (row) => ({ key: row.cursorAt, id: row.id }) });
  },

  /** The notification as it is now read; null when it is not the user's or not visible to them. */
  async markRead(db: SqlRunner, id: string, userId: string): Promise<NotificationView | null> {
    const [row] = (await db.query(sql.markRead, [id, userId])) as NotificationRow[];
    return row ? toNotificationView(row) : null;
  },

  /** Answers how many were marked. */
  async markAllRead(db: SqlRunner, userId: string): Promise<number> {
    // TypeORM answers an UPDATE with [rows, affectedCount].
    const [, updated] = (await db.query(sql.markAllRead, [userId])) as [unknown[], number];
    return updated;
  },

  async unreadCount(db: SqlRunner, userId: string): Promise<number> {
    const [row] = (await db.query(sql.unreadCount, [userId])) as Array<{ count: number }>;
    return row.count;
  },

  /** The ones of `sids` whose session still exists and has not expired. */
  async liveSessions(db: SqlRunner, sids: string[]): Promise<Set<string>> {
    const rows = (await db.query(sql.liveSessions, [sids])) as Array<{ sid: string }>;
    return new Set(rows.map((row) => row.sid));
  },
};

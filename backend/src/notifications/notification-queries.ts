import { NOTIFICATION_VIEW_SELECT, VISIBLE_NOTIFICATION, AfterCursor } from '@genalpha/db';

/** The read SQL of notifications, used by NotificationsService and by the benchmark's plan checks. */
export const notificationQueries = {
  /** $1's notifications, newest first; the page is cut before the joins of the view (the outer LIMIT changes nothing). */
  page: (after: AfterCursor, limit: string) =>
    `WITH n AS (SELECT * FROM "notifications" WHERE "userId" = $1 AND ${VISIBLE_NOTIFICATION} ${after('"createdAt"', '"id"')} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit})
       ${NOTIFICATION_VIEW_SELECT}
       ORDER BY n."createdAt" DESC, n."id" DESC`,

  /** Marks notification $1 of $2 read and returns it as a NotificationRow (none if it is not theirs or not visible). */
  markRead: `WITH n AS (UPDATE "notifications" SET "isRead" = true WHERE "id" = $1 AND "userId" = $2 AND ${VISIBLE_NOTIFICATION} RETURNING *) ${NOTIFICATION_VIEW_SELECT}`,

  /** Marks every visible unread notification of $1 read. */
  markAllRead: `UPDATE "notifications" SET "isRead" = true WHERE "userId" = $1 AND NOT "isRead" AND ${VISIBLE_NOTIFICATION}`,
};

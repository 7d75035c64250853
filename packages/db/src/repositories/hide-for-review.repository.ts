import { SqlRunner } from '../sql-runner';
import { NOTIFICATION_VIEW_SELECT, NotificationRow, NotificationView, toNotificationView } from '../notifications/notification-view';

/**
 * The one rule that hides a video pending review, whoever triggers it (enough counted reports, or
 * the worker finding its file undecodable): hidden from everyone but its owner, in the console's
 * queue, written to the moderation log as GenAlpha's own action, and its owner notified, all in
 * one statement. A video already hidden, removed or failed is left as it is.
 * Answers the owner's notification (to push live), or null when nothing changed.
 */
export async function hideForReview(db: SqlRunner, videoId: string, cause: string): Promise<NotificationView | null> {
  const rows = (await db.query(
    `WITH hidden AS (
       UPDATE "videos" SET "isHidden" = true, "moderationState" = 'pending_review', "moderationReason" = NULL, "moderatedAt" = now(), "updatedAt" = now()
       WHERE "id" = $1 AND "moderationState" = 'none' AND NOT "isHidden" AND "status" <> 'failed'
       RETURNING "id", "userId", "title"
     ), logged AS (
       INSERT INTO "moderation_log" ("action", "targetType", "targetId", "targetLabel", "reason")
       SELECT 'video.hidden', 'video', "id", "title", $2 FROM hidden
     ), n AS (
       INSERT INTO "notifications" ("userId", "type", "videoId", "action")
       SELECT "userId", 'moderation', "id", 'hidden' FROM hidden RETURNING *
     ) ${NOTIFICATION_VIEW_SELECT}`,
    [videoId, cause],
  )) as NotificationRow[];
  return rows[0] ? toNotificationView(rows[0]) : null;
}

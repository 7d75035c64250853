import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';
import { NOTIFICATION_VIEW_SELECT, NotificationRow, NotificationView, toNotificationView } from '../notifications/notification-view';

export const hideForReviewStatements = statements('hide-for-review', {
  /** Hides video $1 pending review, logs it as GenAlpha's own action ($2 the cause) and notifies its owner; answers the notification as a NotificationRow. */
  video: `WITH hidden AS (
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
  /** Hides comment $1 pending review and logs it as GenAlpha's own action ($2 the cause). */
  comment: `WITH hidden AS (
                  UPDATE "comments" SET "moderationState" = 'pending_review', "moderatedAt" = now() WHERE "id" = $1 AND "moderationState" = 'none'
                  RETURNING "id", "text"
                ) INSERT INTO "moderation_log" ("action", "targetType", "targetId", "targetLabel", "reason")
                  SELECT 'comment.hidden', 'comment', "id", left("text", 100), $2 FROM hidden`,
});

/**
 * The one rule that hides a video pending review, whoever triggers it (enough counted reports, or
 * the worker finding its file undecodable): hidden from everyone but its owner, in the console's
 * queue, written to the moderation log as GenAlpha's own action, and its owner notified, all in
 * one statement. A video already hidden, removed or failed is left as it is.
 * Answers the owner's notification (to push live), or null when nothing changed.
 */
export async function hideForReview(db: SqlRunner, videoId: string, cause: string): Promise<NotificationView | null> {
  const rows = (await db.query(hideForReviewStatements.video, [videoId, cause])) as NotificationRow[];
  return rows[0] ? toNotificationView(rows[0]) : null;
}

/** A comment's counterpart of hideForReview (no notification: its author sees it as before); one already hidden or removed is left as it is. */
export async function hideCommentForReview(db: SqlRunner, commentId: string, cause: string): Promise<void> {
  await db.query(hideForReviewStatements.comment, [commentId, cause]);
}

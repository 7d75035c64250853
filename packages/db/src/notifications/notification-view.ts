import { ModerationAction, NotificationType } from '../entities/notification.entity';
import { notBanned } from '../predicates/account-state';
import { mutedCreator, notBlockedBetween } from '../predicates/viewer-filters';

/** The name shown for notifications GenAlpha sends itself (moderation, video_ready, video_failed). */
export const SYSTEM_ACTOR_NAME = 'GenAlpha';

/**
 * Which notifications their recipient sees (lists, counts, marks read): none caused by an account while it is banned,
 * nor by one the recipient blocked, was blocked by, or muted (over "notifications", unqualified).
 */
export const VISIBLE_NOTIFICATION = `${notBanned('"actorId"')} AND ${notBlockedBetween('"userId"', '"actorId"')} AND NOT ${mutedCreator('"userId"', '"actorId"')}`;

/** One notification as the API lists it and the stream pushes it. */
export interface NotificationView {
  id: string;
  type: NotificationType;
  isRead: boolean;
  createdAt: string;
  videoId: string | null;
  videoTitle: string | null;
  commentId: string | null;
  actorId: string | null;
  actorUsername: string | null;
  actorDisplayName: string;
  actorAvatarUrl: string | null;
  action: ModerationAction | null;
  reason: string | null;
}

/** A row of NOTIFICATION_VIEW_SELECT. */
export interface NotificationRow extends Omit<NotificationView, 'createdAt'> {
  createdAt: Date;
  /** The keyset position at full precision. */
  cursorAt: string;
}

/** Selects NotificationRows from a relation named `n` (a CTE over "notifications"): actor and video joined. */
export const NOTIFICATION_VIEW_SELECT = `
  SELECT n."id", n."type", n."isRead", n."createdAt", n."createdAt"::text AS "cursorAt", n."videoId", nv."title" AS "videoTitle",
         n."commentId", n."actorId", a."username" AS "actorUsername", coalesce(a."displayName", '${SYSTEM_ACTOR_NAME}') AS "actorDisplayName",
         a."avatarUrl" AS "actorAvatarUrl", n."action", n."reason"
  FROM n LEFT JOIN "users" a ON a."id" = n."actorId" LEFT JOIN "videos" nv ON nv."id" = n."videoId"`;

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    videoId: row.videoId,
    videoTitle: row.videoTitle,
    commentId: row.commentId,
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    actorDisplayName: row.actorDisplayName,
    actorAvatarUrl: row.actorAvatarUrl,
    action: row.action,
    reason: row.reason,
  };
}

import type { NotificationView } from '@genalpha/db';

/**
 * Facts one module announces and others react to (notifications, leaderboard recomputes),
 * emitted with @nestjs/event-emitter after the change is committed.
 */
export const DomainEvent = {
  VideoCreated: 'video.created',
  VideoDeleted: 'video.deleted',
  VideoLiked: 'video.liked',
  VideoRemixed: 'video.remixed',
  VideoUnliked: 'video.unliked',
  VideoViewed: 'video.viewed',
  CommentCreated: 'comment.created',
  CommentDeleted: 'comment.deleted',
  UserFollowed: 'user.followed',
  UserUnfollowed: 'user.unfollowed',
  ProfileCreated: 'user.profile-created',
  NotificationStored: 'notification.stored',
  EmailVerified: 'user.email-verified',
  ViewerFiltersChanged: 'user.viewer-filters-changed',
} as const;

export interface VideoCreatedEvent {
  videoId: string;
  ownerId: string;
}
export interface VideoDeletedEvent {
  videoId: string;
  ownerId: string;
}
export interface VideoLikedEvent {
  videoId: string;
  ownerId: string;
  actorId: string;
}
/** Video `videoId` by `actorId` now names `parentId` (of `parentOwnerId`) as its parent. */
export interface VideoRemixedEvent {
  videoId: string;
  parentId: string;
  parentOwnerId: string;
  actorId: string;
}
export interface VideoViewedEvent {
  videoId: string;
  ownerId: string;
}
export interface CommentCreatedEvent {
  commentId: string;
  videoId: string;
  ownerId: string;
  actorId: string;
}
export interface CommentDeletedEvent {
  commentId: string;
  videoId: string;
  /** The video's owner, whom the comment's notification (if any) was for. */
  ownerId: string;
}
/** A block, mute or muted words changed what these users see (their For You and unread counts are refreshed). */
export interface ViewerFiltersChangedEvent {
  userIds: string[];
}

export interface UserFollowedEvent {
  followerId: string;
  followingId: string;
}
/** A user set their first username (their profile now exists and they count as a creator). */
export interface ProfileCreatedEvent {
  userId: string;
}
/** A notification written inside another module's transaction (moderation), to push live once committed. */
export interface NotificationStoredEvent {
  userId: string;
  notification: NotificationView;
}
/** An account's owner confirmed its address by the mailed link. */
export interface EmailVerifiedEvent {
  userId: string;
  email: string;
}

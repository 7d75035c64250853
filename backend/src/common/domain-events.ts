/**
 * Facts one module announces and others react to (notifications, leaderboard recomputes),
 * emitted with @nestjs/event-emitter after the change is committed.
 */
export const DomainEvent = {
  VideoCreated: 'video.created',
  VideoDeleted: 'video.deleted',
  VideoLiked: 'video.liked',
  VideoUnliked: 'video.unliked',
  VideoViewed: 'video.viewed',
  CommentCreated: 'comment.created',
  UserFollowed: 'user.followed',
  UserUnfollowed: 'user.unfollowed',
  ProfileCreated: 'user.profile-created',
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
export type VideoUnlikedEvent = VideoLikedEvent;
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
export interface UserFollowedEvent {
  followerId: string;
  followingId: string;
}
export type UserUnfollowedEvent = UserFollowedEvent;
/** A user set their first username (their profile now exists and they count as a creator). */
export interface ProfileCreatedEvent {
  userId: string;
}

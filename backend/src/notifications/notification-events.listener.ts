import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import {
  CommentCreatedEvent,
  CommentDeletedEvent,
  DomainEvent,
  NotificationStoredEvent,
  UserFollowedEvent,
  VideoDeletedEvent,
  VideoLikedEvent,
  VideoRemixedEvent,
  ViewerFiltersChangedEvent,
} from '../common/domain-events';
import { NotificationsService } from './notifications.service';

/** Turns other modules' events into notifications for the person acted upon, and into their new unread count. */
@Injectable()
export class NotificationEventsListener {
  constructor(private readonly notifications: NotificationsService) {}

  @OnEvent(DomainEvent.VideoLiked)
  async onVideoLiked(event: VideoLikedEvent): Promise<void> {
    await this.notifications.notify({ type: 'like', userId: event.ownerId, actorId: event.actorId, videoId: event.videoId });
  }

  /** "@x remixed your video", once per remix (UQ_notifications_remix); never for remixing one's own. */
  @OnEvent(DomainEvent.VideoRemixed)
  async onVideoRemixed(event: VideoRemixedEvent): Promise<void> {
    await this.notifications.notify({ type: 'remix', userId: event.parentOwnerId, actorId: event.actorId, videoId: event.videoId });
  }

  @OnEvent(DomainEvent.CommentCreated)
  async onCommentCreated(event: CommentCreatedEvent): Promise<void> {
    await this.notifications.notify({ type: 'comment', userId: event.ownerId, actorId: event.actorId, videoId: event.videoId, commentId: event.commentId });
  }

  @OnEvent(DomainEvent.UserFollowed)
  async onUserFollowed(event: UserFollowedEvent): Promise<void> {
    await this.notifications.notify({ type: 'follow', userId: event.followingId, actorId: event.followerId });
  }

  @OnEvent(DomainEvent.NotificationStored)
  async onNotificationStored(event: NotificationStoredEvent): Promise<void> {
    await this.notifications.push(event.userId, event.notification);
  }

  /** A block or mute hides (or brings back) notifications: their unread counts change. */
  @OnEvent(DomainEvent.ViewerFiltersChanged)
  async onViewerFiltersChanged(event: ViewerFiltersChangedEvent): Promise<void> {
    await Promise.all(event.userIds.map((userId) => this.notifications.push(userId)));
  }

  // A deleted video or comment takes its notifications with it (ON DELETE CASCADE), all of them its owner's.
  @OnEvent(DomainEvent.VideoDeleted)
  async onVideoDeleted(event: VideoDeletedEvent): Promise<void> {
    await this.notifications.push(event.ownerId);
  }

  @OnEvent(DomainEvent.CommentDeleted)
  async onCommentDeleted(event: CommentDeletedEvent): Promise<void> {
    await this.notifications.push(event.ownerId);
  }
}

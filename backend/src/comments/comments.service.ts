import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { COMMENTS_OFF } from '@genalpha/shared';
import { VideoForComments, VideoVisibility, commentsRepository, maySeeVideo, videosRepository } from '@genalpha/db';
import { CommentCreatedEvent, CommentDeletedEvent, DomainEvent } from '../common/domain-events';
import { PageQueryDto } from '../common/pagination';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { CommentDto, CommentsPageDto, toCommentDto } from './dto/comment.dto';

export const COMMENT_NOT_FOUND = 'Comment not found';

export const onlyFollowedMayComment = (ownerUsername: string | null) =>
  `Only people ${ownerUsername ? `@${ownerUsername}` : 'the creator'} follows can comment`;

/**
 * Videos only their owner may see (hidden, failed, processing, or by a suspended creator) and their comments exist for nobody else;
 * a video whose owner and viewer blocked each other does not exist for either.
 */
function assertVisible<T extends VideoVisibility>(video: (T & { blocked?: boolean }) | undefined, viewerId: string | undefined): asserts video is T {
  if (!video || video.blocked || !maySeeVideo(video, viewerId ? { id: viewerId } : null)) throw new NotFoundException(VIDEO_NOT_FOUND);
}

/** Whether `authorId` may comment under `video` by its comment setting: nobody while it is off; its owner whenever it is on. */
function assertMayComment(video: VideoForComments, authorId: string): void {
  if (video.commentsAllowed === 'off') throw new ForbiddenException(COMMENTS_OFF);
  if (video.commentsAllowed === 'following' && video.userId !== authorId && !video.ownerFollows)
    throw new ForbiddenException(onlyFollowedMayComment(video.ownerUsername));
}

@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
  ) {}

  /** Oldest first, with whether the viewer liked each; none while the video's comments are off (they come back when turned on). */
  async list(videoId: string, query: PageQueryDto, viewerId: string | undefined): Promise<CommentsPageDto> {
    const video = await commentsRepository.videoFor(this.dataSource, videoId, viewerId ?? null);
    assertVisible(video, viewerId);
    if (video.commentsAllowed === 'off') return { comments: [], nextCursor: null };
    const page = await commentsRepository.page(this.dataSource, videoId, viewerId ?? null, query);
    return { comments: page.items.map(toCommentDto), nextCursor: page.nextCursor };
  }

  /** Adds the comment and the video's commentsCount in one transaction, when the video's comment setting lets the author. */
  async create(videoId: string, authorId: string, text: string): Promise<CommentDto> {
    const { comment, ownerId } = await this.dataSource.transaction(async (manager) => {
      const target = await commentsRepository.videoFor(manager, videoId, authorId);
      assertVisible(target, authorId);
      assertMayComment(target, authorId);
      const video = await videosRepository.moveCommentsCount(manager, videoId, 1);
      assertVisible(video, authorId);
      const row = await commentsRepository.insert(manager, videoId, authorId, text);
      return { comment: toCommentDto(row), ownerId: video.userId };
    });
    this.events.emit(DomainEvent.CommentCreated, { commentId: comment.id, videoId, ownerId, actorId: authorId } satisfies CommentCreatedEvent);
    return comment;
  }

  /** The author or the video's owner may delete a comment; the video's commentsCount follows (its notification cascades). */
  async delete(commentId: string, viewerId: string): Promise<void> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const comment = await commentsRepository.lockForDelete(manager, commentId);
      if (!comment || !maySeeVideo(comment, viewerId ? { id: viewerId } : null)) throw new NotFoundException(COMMENT_NOT_FOUND);
      if (viewerId !== comment.authorId && viewerId !== comment.userId)
        throw new ForbiddenException('You can only delete your own comments or comments on your videos');
      await deleteComment(manager, commentId, comment.videoId);
      return { commentId, videoId: comment.videoId, ownerId: comment.userId } satisfies CommentDeletedEvent;
    });
    this.events.emit(DomainEvent.CommentDeleted, deleted);
  }
}

async function deleteComment(manager: EntityManager, commentId: string, videoId: string): Promise<void> {
  if (await commentsRepository.delete(manager, commentId)) await videosRepository.moveCommentsCount(manager, videoId, -1);
}

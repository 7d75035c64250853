import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CommentsAllowed, VideoVisibility, maySeeVideo, COMMENTS_OFF } from '@genalpha/shared';
import { CommentCreatedEvent, CommentDeletedEvent, DomainEvent } from '../common/domain-events';
import { OLDEST_FIRST } from '../common/keyset';
import { PageQueryDto, readPage } from '../common/pagination';
import { videoQueries } from '../videos/video-queries';
import { commentQueries } from './comment-queries';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { CommentDto, CommentRow, CommentsPageDto, toCommentDto } from './dto/comment.dto';

export const COMMENT_NOT_FOUND = 'Comment not found';

export const onlyFollowedMayComment = (ownerUsername: string | null) =>
  `Only people ${ownerUsername ? `@${ownerUsername}` : 'the creator'} follows can comment`;

/** A video as a viewer meets its comments (commentQueries.videoFor). */
interface VideoForComments extends VideoVisibility {
  commentsAllowed: CommentsAllowed;
  ownerUsername: string | null;
  blocked: boolean;
  ownerFollows: boolean;
}

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
    const [video]: VideoForComments[] = await this.dataSource.query(commentQueries.videoFor, [videoId, viewerId ?? null]);
    assertVisible(video, viewerId);
    if (video.commentsAllowed === 'off') return { comments: [], nextCursor: null };
    const page = await readPage<CommentRow>(this.dataSource, query, {
      sql: commentQueries.page,
      params: [viewerId ?? null, videoId],
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
      order: OLDEST_FIRST,
    });
    return { comments: page.items.map(toCommentDto), nextCursor: page.nextCursor };
  }

  /** Adds the comment and the video's commentsCount in one transaction, when the video's comment setting lets the author. */
  async create(videoId: string, authorId: string, text: string): Promise<CommentDto> {
    const { comment, ownerId } = await this.dataSource.transaction(async (manager) => {
      const [target]: VideoForComments[] = await manager.query(commentQueries.videoFor, [videoId, authorId]);
      assertVisible(target, authorId);
      assertMayComment(target, authorId);
      const [updated]: [VideoVisibility[], number] = await manager.query(videoQueries.addComments, [videoId, 1]);
      const video = updated[0];
      assertVisible(video, authorId);
      const [row]: CommentRow[] = await manager.query(commentQueries.insert, [videoId, authorId, text]);
      return { comment: toCommentDto(row), ownerId: video.userId };
    });
    this.events.emit(DomainEvent.CommentCreated, { commentId: comment.id, videoId, ownerId, actorId: authorId } satisfies CommentCreatedEvent);
    return comment;
  }

  /** The author or the video's owner may delete a comment; the video's commentsCount follows (its notification cascades). */
  async delete(commentId: string, viewerId: string): Promise<void> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const [comment]: Array<VideoVisibility & { authorId: string; videoId: string }> = await manager.query(commentQueries.lockForDelete, [commentId]);
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
  // TypeORM answers a DELETE with [rows, affectedCount].
  const [, deleted]: [unknown[], number] = await manager.query(commentQueries.delete, [commentId]);
  if (deleted > 0) await manager.query(videoQueries.addComments, [videoId, -1]);
}

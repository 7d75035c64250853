import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CommentCreatedEvent, DomainEvent } from '../common/domain-events';
import { DEFAULT_PAGE_SIZE, PageQueryDto, decodeCursor, toPage } from '../common/pagination';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { CommentDto, CommentRow, CommentsPageDto, toCommentDto } from './dto/comment.dto';

export const COMMENT_NOT_FOUND = 'Comment not found';

interface VideoAccess {
  userId: string;
  isHidden: boolean;
  status: string;
}

/** Hidden and failed videos (and their comments) exist only for their owner. */
function isVisibleTo(video: VideoAccess, viewerId: string | undefined): boolean {
  return (!video.isHidden && video.status !== 'failed') || video.userId === viewerId;
}

function assertVisible(video: VideoAccess | undefined, viewerId: string | undefined): asserts video is VideoAccess {
  if (!video || !isVisibleTo(video, viewerId)) throw new NotFoundException(VIDEO_NOT_FOUND);
}

@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
  ) {}

  /** Oldest first, with whether the viewer liked each. */
  async list(videoId: string, query: PageQueryDto, viewerId: string | undefined): Promise<CommentsPageDto> {
    const [video]: VideoAccess[] = await this.dataSource.query(`SELECT "userId", "isHidden", "status" FROM "videos" WHERE "id" = $1`, [videoId]);
    assertVisible(video, viewerId);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const after = decodeCursor(query.cursor);
    const params: unknown[] = [viewerId ?? null, videoId, limit + 1];
    let where = `c."videoId" = $2`;
    if (after) {
      params.push(after.createdAt, after.id);
      where += ` AND (c."createdAt", c."id") > ($4::timestamptz, $5::uuid)`;
    }
    const rows: CommentRow[] = await this.dataSource.query(
      `SELECT c."id", c."text", c."userId", c."likesCount", c."createdAt", c."createdAt"::text AS "cursorAt",
              u."username", u."displayName", u."avatarUrl",
              EXISTS (SELECT 1 FROM "comment_likes" l WHERE l."commentId" = c."id" AND l."userId" = $1::uuid) AS "isLiked"
       FROM "comments" c JOIN "users" u ON u."id" = c."userId"
       WHERE ${where}
       ORDER BY c."createdAt", c."id"
       LIMIT $3`,
      params,
    );
    const page = toPage(rows, limit, (row) => ({ createdAt: row.cursorAt, id: row.id }));
    return { comments: page.items.map(toCommentDto), nextCursor: page.nextCursor };
  }

  /** Adds the comment and the video's commentsCount in one transaction. */
  async create(videoId: string, authorId: string, text: string): Promise<CommentDto> {
    const { comment, ownerId } = await this.dataSource.transaction(async (manager) => {
      const [updated]: [VideoAccess[], number] = await manager.query(
        `UPDATE "videos" SET "commentsCount" = "commentsCount" + 1 WHERE "id" = $1 RETURNING "userId", "isHidden", "status"`,
        [videoId],
      );
      const video = updated[0];
      assertVisible(video, authorId);
      const [row]: CommentRow[] = await manager.query(
        `WITH c AS (INSERT INTO "comments" ("videoId", "userId", "text") VALUES ($1, $2, $3) RETURNING *)
         SELECT c."id", c."text", c."userId", c."likesCount", c."createdAt", c."createdAt"::text AS "cursorAt",
                u."username", u."displayName", u."avatarUrl", false AS "isLiked"
         FROM c JOIN "users" u ON u."id" = c."userId"`,
        [videoId, authorId, text],
      );
      return { comment: toCommentDto(row), ownerId: video.userId };
    });
    this.events.emit(DomainEvent.CommentCreated, { commentId: comment.id, videoId, ownerId, actorId: authorId } satisfies CommentCreatedEvent);
    return comment;
  }

  /** The author or the video's owner may delete a comment; the video's commentsCount follows. */
  async delete(commentId: string, viewerId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [comment]: Array<{ authorId: string; ownerId: string; videoId: string; isHidden: boolean; status: string }> = await manager.query(
        `SELECT c."userId" AS "authorId", c."videoId", v."userId" AS "ownerId", v."isHidden", v."status"
         FROM "comments" c JOIN "videos" v ON v."id" = c."videoId"
         WHERE c."id" = $1
         FOR UPDATE OF c`,
        [commentId],
      );
      if (!comment || !isVisibleTo({ ...comment, userId: comment.ownerId }, viewerId)) throw new NotFoundException(COMMENT_NOT_FOUND);
      if (viewerId !== comment.authorId && viewerId !== comment.ownerId) throw new ForbiddenException('You can only delete your own comments or comments on your videos');
      await deleteComment(manager, commentId, comment.videoId);
    });
  }
}

async function deleteComment(manager: EntityManager, commentId: string, videoId: string): Promise<void> {
  // TypeORM answers a DELETE with [rows, affectedCount].
  const [, deleted]: [unknown[], number] = await manager.query(`DELETE FROM "comments" WHERE "id" = $1`, [commentId]);
  if (deleted > 0) await manager.query(`UPDATE "videos" SET "commentsCount" = "commentsCount" - 1 WHERE "id" = $1`, [videoId]);
}

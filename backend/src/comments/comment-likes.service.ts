import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { visibleTo } from '../videos/video-visibility';
import { COMMENT_NOT_FOUND } from './comments.service';
import { CommentLikeStateDto } from './dto/comment.dto';

@Injectable()
export class CommentLikesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  like(commentId: string, userId: string): Promise<CommentLikeStateDto> {
    return this.change(commentId, userId, true);
  }

  unlike(commentId: string, userId: string): Promise<CommentLikeStateDto> {
    return this.change(commentId, userId, false);
  }

  /** The like row and the comment's likesCount change together, and only when the row really changed. */
  private change(commentId: string, userId: string, liked: boolean): Promise<CommentLikeStateDto> {
    return this.dataSource.transaction(async (manager) => {
      // A comment on a hidden or failed video exists only for the video's owner; a banned author's for nobody.
      const [comment]: Array<{ likesCount: number }> = await manager.query(
        `SELECT c."likesCount" FROM "comments" c JOIN "videos" v ON v."id" = c."videoId"
         WHERE c."id" = $1 AND ${visibleTo('$2')} AND NOT c."authorBanned"
         FOR NO KEY UPDATE OF c`,
        [commentId, userId],
      );
      if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
      let changed: number;
      if (liked) {
        const inserted: unknown[] = await manager.query(
          `INSERT INTO "comment_likes" ("commentId", "userId") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "id"`,
          [commentId, userId],
        );
        changed = inserted.length;
      } else {
        [, changed] = await manager.query(`DELETE FROM "comment_likes" WHERE "commentId" = $1 AND "userId" = $2`, [commentId, userId]);
      }
      if (changed === 0) return { isLiked: liked, likesCount: comment.likesCount };
      const [[updated]]: [Array<{ likesCount: number }>, number] = await manager.query(
        `UPDATE "comments" SET "likesCount" = "likesCount" + $2 WHERE "id" = $1 RETURNING "likesCount"`,
        [commentId, liked ? 1 : -1],
      );
      return { isLiked: liked, likesCount: updated.likesCount };
    });
  }
}

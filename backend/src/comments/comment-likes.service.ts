import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { commentLikeQueries } from './comment-queries';
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
      const [comment]: Array<{ likesCount: number }> = await manager.query(commentLikeQueries.lockComment, [commentId, userId]);
      if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
      let changed: number;
      if (liked) {
        const inserted: unknown[] = await manager.query(commentLikeQueries.insert, [commentId, userId]);
        changed = inserted.length;
      } else {
        [, changed] = await manager.query(commentLikeQueries.delete, [commentId, userId]);
      }
      if (changed === 0) return { isLiked: liked, likesCount: comment.likesCount };
      const [[updated]]: [Array<{ likesCount: number }>, number] = await manager.query(commentLikeQueries.addLikes, [commentId, liked ? 1 : -1]);
      return { isLiked: liked, likesCount: updated.likesCount };
    });
  }
}

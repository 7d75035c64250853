import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { commentLikesRepository } from '@genalpha/db';
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
      const likesCount = await commentLikesRepository.lockComment(manager, commentId, userId);
      if (likesCount === undefined) throw new NotFoundException(COMMENT_NOT_FOUND);
      const changed = liked ? await commentLikesRepository.insert(manager, commentId, userId) : await commentLikesRepository.delete(manager, commentId, userId);
      if (!changed) return { isLiked: liked, likesCount };
      return { isLiked: liked, likesCount: await commentLikesRepository.moveCount(manager, commentId, liked ? 1 : -1) };
    });
  }
}

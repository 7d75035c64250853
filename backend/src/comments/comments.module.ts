import { Module } from '@nestjs/common';
import { CommentLikesService } from './comment-likes.service';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';

@Module({
  controllers: [CommentsController],
  providers: [CommentsService, CommentLikesService],
})
export class CommentsModule {}

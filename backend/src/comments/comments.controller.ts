import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { SignedIn } from '../auth/signed-in.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { PageQueryDto } from '../common/pagination';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { CommentLikesService } from './comment-likes.service';
import { VideoIdPipe } from '../common/id-pipes';
import { COMMENT_NOT_FOUND, CommentsService } from './comments.service';
import { CommentDto, CommentLikeStateDto, CommentsPageDto } from './dto/comment.dto';
import { CreateCommentDto } from './dto/create-comment.dto';

const CommentIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(COMMENT_NOT_FOUND) });

@ApiTags('comments')
@Controller()
export class CommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly likes: CommentLikesService,
  ) {}

  @Get('videos/:id/comments')
  @ApiOperation({ summary: "A video's comments, oldest first" })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Video id' })
  @ApiOkResponse({ type: CommentsPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Video not found' })
  list(@Param('id', VideoIdPipe) videoId: string, @Query() query: PageQueryDto, @CurrentUser() viewer: SessionUser | undefined): Promise<CommentsPageDto> {
    return this.comments.list(videoId, query, viewer?.id);
  }

  @Post('videos/:id/comments')
  @RateLimit('comment')
  @SignedIn() // listed below so it runs first: a visitor gets 401 before any rate counting
  @ApiOperation({ summary: 'Comment on a video' })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Video id' })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Comment cannot be empty / Comment must be 500 characters or less' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Video not found' })
  create(@Param('id', VideoIdPipe) videoId: string, @Body() body: CreateCommentDto, @CurrentUser() viewer: SessionUser): Promise<CommentDto> {
    return this.comments.create(videoId, viewer.id, body.text);
  }

  @Delete('comments/:id')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ summary: "Delete a comment (its author or the video's owner)" })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Comment id' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Neither the author nor the video owner' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Comment not found' })
  delete(@Param('id', CommentIdPipe) commentId: string, @CurrentUser() viewer: SessionUser): Promise<void> {
    return this.comments.delete(commentId, viewer.id);
  }

  @Post('comments/:id/like')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Like a comment (idempotent)' })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Comment id' })
  @ApiOkResponse({ type: CommentLikeStateDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Comment not found' })
  like(@Param('id', CommentIdPipe) commentId: string, @CurrentUser() viewer: SessionUser): Promise<CommentLikeStateDto> {
    return this.likes.like(commentId, viewer.id);
  }

  @Delete('comments/:id/like')
  @SignedIn()
  @ApiOperation({ summary: 'Remove your like from a comment (idempotent)' })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Comment id' })
  @ApiOkResponse({ type: CommentLikeStateDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Comment not found' })
  unlike(@Param('id', CommentIdPipe) commentId: string, @CurrentUser() viewer: SessionUser): Promise<CommentLikeStateDto> {
    return this.likes.unlike(commentId, viewer.id);
  }
}

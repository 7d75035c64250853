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
import { COMMENT_EMPTY, COMMENT_MAX, COMMENT_TOO_LONG } from '@genalpha/shared';

const CommentIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(COMMENT_NOT_FOUND) });

@ApiTags('comments')
@Controller()
export class CommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly likes: CommentLikesService,
  ) {}

  @Get('videos/:id/comments')
  @ApiOperation({
    summary: "A video's comments, oldest first",
    description:
      'Anyone, signed in or not. Returns a page of comments, oldest first, each with its author, like count and whether you like it; pass nextCursor as ?cursor= for the next page. 404 when the video does not exist or is not visible to you.',
  })
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
  @ApiOperation({
    summary: 'Comment on a video',
    description: `Signed-in users only (401 for visitors). The text is trimmed and must be 1 to ${COMMENT_MAX} characters (400 '${COMMENT_EMPTY}' / '${COMMENT_TOO_LONG}'). Returns the new comment (201); the video's owner is notified. 404 when the video does not exist or is not visible to you.`,
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Video id' })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${COMMENT_EMPTY} / ${COMMENT_TOO_LONG}` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Video not found' })
  create(@Param('id', VideoIdPipe) videoId: string, @Body() body: CreateCommentDto, @CurrentUser() viewer: SessionUser): Promise<CommentDto> {
    return this.comments.create(videoId, viewer.id, body.text);
  }

  @Delete('comments/:id')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({
    summary: "Delete a comment (its author or the video's owner)",
    description:
      "Signed-in users only: the comment's author or the owner of its video (403 for anyone else). Answers 204 with no body; 404 when the comment does not exist.",
  })
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
  @ApiOperation({
    summary: 'Like a comment (idempotent)',
    description:
      'Signed-in users only (401 for visitors). Liking a comment you already like changes nothing. Returns whether you like it and its like count; 404 when the comment does not exist.',
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Comment id' })
  @ApiOkResponse({ type: CommentLikeStateDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Comment not found' })
  like(@Param('id', CommentIdPipe) commentId: string, @CurrentUser() viewer: SessionUser): Promise<CommentLikeStateDto> {
    return this.likes.like(commentId, viewer.id);
  }

  @Delete('comments/:id/like')
  @SignedIn()
  @ApiOperation({
    summary: 'Remove your like from a comment (idempotent)',
    description:
      'Signed-in users only (401 for visitors). Removing a like you never gave changes nothing. Returns whether you like it and its like count; 404 when the comment does not exist.',
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'Comment id' })
  @ApiOkResponse({ type: CommentLikeStateDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Comment not found' })
  unlike(@Param('id', CommentIdPipe) commentId: string, @CurrentUser() viewer: SessionUser): Promise<CommentLikeStateDto> {
    return this.likes.unlike(commentId, viewer.id);
  }
}

import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../auth/signed-in.guard';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { IsLikedDto, LikeStateDto } from './dto/like-state.dto';
import { LikesService } from './likes.service';
import { VIDEO_NOT_FOUND, VideoIdPipe } from '../common/id-pipes';

@ApiTags('videos')
@Controller('videos/:id')
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @Post('like')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Like a video (idempotent)',
    description:
      'Signed-in users only (401 for visitors). Liking a video you already like changes nothing. Returns whether you like it and its like count; 404 when it does not exist or is not visible to you.',
  })
  @ApiOkResponse({ type: LikeStateDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  like(@Param('id', VideoIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<LikeStateDto> {
    return this.likes.like(id, user.id);
  }

  @Delete('like')
  @SignedIn()
  @ApiOperation({
    summary: 'Remove your like (idempotent)',
    description:
      'Signed-in users only (401 for visitors). Removing a like you never gave changes nothing. Returns whether you like it and its like count; 404 when it does not exist or is not visible to you.',
  })
  @ApiOkResponse({ type: LikeStateDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  unlike(@Param('id', VideoIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<LikeStateDto> {
    return this.likes.unlike(id, user.id);
  }

  @Get('is-liked')
  @ApiOperation({
    summary: 'Whether the signed-in viewer likes the video (false for visitors)',
    description: 'Anyone, signed in or not. Returns isLiked (always false for visitors); 404 when the video does not exist or is not visible to you.',
  })
  @ApiOkResponse({ type: IsLikedDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  async isLiked(@Param('id', VideoIdPipe) id: string, @CurrentUser() viewer: SessionUser | undefined): Promise<IsLikedDto> {
    return { isLiked: await this.likes.isLiked(id, viewer?.id ?? null) };
  }
}

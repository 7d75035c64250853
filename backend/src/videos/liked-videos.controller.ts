import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { PageQueryDto } from '../common/pagination';
import { LikedVideosDto } from './dto/liked-videos.dto';
import { toVideoFeedDto } from './dto/video-feed.dto';
import { ACCESS_DENIED, LikedVideosService } from './liked-videos.service';
import { USER_NOT_FOUND, UserIdPipe } from '../common/id-pipes';

@ApiTags('videos')
@Controller('users')
export class LikedVideosController {
  constructor(private readonly likedVideos: LikedVideosService) {}

  @Get(':id/liked-videos')
  @ApiOperation({
    summary: "A user's liked videos, most recent like first: private to them unless they made their likes public",
    description:
      "The user themself always; anyone else only when they made their likes public (401 for visitors, 403 'Access denied' for other signed-in users). Returns a page of videos; pass nextCursor as ?cursor= for the next page.",
  })
  @ApiOkResponse({ type: LikedVideosDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in (and the likes are private)' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: ACCESS_DENIED })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: USER_NOT_FOUND })
  async list(@Param('id', UserIdPipe) userId: string, @Query() page: PageQueryDto, @CurrentUser() viewer: SessionUser | undefined): Promise<LikedVideosDto> {
    const { items, nextCursor } = await this.likedVideos.likedVideos(userId, viewer?.id ?? null, page);
    return { likedVideos: items.map(toVideoFeedDto), nextCursor };
  }
}

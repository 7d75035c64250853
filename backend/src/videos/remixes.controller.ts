import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { VIDEO_NOT_FOUND, VideoIdPipe } from '../common/id-pipes';
import { RemixesQueryDto } from './dto/remixes-query.dto';
import { VideoListDto, toVideoFeedDto } from './dto/video-feed.dto';
import { RemixesService } from './remixes.service';

@ApiTags('videos')
@Controller('videos/:id/remixes')
export class RemixesController {
  constructor(private readonly remixes: RemixesService) {}

  @Get()
  @ApiOperation({
    summary: 'The public remixes of a video, newest or most liked first: "Remixes (n)"',
    description:
      'Anyone, signed in or not. Returns a page of the videos naming it as their parent (ready, not hidden, not from creators you blocked or muted); pass nextCursor as ?cursor= for the next page (keyset: deep pages cost as much as the first). 404 when the video does not exist or is not visible to you.',
  })
  @ApiOkResponse({ type: VideoListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid sort, limit or cursor' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  async list(@Param('id', VideoIdPipe) id: string, @Query() query: RemixesQueryDto, @CurrentUser() viewer: SessionUser | undefined): Promise<VideoListDto> {
    const { items, nextCursor } = await this.remixes.page(id, viewer?.id ?? null, query.sort ?? 'newest', query);
    return { videos: items.map(toVideoFeedDto), nextCursor };
  }
}

import { Body, Controller, Delete, Get, NotFoundException, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { SignedIn } from '../auth/signed-in.guard';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RETRY_AFTER_HEADERS } from '../common/rate-limit/rate-limit-headers';
import { PageQueryDto } from '../common/pagination';
import { CreateVideoDto } from './dto/create-video.dto';
import { DeleteVideoResultDto, VIDEO_DELETED } from './dto/delete-video-result.dto';
import { FeedQueryDto } from './dto/feed-query.dto';
import { UpdateVideoDto } from './dto/update-video.dto';
import { VideoDetailDto, toVideoDetailDto } from './dto/video-detail.dto';
import { VideoFeedDto, VideoListDto, toVideoFeedDto } from './dto/video-feed.dto';
import { UserIdPipe, VIDEO_NOT_FOUND, VideoIdPipe } from '../common/id-pipes';
import { RemixesService } from './remixes.service';
import { VideoReadService } from './video-read.service';
import { VideosService } from './videos.service';
import { NeedsScope } from '../tokens/token-policy';

@ApiTags('videos')
@Controller('videos')
export class VideosController {
  constructor(
    private readonly reads: VideoReadService,
    private readonly videos: VideosService,
    private readonly remixes: RemixesService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      "The feed: newest first, ready videos only (a signed-in viewer's own processing videos included, with their status); ?tag= keeps the videos with that tag, ?tool= those made with that tool, ?verified=true those whose Content Credentials are valid",
    description:
      'Anyone, signed in or not. Returns a page of videos, each with its creator, counts and poster sources; pass nextCursor as ?cursor= for the next page. New uploads never move a video across a cursor.',
  })
  @ApiOkResponse({ type: VideoListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit, cursor, tag, tool or verified' })
  async feed(@Query() query: FeedQueryDto, @CurrentUser() viewer: SessionUser | undefined): Promise<VideoListDto> {
    const { items, nextCursor } = await this.reads.feed(viewer?.id ?? null, query, { tag: query.tag, tool: query.tool, verified: query.verified });
    return { videos: items.map(toVideoFeedDto), nextCursor };
  }

  @Get('user/:userId')
  @ApiOperation({
    summary: "A creator's videos, newest first (the creator also sees their own processing, hidden and failed ones)",
    description:
      "Anyone, signed in or not. Returns a page of the creator's videos; pass nextCursor as ?cursor= for the next page. 404 for a malformed user id.",
  })
  @ApiOkResponse({ type: VideoListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit or cursor' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Malformed user id' })
  async byCreator(
    @Param('userId', UserIdPipe) userId: string,
    @Query() page: PageQueryDto,
    @CurrentUser() viewer: SessionUser | undefined,
  ): Promise<VideoListDto> {
    const { items, nextCursor } = await this.reads.byCreator(userId, viewer?.id ?? null, page);
    return { videos: items.map(toVideoFeedDto), nextCursor };
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One video (its owner also sees it while processing, hidden or failed)',
    description:
      'Anyone, signed in or not. Returns the video with its creator, counts, duration, what its Content Credentials say and, for a remix, its lineage (remixOf: up to 10 ancestors); 404 when it does not exist or is not visible to you.',
  })
  @ApiOkResponse({ type: VideoDetailDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  async detail(@Param('id', VideoIdPipe) id: string, @CurrentUser() viewer: SessionUser | undefined): Promise<VideoDetailDto> {
    const row = await this.reads.findVisible(id, viewer?.id ?? null);
    if (!row) throw new NotFoundException(VIDEO_NOT_FOUND);
    return toVideoDetailDto(row, await this.remixes.ancestors(row, viewer?.id ?? null));
  }

  @Post()
  @SignedIn()
  @NeedsScope('upload')
  @ApiOperation({
    summary: 'Publish an uploaded file as a video (status processing until the worker has probed it)',
    description:
      'Signed-in users only (401 for visitors). First POST /api/objects/upload and PUT the file to the uploadURL; then send that URL as videoUrl with a title, a caption and the tool used (and parentId for a remix: 400 when that video does not exist, is not visible or still processing, 403 when its creator turned remixes off; its creator is notified). Returns the video (201) with status processing: it plays at once, and the worker then probes it, makes its poster and preview and marks it ready (or failed). Per-user upload quotas answer 429 with Retry-After.',
  })
  @ApiCreatedResponse({ type: VideoFeedDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Invalid fields, an upload that is not yours, not received, expired or used, or a parent that cannot be remixed',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Its creator does not allow remixes of this video' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'The uploaded file is not a video' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The uploaded file is over 5 GB or larger than requested' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Upload quota reached (Retry-After)', headers: RETRY_AFTER_HEADERS })
  async create(@Body() body: CreateVideoDto, @CurrentUser() user: SessionUser): Promise<VideoFeedDto> {
    const id = await this.videos.create(user.id, body);
    return toVideoFeedDto((await this.reads.findVisible(id, user.id))!);
  }

  @Patch(':id')
  @SignedIn()
  @ApiOperation({
    summary: 'Edit title, caption, prompt, tags, who may comment or remix, or the parent it remixes (owner only)',
    description:
      "Signed-in users only, on their own videos (403 'You can only edit your own videos'). Only the fields sent change; the title stays 1 to 80 characters. A parentId is checked as on upload and may not be the video itself or one of its own remixes (400). Returns the updated video; 404 when it does not exist.",
  })
  @ApiOkResponse({ type: VideoFeedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'You can only edit your own videos' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  async update(@Param('id', VideoIdPipe) id: string, @Body() body: UpdateVideoDto, @CurrentUser() user: SessionUser): Promise<VideoFeedDto> {
    await this.videos.update(id, user.id, body);
    const row = await this.reads.findVisible(id, user.id);
    if (!row) throw new NotFoundException(VIDEO_NOT_FOUND);
    return toVideoFeedDto(row);
  }

  @Delete(':id')
  @SignedIn()
  @ApiOperation({
    summary: 'Delete a video and its files (owner only)',
    description:
      "Signed-in users only, on their own videos (403 'You can only delete your own videos'). Deletes the video and its stored files. Returns the message 'Video deleted'; 404 when it does not exist.",
  })
  @ApiOkResponse({ type: DeleteVideoResultDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'You can only delete your own videos' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  async delete(@Param('id', VideoIdPipe) id: string, @CurrentUser() user: SessionUser): Promise<DeleteVideoResultDto> {
    await this.videos.delete(id, user.id);
    return { message: VIDEO_DELETED };
  }
}

import { Body, Controller, Delete, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../auth/signed-in.guard';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { ApiRateLimited } from '../common/rate-limit/rate-limit.decorator';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { NarrowedPageQueryDto } from '../videos/dto/narrowed-page-query.dto';
import { FeedPreferencesDto, NotInterestedDto } from './dto/not-interested.dto';
import { RankedVideoListDto, toRankedVideoDto } from './dto/ranked-video.dto';
import { FeedService } from './feed.service';
import { SNAPSHOTS_PER_VIEWER } from './for-you-snapshots';
import { NotInterestedService } from './not-interested.service';

@ApiTags('feed')
@Controller('feed')
export class FeedController {
  constructor(
    private readonly feeds: FeedService,
    private readonly notInterested: NotInterestedService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Get('for-you')
  @ApiOperation({
    summary: 'For You: ranked videos, each with the reasons it is shown',
    description:
      "Ranked by the worker's feed.rank score (engagement over age, Hacker News gravity, minus open reports), then per signed-in viewer: " +
      'followed creators and their tools boosted, their own and "Not interested" videos left out, those creators and tools down-weighted; ' +
      'for everyone: at most 2 videos of one creator in any 10 in a row, and one exploration slot in every 12 videos (the 4th, 16th, 28th…) for a new video with few views. ' +
      'Visitors get the same ranking without personalisation. ?tool= keeps the videos made with that tool, ?verified=true those whose Content Credentials are valid.\n\n' +
      'Cursor stability: the first page (no cursor) arranges the whole list once (up to 480 videos) as a snapshot kept for an hour; ' +
      'a cursor is a position in that snapshot. New uploads and score changes never move a video across a cursor, so no video is repeated ' +
      'or skipped while scrolling; they appear on the next first page. A video hidden, removed or marked "Not interested" since is left out ' +
      'of its page (the page may be shorter). A cursor belongs to its viewer, tool and ?verified=: with another viewer, ?tool= or ?verified=, or once expired, it answers 400. ' +
      'Scores are re-ranked every minute, so a first page asked again within the same minute reuses its snapshot (whatever its limit), until the viewer marks ' +
      '"Not interested", resets it, or follows or unfollows someone. ' +
      `A viewer keeps their ${SNAPSHOTS_PER_VIEWER} newest snapshots: a cursor into an older one answers 400 as an expired one. ` +
      'A first page that arranges a new list counts against a rate limit (per user, a visitor per address); other pages do not.',
  })
  @ApiOkResponse({ type: RankedVideoListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit, cursor, tool or verified' })
  @ApiRateLimited(['forYouArrange'], 'only first pages that arrange a new list')
  async forYou(
    @Query() query: NarrowedPageQueryDto,
    @CurrentUser() viewer: SessionUser | undefined,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RankedVideoListDto> {
    const arranging = () => this.rateLimiter.enforce(['forYouArrange'], req, reply);
    const { items, nextCursor } = await this.feeds.forYou(viewer?.id ?? null, query, arranging);
    return { videos: items.map(toRankedVideoDto), nextCursor };
  }

  @Get('following')
  @SignedIn()
  @ApiOperation({
    summary: 'Following: the videos of the creators you follow, newest first (each with the reason following)',
    description:
      'Keyset-paged on (upload time, id) like the Latest feed: new uploads never move a video across a cursor. ' +
      '?tool= keeps the videos made with that tool, ?verified=true those whose Content Credentials are valid.',
  })
  @ApiOkResponse({ type: RankedVideoListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid limit, cursor, tool or verified' })
  async following(@Query() query: NarrowedPageQueryDto, @CurrentUser() viewer: SessionUser): Promise<RankedVideoListDto> {
    const { items, nextCursor } = await this.feeds.following(viewer.id, query);
    return { videos: items.map(toRankedVideoDto), nextCursor };
  }

  @Post('not-interested')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({
    summary: '"Not interested": the video leaves your For You; its creator and tool count less for you (marking again changes nothing)',
    description:
      'Signed-in users only (401 for visitors). Answers 204 with no body; the next first page of For You leaves the video out. 404 when the video does not exist or is not visible to you.',
  })
  @ApiNoContentResponse({ description: 'Marked' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Malformed video id' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: VIDEO_NOT_FOUND })
  async markNotInterested(@Body() body: NotInterestedDto, @CurrentUser() viewer: SessionUser): Promise<void> {
    await this.notInterested.mark(viewer.id, body.videoId);
  }

  @Get('preferences')
  @SignedIn()
  @ApiOperation({
    summary: 'Your For You signals (how many videos you marked "Not interested")',
    description: 'Signed-in users only (401 for visitors). Returns how many videos you marked "Not interested"; DELETE on the same path resets them.',
  })
  @ApiOkResponse({ type: FeedPreferencesDto })
  async preferences(@CurrentUser() viewer: SessionUser): Promise<FeedPreferencesDto> {
    return { notInterestedCount: await this.notInterested.count(viewer.id) };
  }

  @Delete('preferences')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Reset your "Not interested" signals',
    description:
      'Signed-in users only (401 for visitors). Forgets every "Not interested" mark: those videos, creators and tools count as before on your next For You. Answers 204 with no body.',
  })
  @ApiNoContentResponse({ description: 'Reset' })
  async resetPreferences(@CurrentUser() viewer: SessionUser): Promise<void> {
    await this.notInterested.reset(viewer.id);
  }
}

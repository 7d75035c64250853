import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ErrorResponseDto } from '../common/error-response.dto';
import { toVideoFeedDto } from '../videos/dto/video-feed.dto';
import { SearchQueryDto, SearchTextDto } from './dto/search-query.dto';
import { PopularTagsDto, SearchResultsDto, SearchSuggestionsDto, toSearchCreatorDto } from './dto/search-results.dto';
import { SEARCH_CANDIDATES, SEARCH_STATEMENT_TIMEOUT_MS } from '@genalpha/db';
import { SearchService } from './search.service';

const POPULAR_TAGS = 12;
const TOO_SLOW = `The search ran longer than ${SEARCH_STATEMENT_TIMEOUT_MS / 1000} s (with Retry-After)`;

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get()
  @ApiOperation({
    summary: 'Search videos, creators or tags',
    description:
      'Videos: every word must match, whole (title and tags weigh most, then prompt, then caption, tool and creator names; accents ignored); ' +
      'a word the videos do not hold also matches the known words one or two letters off. "exact phrase", -word, tool:veo-3 and #tag ' +
      'are understood. Ranked by text relevance times the engagement score feed.rank keeps (the loved first among equally good matches), among the ' +
      `first ${SEARCH_CANDIDATES} matches the index gives (all of them for a query with no more); filtered by ?tool=, ?verified=, ?aspectRatio=, ?uploaded=. Visible as in the feeds. ` +
      'Creators: listed creators whose username or display name holds the words or a word close to them, ranked by their leaderboard score ' +
      '(total views) alone, keyset-paged on it. ' +
      'Tags: tags starting with the last word (or #tag), most used first, then by name; cursor-paged like the others. ' +
      'A ranking is shared by every viewer and reused for 15 s, so its pages (keyset-paged on the score) are read from one list; later, a video ' +
      'whose engagement changed may move. A video hidden since it was ranked is left out of its page. Blank q answers 400; a q with nothing searchable (only ' +
      'punctuation or emoji) answers no results.',
  })
  @ApiOkResponse({ type: SearchResultsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Blank q, or an invalid type, limit, cursor, tool, verified, aspectRatio or uploaded' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: TOO_SLOW })
  async find(@Query() query: SearchQueryDto, @CurrentUser() viewer: SessionUser | undefined): Promise<SearchResultsDto> {
    const viewerId = viewer?.id ?? null;
    const none = { videos: [], creators: [], tags: [], words: [], nextCursor: null };
    switch (query.type ?? 'videos') {
      case 'videos': {
        const { items, nextCursor, words } = await this.search.videos(viewerId, query);
        return { ...none, videos: items.map(toVideoFeedDto), words, nextCursor };
      }
      case 'creators': {
        const { items, nextCursor } = await this.search.creators(viewerId, query);
        return { ...none, creators: items.map(toSearchCreatorDto), nextCursor };
      }
      case 'tags': {
        const { items, nextCursor } = await this.search.tags(query);
        return { ...none, tags: items, nextCursor };
      }
    }
  }

  @Get('suggest')
  @ApiOperation({
    summary: 'As-you-type suggestions: up to 3 creators, 3 tags and 5 video titles',
    description:
      'Matched as GET /api/search matches (typos forgiven), except that the last word, being typed, matches as a prefix unless a space follows it; ' +
      'the titles are the best of the first 60 matches.',
  })
  @ApiOkResponse({ type: SearchSuggestionsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Blank q' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: TOO_SLOW })
  async suggest(@Query() { q }: SearchTextDto, @CurrentUser() viewer: SessionUser | undefined): Promise<SearchSuggestionsDto> {
    const { creators, tags, videos } = await this.search.suggest(viewer?.id ?? null, q);
    return {
      creators: creators.map(toSearchCreatorDto),
      tags,
      videos: videos.map((video) => ({ id: video.id, title: video.title, creatorDisplayName: video.creatorDisplayName })),
    };
  }

  @Get('popular-tags')
  @ApiOperation({ summary: 'The most used tags', description: `Up to ${POPULAR_TAGS} tags with their video counts: what an empty search suggests.` })
  @ApiOkResponse({ type: PopularTagsDto })
  async popularTags(): Promise<PopularTagsDto> {
    return { tags: await this.search.popularTags(POPULAR_TAGS) };
  }
}

import { ApiProperty, PickType } from '@nestjs/swagger';
import type { SearchCreatorRow } from '@genalpha/db';
import { avatarSourcesOf } from '../../common/image-source.dto';
import { CreatorDto } from '../../creators/dto/creator.dto';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';
import { ALPHA_USER_NUMBERS } from '../../social/dto/user-profile.dto';
import { VideoFeedDto } from '../../videos/dto/video-feed.dto';

export class SearchCreatorDto extends PickType(CreatorDto, [
  'id',
  'username',
  'displayName',
  'avatarUrl',
  'avatarSources',
  'totalViews',
  'followersCount',
  'videosCount',
  'isAlpha',
] as const) {
  @ApiProperty({ description: 'Their leaderboard score: the matching creators are ranked by it' })
  declare totalViews: number;
}

export class SearchTagDto {
  @ApiProperty({ example: 'cyberpunk', description: 'The tag, lowercase, without #' })
  tag!: string;

  @ApiProperty({ example: 128, description: 'How many publicly visible videos carry it' })
  videos!: number;
}

export class SearchResultsDto {
  @ApiProperty({ type: [VideoFeedDto], description: 'type=videos: the matches, best first (text relevance, then engagement); empty for other types' })
  videos!: VideoFeedDto[];

  @ApiProperty({ type: [SearchCreatorDto], description: 'type=creators: the matches by leaderboard score; empty for other types' })
  creators!: SearchCreatorDto[];

  @ApiProperty({ type: [SearchTagDto], description: 'type=tags: tags starting with the last word, most used first; empty for other types' })
  tags!: SearchTagDto[];

  @ApiProperty({
    type: [String],
    example: ['cinematik', 'cinematic', 'dragn', 'dragon'],
    description: 'The words the results matched (as typed and as corrected, lowercase): what to highlight, as a prefix, in titles and prompts',
  })
  words!: string[];

  @ApiProperty({ example: NEXT_CURSOR_EXAMPLE, type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last page' })
  nextCursor!: string | null;
}

export class VideoSuggestionDto {
  @ApiProperty({ example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Cinematic dragon over the fjord' })
  title!: string;

  @ApiProperty({ example: 'Ada Lovelace', description: "The creator's display name" })
  creatorDisplayName!: string;
}

export class SearchSuggestionsDto {
  @ApiProperty({ type: [SearchCreatorDto], description: 'Up to 3 creators' })
  creators!: SearchCreatorDto[];

  @ApiProperty({ type: [SearchTagDto], description: 'Up to 3 tags starting with the last word' })
  tags!: SearchTagDto[];

  @ApiProperty({ type: [VideoSuggestionDto], description: 'Up to 5 video titles, best match first' })
  videos!: VideoSuggestionDto[];
}

export class PopularTagsDto {
  @ApiProperty({ type: [SearchTagDto], description: 'The most used tags, for a search with no results or before one' })
  tags!: SearchTagDto[];
}

export const toSearchCreatorDto = (row: SearchCreatorRow): SearchCreatorDto => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  avatarUrl: row.avatarUrl,
  avatarSources: avatarSourcesOf(row.avatarUrl),
  totalViews: Number(row.totalViews),
  followersCount: row.followersCount,
  videosCount: row.videosCount,
  isAlpha: row.userNumber <= ALPHA_USER_NUMBERS,
});

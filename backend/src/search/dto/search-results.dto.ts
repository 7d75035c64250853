import { ApiProperty } from '@nestjs/swagger';
import type { SearchCreatorRow } from '@genalpha/db';
import { ImageSourceDto, avatarSourcesOf } from '../../common/image-source.dto';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';
import { ALPHA_USER_NUMBERS } from '../../social/dto/user-profile.dto';
import { VideoFeedDto } from '../../videos/dto/video-feed.dto';

export class SearchCreatorDto {
  @ApiProperty({ example: '0b6f3c1e-8d2a-4f6b-9c3e-2a1d5e7f9b0c', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'adalovelace' })
  username!: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  displayName!: string;

  @ApiProperty({ example: '/objects/avatars/0b6f3c1e-8d2a-4f6b-9c3e-2a1d5e7f9b0c/5e2d8a4c-1f3b-4e6a-8c7d-9b0a1e2f3c4d.jpg', type: String, nullable: true })
  avatarUrl!: string | null;

  @ApiProperty({ type: [ImageSourceDto], description: 'The avatar in 48 and 256 px, WebP and JPEG; empty when there is none yet' })
  avatarSources!: ImageSourceDto[];

  @ApiProperty({ example: 24576, description: 'Their leaderboard score: the matching creators are ranked by it' })
  totalViews!: number;

  @ApiProperty({ example: 42 })
  followersCount!: number;

  @ApiProperty({ example: 12 })
  videosCount!: number;

  @ApiProperty({ example: true, description: `userNumber ≤ ${ALPHA_USER_NUMBERS}: one of the "generationalpha"` })
  isAlpha!: boolean;
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

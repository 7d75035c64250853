import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { NAMED_ASPECT_RATIOS } from '@genalpha/shared';
import { NarrowedPageQueryDto } from '../../videos/dto/narrowed-page-query.dto';
import { MAX_QUERY_LENGTH } from '../search-terms';

export const SEARCH_TYPES = ['videos', 'creators', 'tags'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const UPLOAD_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type UploadPeriod = (typeof UPLOAD_PERIODS)[number];

/** A query as typed: cut to MAX_QUERY_LENGTH (longer ones are cut, not refused). */
const cutQuery = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.slice(0, MAX_QUERY_LENGTH) : value);
const QUERY_EMPTY = 'q must not be empty: type something to search for';
const QUERY_DESCRIPTION =
  `What was typed (cut to ${MAX_QUERY_LENGTH} characters). Words match anywhere in title, tags, prompt, caption, tool and creator names, ` +
  'in suggestions the last one as a prefix (it is being typed), a word one or two letters off as the word it misspells. "exact phrase", -word to exclude, ' +
  'tool:veo-3 (a tool by its name), #tag.';

/** `?q=`: what was typed in the search box. */
export class SearchTextDto {
  @ApiProperty({ example: 'cinematik dragn', description: QUERY_DESCRIPTION })
  @Transform(cutQuery)
  @IsNotEmpty({ message: QUERY_EMPTY })
  @IsString({ message: 'q must be text' })
  q!: string;
}

/** `GET /api/search`: a page of one kind of result, videos narrowed as a feed is and more. */
export class SearchQueryDto extends NarrowedPageQueryDto {
  @ApiProperty({ example: 'cinematic dragon -sora tool:veo-3', description: QUERY_DESCRIPTION })
  @Transform(cutQuery)
  @IsNotEmpty({ message: QUERY_EMPTY })
  @IsString({ message: 'q must be text' })
  q!: string;

  @ApiPropertyOptional({ enum: SEARCH_TYPES, enumName: 'SearchType', default: 'videos', description: 'Which results: videos, creators or tags' })
  @IsOptional()
  @IsIn(SEARCH_TYPES, { message: `type must be one of: ${SEARCH_TYPES.join(', ')}` })
  type?: SearchType;

  @ApiPropertyOptional({ enum: NAMED_ASPECT_RATIOS, enumName: 'SearchAspectRatio', description: 'Videos: only this aspect ratio' })
  @IsOptional()
  @IsIn(NAMED_ASPECT_RATIOS, { message: `aspectRatio must be one of: ${NAMED_ASPECT_RATIOS.join(', ')}` })
  aspectRatio?: (typeof NAMED_ASPECT_RATIOS)[number];

  @ApiPropertyOptional({ enum: UPLOAD_PERIODS, enumName: 'UploadPeriod', description: 'Videos: only those uploaded in the last day, week, month or year' })
  @IsOptional()
  @IsIn(UPLOAD_PERIODS, { message: `uploaded must be one of: ${UPLOAD_PERIODS.join(', ')}` })
  uploaded?: UploadPeriod;
}

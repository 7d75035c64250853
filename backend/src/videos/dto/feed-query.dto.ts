import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, NotContains } from 'class-validator';
import { MAX_TAG_LENGTH } from '@genalpha/shared';
import { NarrowedPageQueryDto } from './narrowed-page-query.dto';

export const TAG_INVALID = 'tag must be one tag (no commas)';

/** `GET /api/videos`: a page of the feed, optionally only the videos carrying one tag, made with one tool, or with valid Content Credentials. */
export class FeedQueryDto extends NarrowedPageQueryDto {
  @ApiPropertyOptional({
    maxLength: MAX_TAG_LENGTH,
    description: 'Only videos with this tag, or with #tag in their caption (any letter case; a leading # is ignored)',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/^#/, '').trim() : value))
  @NotContains(',', { message: TAG_INVALID })
  @NotContains('\u0000', { message: TAG_INVALID })
  @MaxLength(MAX_TAG_LENGTH, { message: `tag must be ${MAX_TAG_LENGTH} characters or less` })
  @IsNotEmpty({ message: 'tag must not be empty' })
  @IsString({ message: TAG_INVALID })
  tag?: string;
}

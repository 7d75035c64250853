import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  CAPTION_MAX,
  CAPTION_REQUIRED,
  CAPTION_TOO_LONG,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  PROMPT_INVALID,
  PROMPT_MAX,
  PROMPT_TOO_LONG,
  TITLE_MAX,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from '@genalpha/shared';
import { normalisedTags, trimmed } from './text-transforms';
import { IsTagList } from './video-validators';

const given = (_: object, value: unknown) => value !== undefined;

/** Absent fields stay as they are. */
export class UpdateVideoDto {
  @ApiPropertyOptional({ maxLength: TITLE_MAX, description: 'Trimmed; must not be blank' })
  @ValidateIf(given)
  @Transform(trimmed)
  @MaxLength(TITLE_MAX, { message: TITLE_TOO_LONG })
  @IsNotEmpty({ message: TITLE_REQUIRED })
  @IsString({ message: TITLE_REQUIRED })
  title?: string;

  @ApiPropertyOptional({ maxLength: CAPTION_MAX, description: 'Trimmed; must not be blank' })
  @ValidateIf(given)
  @Transform(trimmed)
  @MaxLength(CAPTION_MAX, { message: CAPTION_TOO_LONG })
  @IsNotEmpty({ message: CAPTION_REQUIRED })
  @IsString({ message: CAPTION_REQUIRED })
  caption?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROMPT_MAX, description: 'Trimmed; blank or null removes the prompt' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(PROMPT_MAX, { message: PROMPT_TOO_LONG })
  @IsString({ message: PROMPT_INVALID })
  prompt?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `Comma-separated; stored trimmed, deduplicated, empties dropped, joined with ', ' (at most ${MAX_TAGS} tags of ${MAX_TAG_LENGTH} characters). Blank or null removes every tag.`,
  })
  @IsOptional()
  @Transform(normalisedTags)
  @IsTagList()
  @IsString({ message: 'Tags must be text' })
  tags?: string | null;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ASPECT_RATIOS,
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
  TOOL_OPTIONS,
  ToolOption,
} from '@genalpha/shared';
import { normalisedTags, trimmed } from './text-transforms';
import { VIDEO_URL_MAX } from './video-limits';
import { IsAspectRatio, IsTagList } from './video-validators';

export const TOOL_REQUIRED = 'Please select the AI tool used';
export const VIDEO_URL_REQUIRED = 'Video URL is required';

export class CreateVideoDto {
  @ApiProperty({ maxLength: TITLE_MAX, example: 'Neon city at dusk', description: 'Trimmed; must not be blank' })
  @Transform(trimmed)
  @MaxLength(TITLE_MAX, { message: TITLE_TOO_LONG })
  @IsNotEmpty({ message: TITLE_REQUIRED })
  @IsString({ message: TITLE_REQUIRED })
  title!: string;

  @ApiProperty({ maxLength: CAPTION_MAX, example: 'A slow pan over a rain-soaked street', description: 'Trimmed; must not be blank' })
  @Transform(trimmed)
  @MaxLength(CAPTION_MAX, { message: CAPTION_TOO_LONG })
  @IsNotEmpty({ message: CAPTION_REQUIRED })
  @IsString({ message: CAPTION_REQUIRED })
  caption!: string;

  @ApiProperty({ enum: TOOL_OPTIONS, enumName: 'ToolUsed', example: 'openai-sora' })
  @IsIn(TOOL_OPTIONS, { message: TOOL_REQUIRED })
  toolUsed!: ToolOption;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROMPT_MAX, description: 'Trimmed; blank means none' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(PROMPT_MAX, { message: PROMPT_TOO_LONG })
  @IsString({ message: PROMPT_INVALID })
  prompt?: string | null;

  @ApiPropertyOptional({
    type: String,
    default: 'auto',
    example: '16:9',
    description: `One of ${ASPECT_RATIOS.join(', ')}, or a raw width:height of positive integers. 'auto' (or absent) lets the server detect it.`,
  })
  @IsOptional()
  @IsAspectRatio()
  aspectRatio?: string;

  @ApiPropertyOptional({
    type: String,
    example: 'cyberpunk, rain, city',
    description: `Comma-separated; stored trimmed, deduplicated, empties dropped, joined with ', ' (at most ${MAX_TAGS} tags of ${MAX_TAG_LENGTH} characters)`,
  })
  @IsOptional()
  @Transform(normalisedTags)
  @IsTagList()
  @IsString({ message: 'Tags must be text' })
  tags?: string;

  @ApiProperty({ maxLength: VIDEO_URL_MAX, description: 'The uploadURL from POST /api/objects/upload that the file was PUT to' })
  @MaxLength(VIDEO_URL_MAX, { message: 'Invalid video URL' })
  @IsNotEmpty({ message: VIDEO_URL_REQUIRED })
  @IsString({ message: VIDEO_URL_REQUIRED })
  videoUrl!: string;
}

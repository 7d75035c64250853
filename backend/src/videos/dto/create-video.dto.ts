import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { ASPECT_RATIOS, TOOL_OPTIONS, ToolOption } from '@genalpha/shared';
import { CommentsAllowed } from '@genalpha/db';
import { isGiven } from '../../common/text-transforms';
import {
  CAPTION_API,
  COMMENTS_ALLOWED_API,
  CaptionRules,
  CommentsAllowedRules,
  PROMPT_API,
  PromptRules,
  TAGS_DESCRIPTION,
  TITLE_API,
  TagsRules,
  TitleRules,
} from './video-fields';
import { VIDEO_URL_MAX } from './video-limits';
import { IsAspectRatio } from './video-validators';

export const TOOL_REQUIRED = 'Please select the AI tool used';
export const VIDEO_URL_REQUIRED = 'Video URL is required';

export class CreateVideoDto {
  @ApiProperty({ ...TITLE_API, example: 'Neon city at dusk' })
  @TitleRules()
  title!: string;

  @ApiProperty({ ...CAPTION_API, example: 'A slow pan over a rain-soaked street' })
  @CaptionRules()
  caption!: string;

  @ApiProperty({ enum: TOOL_OPTIONS, enumName: 'ToolUsed', example: 'openai-sora' })
  @IsIn(TOOL_OPTIONS, { message: TOOL_REQUIRED })
  toolUsed!: ToolOption;

  @ApiPropertyOptional({
    example: 'Slow dolly shot down a neon-lit street at dusk, rain, reflections, 35mm',
    ...PROMPT_API,
    description: 'Trimmed; blank means none',
  })
  @PromptRules()
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

  @ApiPropertyOptional({ type: String, example: 'cyberpunk, rain, city', description: TAGS_DESCRIPTION })
  @TagsRules()
  tags?: string;

  @ApiPropertyOptional({ ...COMMENTS_ALLOWED_API, description: `${COMMENTS_ALLOWED_API.description}. Everyone when left out.` })
  @CommentsAllowedRules()
  commentsAllowed?: CommentsAllowed;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1',
    description:
      'The video this one remixes (claimed; shown as verified when its Content Credentials name it). It must be public and allow remixes (your own videos always may be remixed), else 400 or 403.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'parentId must be a video id' })
  parentId?: string | null;

  @ApiPropertyOptional({ type: Boolean, example: true, description: 'Whether others may remix it (on when left out)' })
  @ValidateIf(isGiven)
  @IsBoolean({ message: 'allowRemixes must be true or false' })
  allowRemixes?: boolean;

  @ApiProperty({
    example: 'http://localhost:3000/objects/uploads/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1?expires=1763803600&signature=abc',
    maxLength: VIDEO_URL_MAX,
    description: 'The uploadURL from POST /api/objects/upload that the file was PUT to',
  })
  @MaxLength(VIDEO_URL_MAX, { message: 'Invalid video URL' })
  @IsNotEmpty({ message: VIDEO_URL_REQUIRED })
  @IsString({ message: VIDEO_URL_REQUIRED })
  videoUrl!: string;
}

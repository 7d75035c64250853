import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsUUID, ValidateIf } from 'class-validator';
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

/** Absent fields stay as they are. */
export class UpdateVideoDto {
  @ApiPropertyOptional({ ...TITLE_API, example: "Neon city at dusk (director's cut)" })
  @ValidateIf(isGiven)
  @TitleRules()
  title?: string;

  @ApiPropertyOptional({ ...CAPTION_API, example: 'A slow pan over a rain-soaked street' })
  @ValidateIf(isGiven)
  @CaptionRules()
  caption?: string;

  @ApiPropertyOptional({
    example: 'Slow dolly shot down a neon-lit street at dusk, rain, reflections, 35mm',
    ...PROMPT_API,
    description: 'Trimmed; blank or null removes the prompt',
  })
  @PromptRules()
  prompt?: string | null;

  @ApiPropertyOptional({ example: 'cyberpunk, rain, city', type: String, nullable: true, description: `${TAGS_DESCRIPTION}. Blank or null removes every tag.` })
  @TagsRules()
  tags?: string | null;

  @ApiPropertyOptional(COMMENTS_ALLOWED_API)
  @CommentsAllowedRules()
  commentsAllowed?: CommentsAllowed;

  @ApiPropertyOptional({ type: Boolean, description: 'Whether others may remix it; turning it off refuses new remixes, existing ones stay' })
  @ValidateIf(isGiven)
  @IsBoolean({ message: 'allowRemixes must be true or false' })
  allowRemixes?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1',
    description:
      'Names the video this one remixes (claimed), with the same checks as on upload; never itself or one of its own remixes. null removes the link.',
  })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsUUID('all', { message: 'parentId must be a video id' })
  parentId?: string | null;
}

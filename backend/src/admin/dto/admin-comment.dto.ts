import { ApiProperty } from '@nestjs/swagger';
import { COMMENT_MODERATION_STATES, CommentModerationState } from '@genalpha/db';
import { AdminCreatorDto } from './admin-video.dto';

/** A comment as staff see it, whatever its state. */
export class AdminCommentDto {
  @ApiProperty({ example: 'c3a9e7b2-4d1f-4a6e-9b8c-2f7d1e0a5b64', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Buy followers at example.com' })
  text!: string;

  @ApiProperty({ example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1', format: 'uuid' })
  videoId!: string;

  @ApiProperty({ example: 'Neon city at dusk' })
  videoTitle!: string;

  @ApiProperty({ type: AdminCreatorDto, description: 'Its author' })
  author!: AdminCreatorDto;

  @ApiProperty({
    example: 'none',
    enum: COMMENT_MODERATION_STATES,
    enumName: 'CommentModerationState',
    description: 'none: shown; pending_review: hidden by reports until staff decide; removed: hidden by staff',
  })
  moderationState!: CommentModerationState;

  @ApiProperty({ example: null, type: String, nullable: true, description: "The removal's reason, shown to the author" })
  moderationReason!: string | null;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;
}

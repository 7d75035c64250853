import { ApiProperty, PickType } from '@nestjs/swagger';
import { USER_ROLES, UserRole } from '@genalpha/shared';
import { VIDEO_MODERATION_STATES, VIDEO_STATUSES, VideoModerationState, VideoStatus } from '@genalpha/db';
import { UserSummaryDto } from '../../common/user-summary.dto';
import { VideoFeedDto } from '../../videos/dto/video-feed.dto';

export class AdminCreatorDto extends UserSummaryDto {
  @ApiProperty({
    enum: USER_ROLES,
    enumName: 'UserRole',
    example: 'user',
    description: "Staff cannot decide on their own videos, nor moderators on an admin's",
  })
  role!: UserRole;

  @ApiProperty({ example: false, description: 'Suspended: their videos and comments are hidden from everyone' })
  isBanned!: boolean;
}

/** A video as staff see it, whatever its state: enough to play it in the console and decide. */
export class AdminVideoDto extends PickType(VideoFeedDto, ['id', 'title', 'caption', 'toolUsed', 'verifiedTool', 'credentialsState'] as const) {
  @ApiProperty({
    example: '/objects/videos/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1/poster.jpg',
    type: String,
    nullable: true,
    description: 'Poster image; null until the worker made one',
  })
  thumbnailUrl!: string | null;

  @ApiProperty({ example: '/objects/uploads/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1', description: 'What the browser plays' })
  videoUrl!: string;

  @ApiProperty({ example: '/objects/uploads/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1', description: 'The file as uploaded' })
  originalUrl!: string;

  @ApiProperty({ example: '16:9' })
  aspectRatio!: string;

  @ApiProperty({ example: 1920, type: 'integer', nullable: true })
  width!: number | null;

  @ApiProperty({ example: 1080, type: 'integer', nullable: true })
  height!: number | null;

  @ApiProperty({ example: 8.4, type: Number, nullable: true })
  durationSeconds!: number | null;

  @ApiProperty({ example: 'ready', enum: VIDEO_STATUSES, enumName: 'VideoStatus' })
  status!: VideoStatus;

  @ApiProperty({ example: null, type: String, nullable: true, description: 'Why processing failed' })
  failureReason!: string | null;

  @ApiProperty({ example: true, description: 'Hidden from everyone but its owner (pending review, removed or failed)' })
  isHidden!: boolean;

  @ApiProperty({ example: false, description: 'Whether visitors see it right now (not hidden, not failed, creator not suspended)' })
  isPublic!: boolean;

  @ApiProperty({ example: 'pending_review', enum: VIDEO_MODERATION_STATES, enumName: 'VideoModerationState' })
  moderationState!: VideoModerationState;

  @ApiProperty({ example: null, type: String, nullable: true, description: 'The reason given when it was removed' })
  moderationReason!: string | null;

  @ApiProperty({
    example: '2026-11-24T19:12:00.000Z',
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When its moderation state last changed',
  })
  moderatedAt!: string | null;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    example: false,
    description: "Its valid Content Credentials name another tool than the uploader's toolUsed (the manifest's is the one shown; staff see both)",
  })
  toolDisputed!: boolean;

  @ApiProperty({ type: AdminCreatorDto })
  creator!: AdminCreatorDto;
}

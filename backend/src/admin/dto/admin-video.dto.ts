import { ApiProperty, PickType } from '@nestjs/swagger';
import { VIDEO_MODERATION_STATES, VIDEO_STATUSES, VideoModerationState, VideoStatus } from '@genalpha/shared';
import { UserSummaryDto } from '../../common/user-summary.dto';
import { VideoFeedDto } from '../../videos/dto/video-feed.dto';

export class AdminCreatorDto extends UserSummaryDto {
  @ApiProperty({ description: 'Suspended: their videos and comments are hidden from everyone' })
  isBanned!: boolean;
}

/** A video as staff see it, whatever its state: enough to play it in the console and decide. */
export class AdminVideoDto extends PickType(VideoFeedDto, ['id', 'title', 'caption', 'toolUsed', 'verifiedTool', 'credentialsState'] as const) {
  @ApiProperty({ type: String, nullable: true, description: 'Poster image; null until the worker made one' })
  thumbnailUrl!: string | null;

  @ApiProperty({ description: 'What the browser plays' })
  videoUrl!: string;

  @ApiProperty({ description: 'The file as uploaded' })
  originalUrl!: string;

  @ApiProperty({ example: '16:9' })
  aspectRatio!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  width!: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  height!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  durationSeconds!: number | null;

  @ApiProperty({ enum: VIDEO_STATUSES, enumName: 'VideoStatus' })
  status!: VideoStatus;

  @ApiProperty({ type: String, nullable: true, description: 'Why processing failed' })
  failureReason!: string | null;

  @ApiProperty({ description: 'Hidden from everyone but its owner (pending review, removed or failed)' })
  isHidden!: boolean;

  @ApiProperty({ description: 'Whether visitors see it right now (not hidden, not failed, creator not suspended)' })
  isPublic!: boolean;

  @ApiProperty({ enum: VIDEO_MODERATION_STATES, enumName: 'VideoModerationState' })
  moderationState!: VideoModerationState;

  @ApiProperty({ type: String, nullable: true, description: 'The reason given when it was removed' })
  moderationReason!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When its moderation state last changed' })
  moderatedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    description: "Its valid Content Credentials name another tool than the uploader's toolUsed (the manifest's is the one shown; staff see both)",
  })
  toolDisputed!: boolean;

  @ApiProperty({ type: AdminCreatorDto })
  creator!: AdminCreatorDto;
}

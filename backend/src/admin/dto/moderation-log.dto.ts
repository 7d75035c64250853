import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import {
  MODERATION_LOG_ACTIONS,
  MODERATION_TARGET_TYPES,
  ModerationLogAction,
  ModerationTargetType,
  USER_ROLES,
  UserRole,
  VIDEO_MODERATION_STATES,
  VideoModerationState,
} from '@genalpha/shared';
import { PageQueryDto } from '../../common/pagination';

export class ModerationLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this video's or user's history" })
  @IsOptional()
  @IsUUID('all', { message: 'targetId must be a UUID' })
  targetId?: string;
}

export class ModerationActorDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, description: 'As it was when they acted' })
  username!: string | null;

  @ApiProperty({ description: 'As it was when they acted' })
  displayName!: string;
}

/** What an action changed besides its target's state. */
export class ModerationDetailsDto {
  @ApiPropertyOptional({ type: 'integer', description: 'video.restored / video.removed: open reports dismissed or upheld' })
  reportsResolved?: number;

  @ApiPropertyOptional({
    enum: VIDEO_MODERATION_STATES,
    enumName: 'VideoModerationState',
    description: "video.restored / video.removed: the video's state before",
  })
  previousState?: VideoModerationState;

  @ApiPropertyOptional({ type: 'integer', description: 'user.banned: sessions ended' })
  sessionsEnded?: number;

  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'UserRole', description: 'user.role_changed' })
  fromRole?: UserRole;

  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'UserRole', description: 'user.role_changed' })
  toRole?: UserRole;
}

export class ModerationLogEntryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    enum: MODERATION_LOG_ACTIONS,
    enumName: 'ModerationLogAction',
    description: 'video.hidden is automatic (three counted reports, or the worker found the file undecodable): its actor is null',
  })
  action!: ModerationLogAction;

  @ApiProperty({ type: ModerationActorDto, nullable: true, description: 'The moderator or admin; null when GenAlpha acted on its own' })
  actor!: ModerationActorDto | null;

  @ApiProperty({ enum: MODERATION_TARGET_TYPES, enumName: 'ModerationTargetType' })
  targetType!: ModerationTargetType;

  @ApiProperty({ format: 'uuid' })
  targetId!: string;

  @ApiProperty({ description: "The video's title or the user's @username (or display name) at the time" })
  targetLabel!: string;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ type: ModerationDetailsDto })
  details!: ModerationDetailsDto;
}

export class ModerationLogPageDto {
  @ApiProperty({ type: [ModerationLogEntryDto], description: 'Newest first' })
  entries!: ModerationLogEntryDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last page' })
  nextCursor!: string | null;
}

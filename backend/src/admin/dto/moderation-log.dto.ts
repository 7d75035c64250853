import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { USER_ROLES, UserRole } from '@genalpha/shared';
import {
  APPEAL_TARGET_TYPES,
  AppealTargetType,
  MODERATION_LOG_ACTIONS,
  MODERATION_TARGET_TYPES,
  ModerationLogAction,
  ModerationTargetType,
  VIDEO_MODERATION_STATES,
  VideoModerationState,
} from '@genalpha/db';
import { NEXT_CURSOR_EXAMPLE, PageQueryDto } from '../../common/pagination';

export class ModerationLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this video's, comment's, user's or appeal's history" })
  @IsOptional()
  @IsUUID('all', { message: 'targetId must be a UUID' })
  targetId?: string;
}

export class ModerationActorDto {
  @ApiProperty({ example: '5e2d8a4c-1f3b-4e6a-8c7d-9b0a1e2f3c4d', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'grace', type: String, nullable: true, description: 'As it was when they acted' })
  username!: string | null;

  @ApiProperty({ example: 'Grace Hopper', description: 'As it was when they acted' })
  displayName!: string;
}

/** What an action changed besides its target's state. */
export class ModerationDetailsDto {
  @ApiPropertyOptional({ example: 3, type: 'integer', description: 'Decisions on a video, comment or account: its open reports dismissed or upheld' })
  reportsResolved?: number;

  @ApiPropertyOptional({
    example: 'pending_review',
    enum: VIDEO_MODERATION_STATES,
    enumName: 'VideoModerationState',
    description: "video.restored / video.removed: the video's state before",
  })
  previousState?: VideoModerationState;

  @ApiPropertyOptional({ type: 'integer', example: 2, description: 'user.banned: sessions ended' })
  sessionsEnded?: number;

  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'UserRole', description: 'user.role_changed' })
  fromRole?: UserRole;

  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'UserRole', description: 'user.role_changed' })
  toRole?: UserRole;

  @ApiPropertyOptional({ enum: APPEAL_TARGET_TYPES, enumName: 'AppealTargetType', description: 'appeal.*: what the appeal contests' })
  appealedType?: AppealTargetType;

  @ApiPropertyOptional({ format: 'uuid', example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1', description: 'appeal.*: the video, comment or account' })
  appealedId?: string;

  @ApiPropertyOptional({ format: 'uuid', example: 'e1d2c3b4-a5f6-4789-8abc-def012345678', description: 'appeal.*: the log entry of the decision appealed' })
  decisionId?: string;
}

export class ModerationLogEntryDto {
  @ApiProperty({ example: 'e1d2c3b4-a5f6-4789-8abc-def012345678', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    example: 'video.removed',
    enum: MODERATION_LOG_ACTIONS,
    enumName: 'ModerationLogAction',
    description: 'video.hidden is automatic (three counted reports, or the worker found the file undecodable): its actor is null',
  })
  action!: ModerationLogAction;

  @ApiProperty({
    type: ModerationActorDto,
    nullable: true,
    description: 'The moderator or admin; null when GenAlpha acted on its own (an automatic hide, or a role set on the server: the reason says how)',
  })
  actor!: ModerationActorDto | null;

  @ApiProperty({ example: 'video', enum: MODERATION_TARGET_TYPES, enumName: 'ModerationTargetType' })
  targetType!: ModerationTargetType;

  @ApiProperty({ example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1', format: 'uuid' })
  targetId!: string;

  @ApiProperty({ example: 'Neon city at dusk', description: "The video's title or the user's @username (or display name) at the time" })
  targetLabel!: string;

  @ApiProperty({ example: 'Spam: the same clip posted twenty times', type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ type: ModerationDetailsDto })
  details!: ModerationDetailsDto;
}

export class ModerationLogPageDto {
  @ApiProperty({ type: [ModerationLogEntryDto], description: 'Newest first' })
  entries!: ModerationLogEntryDto[];

  @ApiProperty({
    example: NEXT_CURSOR_EXAMPLE,
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

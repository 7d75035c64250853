import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { USER_ROLES, UserRole, MODERATION_REASON_MAX } from '@genalpha/shared';
import { APPEAL_OUTCOMES, AppealOutcome, MODERATION_LOG_ACTIONS, ModerationLogAction } from '@genalpha/db';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';
import { trimmedOrAbsent } from '../../common/text-transforms';
import { UserSummaryDto } from '../../common/user-summary.dto';
import { AppealTargetFields } from '../../safety/dto/appeal.dto';
import { ModerationActorDto } from './moderation-log.dto';

export class AppellantDto extends UserSummaryDto {
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole', example: 'user', description: "A moderator's or an admin's appeal needs an admin" })
  role!: UserRole;
}

/** The decision appealed, as the moderation log has it. */
export class AppealedDecisionDto {
  @ApiProperty({ format: 'uuid', example: 'e1d2c3b4-a5f6-4789-8abc-def012345678', description: 'Its moderation log entry' })
  id!: string;

  @ApiProperty({ enum: MODERATION_LOG_ACTIONS, enumName: 'ModerationLogAction', example: 'video.removed' })
  action!: ModerationLogAction;

  @ApiProperty({ example: 'Spam: the same clip posted twenty times', type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: ModerationActorDto, nullable: true, description: 'Who decided: they cannot review the appeal' })
  actor!: ModerationActorDto | null;
}

/** An open appeal, as the console's Appeals tab lists it. */
export class AdminAppealDto extends AppealTargetFields {
  @ApiProperty({ example: 'Neon city at dusk', description: "The video's title, the comment's text or the account's name when it was decided" })
  targetLabel!: string;

  @ApiProperty({ example: 'This is my own animation, made with Sora; nothing in it is real.' })
  text!: string;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: AppellantDto })
  appellant!: AppellantDto;

  @ApiProperty({ type: AppealedDecisionDto })
  decision!: AppealedDecisionDto;
}

export class AppealsPageDto {
  @ApiProperty({ type: [AdminAppealDto], description: 'Open appeals you may decide, oldest first' })
  appeals!: AdminAppealDto[];

  @ApiProperty({ example: NEXT_CURSOR_EXAMPLE, type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last page' })
  nextCursor!: string | null;
}

export class DecideAppealDto {
  @ApiProperty({ enum: APPEAL_OUTCOMES, enumName: 'AppealOutcome', example: 'reversed', description: 'upheld: the decision stands; reversed: it is undone' })
  @IsIn(APPEAL_OUTCOMES, { message: `Outcome must be one of ${APPEAL_OUTCOMES.join(', ')}` })
  outcome!: AppealOutcome;

  @ApiProperty({
    maxLength: MODERATION_REASON_MAX,
    example: 'The clip is clearly labelled as AI-made; restored.',
    description: 'Trimmed; the person is shown it',
  })
  @Transform(trimmedOrAbsent)
  @MaxLength(MODERATION_REASON_MAX, { message: `Note must be ${MODERATION_REASON_MAX} characters or less` })
  @IsNotEmpty({ message: 'Note is required' })
  @IsString({ message: 'Note is required' })
  note!: string;
}

export class DecidedAppealDto {
  @ApiProperty({ format: 'uuid', example: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e' })
  id!: string;

  @ApiProperty({ enum: APPEAL_OUTCOMES, enumName: 'AppealOutcome', example: 'reversed' })
  outcome!: AppealOutcome;

  @ApiProperty({ example: 'The clip is clearly labelled as AI-made; restored.' })
  note!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { APPEAL_TEXT_MAX, APPEAL_EMPTY } from '@genalpha/shared';
import { APPEAL_OUTCOMES, APPEAL_TARGET_TYPES, AppealOutcome, AppealTargetType } from '@genalpha/db';
import { trimmed } from '../../common/text-transforms';

export const APPEAL_LINK_INVALID = 'This appeal link is invalid or has expired';
/** What a signed-in owner appeals; a suspended account appeals with the token of its ban notice instead. */
export const CONTENT_APPEAL_TYPES = ['video', 'comment'] as const satisfies readonly AppealTargetType[];
export type ContentAppealType = (typeof CONTENT_APPEAL_TYPES)[number];

const withoutToken = (appeal: CreateAppealDto) => appeal.token === undefined;

export class CreateAppealDto {
  @ApiPropertyOptional({ enum: CONTENT_APPEAL_TYPES, example: 'video', description: 'Without token: what was removed, a video or a comment of yours' })
  @ValidateIf(withoutToken)
  @IsIn(CONTENT_APPEAL_TYPES, { message: `targetType must be one of ${CONTENT_APPEAL_TYPES.join(', ')}` })
  targetType?: ContentAppealType;

  @ApiPropertyOptional({
    format: 'uuid',
    example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1',
    description: 'Without token: the id of the removed video or comment',
  })
  @ValidateIf(withoutToken)
  @IsUUID('all', { message: 'targetId must be an id' })
  targetId?: string;

  @ApiPropertyOptional({
    example: 'q3Zr8Yc1v0mJx2Wc9Hn4Tg7Ls5Kp6Ae3Bd8Fh1Gj2Qw',
    maxLength: 100,
    description: 'A suspended account: the token from the link in its suspension notice (its ?token=); no session needed',
  })
  @ValidateIf((appeal: CreateAppealDto) => appeal.token !== undefined)
  @MaxLength(100, { message: APPEAL_LINK_INVALID })
  @IsString({ message: APPEAL_LINK_INVALID })
  token?: string;

  @ApiProperty({
    maxLength: APPEAL_TEXT_MAX,
    example: 'This is my own animation, made with Sora; nothing in it is real.',
    description: 'Trimmed, 1 to 1,000 characters',
  })
  @Transform(trimmed)
  @MaxLength(APPEAL_TEXT_MAX, { message: `Appeal must be ${APPEAL_TEXT_MAX} characters or less` })
  @IsNotEmpty({ message: APPEAL_EMPTY })
  @IsString({ message: APPEAL_EMPTY })
  text!: string;
}

/** An appeal's id and what it is about, as its author and the console both see them. */
export class AppealTargetFields {
  @ApiProperty({ format: 'uuid', example: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e' })
  id!: string;

  @ApiProperty({ enum: APPEAL_TARGET_TYPES, enumName: 'AppealTargetType', example: 'video' })
  targetType!: AppealTargetType;

  @ApiProperty({ format: 'uuid', example: '7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1' })
  targetId!: string;
}

export class AppealDto extends AppealTargetFields {
  @ApiProperty({ description: 'The video, comment or account' })
  declare targetId: string;

  @ApiProperty({ example: 'This is my own animation, made with Sora; nothing in it is real.' })
  text!: string;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ enum: APPEAL_OUTCOMES, enumName: 'AppealOutcome', nullable: true, example: null, description: 'null until a moderator decides' })
  outcome!: AppealOutcome | null;
}

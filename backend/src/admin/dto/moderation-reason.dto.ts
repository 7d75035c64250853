import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimmedOrAbsent } from '../../common/text-transforms';
import { MODERATION_REASON_MAX } from '@genalpha/shared';

const TOO_LONG = `Reason must be ${MODERATION_REASON_MAX} characters or less`;

/** A removal or a suspension says why: the owner is shown it, and it goes in the moderation log. */
export class ModerationReasonDto {
  @ApiProperty({ maxLength: MODERATION_REASON_MAX, example: 'Spam: the same clip posted twenty times', description: 'Trimmed' })
  @Transform(trimmedOrAbsent)
  @MaxLength(MODERATION_REASON_MAX, { message: TOO_LONG })
  @IsNotEmpty({ message: 'Reason is required' })
  @IsString({ message: 'Reason is required' })
  reason!: string;
}

/** Restoring or unsuspending may carry a note for the moderation log. */
export class ModerationNoteDto {
  @ApiPropertyOptional({
    example: 'Reviewed: AI-generated as labelled, no rule broken',
    maxLength: MODERATION_REASON_MAX,
    description: 'Trimmed; kept in the moderation log',
  })
  @Transform(trimmedOrAbsent)
  @IsOptional()
  @MaxLength(MODERATION_REASON_MAX, { message: TOO_LONG })
  @IsString({ message: 'Reason must be text' })
  reason?: string;
}

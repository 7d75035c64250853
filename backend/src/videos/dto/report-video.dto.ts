import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, ValidateIf, ValidationArguments } from 'class-validator';
import { REPORT_OTHER_TEXT_MAX } from '@genalpha/shared';
import { REPORT_REASONS, ReportReason } from '@genalpha/db';
import { trimmedOrAbsent } from '../../common/text-transforms';

export const OTHER_TEXT_REQUIRED = "Please describe the issue when selecting 'Other'";
export const REPORT_RECEIVED = "Thanks, we've received your report.";

export class ReportVideoDto {
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason', example: 'real-video' })
  @IsIn(REPORT_REASONS, { message: `Reason must be one of ${REPORT_REASONS.join(', ')}` })
  reason!: ReportReason;

  @ApiPropertyOptional({
    example: 'The caption links to a scam site',
    type: String,
    nullable: true,
    maxLength: REPORT_OTHER_TEXT_MAX,
    description: "Trimmed; required (non-blank) when reason is 'other'",
  })
  @Transform(trimmedOrAbsent)
  @ValidateIf((report: ReportVideoDto) => report.reason === 'other' || report.otherText != null)
  @MaxLength(REPORT_OTHER_TEXT_MAX, { message: `Description must be ${REPORT_OTHER_TEXT_MAX} characters or less` })
  @IsString({ message: (args: ValidationArguments) => ((args.object as ReportVideoDto).reason === 'other' ? OTHER_TEXT_REQUIRED : 'Description must be text') })
  otherText?: string | null;
}

export class ReportResultDto {
  @ApiProperty({ example: REPORT_RECEIVED })
  message!: string;

  @ApiProperty({ example: false, description: 'True once the video is hidden pending review (three counted reporters; see the operation)' })
  hidden!: boolean;
}

export class ReportBrokenResultDto {
  @ApiProperty({ example: false, description: 'True when the stored file was found missing or undecodable and the video is now hidden' })
  hidden!: boolean;

  @ApiProperty({ example: false, description: 'True when the video was hidden already' })
  alreadyHidden!: boolean;
}

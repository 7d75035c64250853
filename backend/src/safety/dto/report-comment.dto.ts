import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, ValidateIf, ValidationArguments } from 'class-validator';
import { REPORT_OTHER_TEXT_MAX } from '@genalpha/shared';
import { COMMENT_REPORT_REASONS, CommentReportReason } from '@genalpha/db';
import { trimmedOrAbsent } from '../../common/text-transforms';
import { OTHER_TEXT_REQUIRED } from '../../videos/dto/report-video.dto';

export class ReportCommentDto {
  @ApiProperty({ enum: COMMENT_REPORT_REASONS, enumName: 'CommentReportReason', example: 'spam' })
  @IsIn(COMMENT_REPORT_REASONS, { message: `Reason must be one of ${COMMENT_REPORT_REASONS.join(', ')}` })
  reason!: CommentReportReason;

  @ApiPropertyOptional({
    example: 'Posts the same link under every video',
    type: String,
    nullable: true,
    maxLength: REPORT_OTHER_TEXT_MAX,
    description: "Trimmed; required (non-blank) when reason is 'other'",
  })
  @Transform(trimmedOrAbsent)
  @ValidateIf((report: ReportCommentDto) => report.reason === 'other' || report.otherText != null)
  @MaxLength(REPORT_OTHER_TEXT_MAX, { message: `Description must be ${REPORT_OTHER_TEXT_MAX} characters or less` })
  @IsString({
    message: (args: ValidationArguments) => ((args.object as ReportCommentDto).reason === 'other' ? OTHER_TEXT_REQUIRED : 'Description must be text'),
  })
  otherText?: string | null;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, ValidateIf, ValidationArguments } from 'class-validator';
import { REPORT_OTHER_TEXT_MAX } from '@genalpha/shared';
import { USER_REPORT_REASONS, UserReportReason } from '@genalpha/db';
import { trimmedOrAbsent } from '../../common/text-transforms';
import { OTHER_TEXT_REQUIRED } from '../../videos/dto/report-video.dto';

export class ReportUserDto {
  @ApiProperty({ enum: USER_REPORT_REASONS, enumName: 'UserReportReason', example: 'impersonation' })
  @IsIn(USER_REPORT_REASONS, { message: `Reason must be one of ${USER_REPORT_REASONS.join(', ')}` })
  reason!: UserReportReason;

  @ApiPropertyOptional({
    example: 'Uses my name and photo',
    type: String,
    nullable: true,
    maxLength: REPORT_OTHER_TEXT_MAX,
    description: "Trimmed; required (non-blank) when reason is 'other'",
  })
  @Transform(trimmedOrAbsent)
  @ValidateIf((report: ReportUserDto) => report.reason === 'other' || report.otherText != null)
  @MaxLength(REPORT_OTHER_TEXT_MAX, { message: `Description must be ${REPORT_OTHER_TEXT_MAX} characters or less` })
  @IsString({ message: (args: ValidationArguments) => ((args.object as ReportUserDto).reason === 'other' ? OTHER_TEXT_REQUIRED : 'Description must be text') })
  otherText?: string | null;
}

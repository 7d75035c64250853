import { ApiProperty, PickType } from '@nestjs/swagger';
import { REPORT_REASONS, ReportReason } from '@genalpha/shared';
import { UserSummaryDto } from '../../common/user-summary.dto';
import { AdminVideoDto } from './admin-video.dto';

export class ReporterDto extends PickType(UserSummaryDto, ['id', 'username', 'displayName'] as const) {
  @ApiProperty({ type: String, format: 'date-time', description: 'When the account was created' })
  accountCreatedAt!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Whole hours since the account was created' })
  accountAgeHours!: number;

  @ApiProperty()
  isBanned!: boolean;
}

export class OpenReportDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' })
  reason!: ReportReason;

  @ApiProperty({ type: String, nullable: true, description: "The reporter's words when the reason is other" })
  otherText!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: 'Whether it counts toward the automatic hide (account older than 24 hours, not suspended, not the owner)' })
  counts!: boolean;

  @ApiProperty({ type: ReporterDto })
  reporter!: ReporterDto;
}

export class ReasonCountDto {
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' })
  reason!: ReportReason;

  @ApiProperty({ type: 'integer', minimum: 1 })
  count!: number;
}

/** One entry of the reports queue: a video with its open reports. */
export class ReportedVideoDto {
  @ApiProperty({ type: AdminVideoDto })
  video!: AdminVideoDto;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it entered the queue: its first open report, or when it was hidden' })
  queuedAt!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Open reports in all' })
  openReports!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Open reports that count toward the automatic hide' })
  countedReports!: number;

  @ApiProperty({ type: [ReasonCountDto], description: 'Each reason given, most frequent first' })
  reasons!: ReasonCountDto[];

  @ApiProperty({ type: [OpenReportDto], description: 'The open reports, oldest first (at most 50; openReports has the total)' })
  reports!: OpenReportDto[];
}

export class ReportQueuePageDto {
  @ApiProperty({ type: [ReportedVideoDto], description: 'Oldest first; hidden videos pending review are in it even without reports' })
  reportedVideos!: ReportedVideoDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= for the next page; null on the last page' })
  nextCursor!: string | null;
}

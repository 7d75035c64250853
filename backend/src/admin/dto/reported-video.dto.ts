import { ApiProperty, ApiPropertyOptions, PickType } from '@nestjs/swagger';
import { REPORT_REASONS, ReportReason } from '@genalpha/db';
import { UserSummaryDto } from '../../common/user-summary.dto';
import { AdminVideoDto } from './admin-video.dto';
import { NEXT_CURSOR_EXAMPLE } from '../../common/pagination';

export class ReporterDto extends PickType(UserSummaryDto, ['id', 'username', 'displayName'] as const) {
  @ApiProperty({ example: '2026-10-02T08:30:00.000Z', type: String, format: 'date-time', description: 'When the account was created' })
  accountCreatedAt!: string;

  @ApiProperty({ example: 1282, type: 'integer', minimum: 0, description: 'Whole hours since the account was created' })
  accountAgeHours!: number;

  @ApiProperty({ example: false })
  isBanned!: boolean;
}

/** A queue entry's fields that read the same for videos, comments and accounts. */
export const QUEUED_AT: ApiPropertyOptions = {
  example: '2026-11-24T19:12:00.000Z',
  type: String,
  format: 'date-time',
  description: 'When it entered the queue: its first open report, or when it was hidden',
};
export const OPEN_REPORTS: ApiPropertyOptions = { example: 3, type: 'integer', minimum: 0, description: 'Open reports in all' };
export const NEXT_CURSOR: ApiPropertyOptions = {
  example: NEXT_CURSOR_EXAMPLE,
  type: String,
  nullable: true,
  description: 'Pass as ?cursor= for the next page; null on the last page',
};

export class OpenReportDto {
  @ApiProperty({ example: 'e1d2c3b4-a5f6-4789-8abc-def012345678', format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'spam', enum: REPORT_REASONS, enumName: 'ReportReason' })
  reason!: ReportReason;

  @ApiProperty({ example: null, type: String, nullable: true, description: "The reporter's words when the reason is other" })
  otherText!: string | null;

  @ApiProperty({ example: '2026-11-24T19:12:00.000Z', type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ example: true, description: 'Whether it counts toward the automatic hide (account older than 24 hours, not suspended, not the owner)' })
  counts!: boolean;

  @ApiProperty({ type: ReporterDto })
  reporter!: ReporterDto;
}

export class ReasonCountDto {
  @ApiProperty({ example: 'spam', enum: REPORT_REASONS, enumName: 'ReportReason' })
  reason!: ReportReason;

  @ApiProperty({ example: 3, type: 'integer', minimum: 1 })
  count!: number;
}

/** One entry of the reports queue: a video with its open reports. */
export class ReportedVideoDto {
  @ApiProperty({ type: AdminVideoDto })
  video!: AdminVideoDto;

  @ApiProperty(QUEUED_AT)
  queuedAt!: string;

  @ApiProperty(OPEN_REPORTS)
  openReports!: number;

  @ApiProperty({ example: 3, type: 'integer', minimum: 0, description: 'Open reports that count toward the automatic hide' })
  countedReports!: number;

  @ApiProperty({ type: [ReasonCountDto], description: 'Each reason given, most frequent first' })
  reasons!: ReasonCountDto[];

  @ApiProperty({ type: [OpenReportDto], description: 'The open reports, oldest first (at most 50; openReports has the total)' })
  reports!: OpenReportDto[];
}

export class ReportQueuePageDto {
  @ApiProperty({ type: [ReportedVideoDto], description: 'Oldest first; hidden videos pending review are in it even without reports' })
  reportedVideos!: ReportedVideoDto[];

  @ApiProperty(NEXT_CURSOR)
  nextCursor!: string | null;
}

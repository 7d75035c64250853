import { ApiProperty, OmitType } from '@nestjs/swagger';
import { COMMENT_REPORT_REASONS, CommentReportReason, USER_REPORT_REASONS, UserReportReason } from '@genalpha/db';
import { AdminCommentDto } from './admin-comment.dto';
import { AdminUserDto } from './admin-user.dto';
import { NEXT_CURSOR, OPEN_REPORTS, OpenReportDto, QUEUED_AT } from './reported-video.dto';

class OpenContentReportFields extends OmitType(OpenReportDto, ['reason'] as const) {
  @ApiProperty({
    description: 'Whether it counts (account older than 24 hours, verified email, not suspended, not the author): as for video reports',
  })
  declare counts: boolean;
}

export class OpenCommentReportDto extends OpenContentReportFields {
  @ApiProperty({ example: 'spam', enum: COMMENT_REPORT_REASONS, enumName: 'CommentReportReason' })
  reason!: CommentReportReason;
}

export class OpenUserReportDto extends OpenContentReportFields {
  @ApiProperty({ example: 'impersonation', enum: USER_REPORT_REASONS, enumName: 'UserReportReason' })
  reason!: UserReportReason;
}

export class CommentReasonCountDto {
  @ApiProperty({ example: 'spam', enum: COMMENT_REPORT_REASONS, enumName: 'CommentReportReason' })
  reason!: CommentReportReason;

  @ApiProperty({ example: 3, type: 'integer', minimum: 1 })
  count!: number;
}

export class UserReasonCountDto {
  @ApiProperty({ example: 'impersonation', enum: USER_REPORT_REASONS, enumName: 'UserReportReason' })
  reason!: UserReportReason;

  @ApiProperty({ example: 3, type: 'integer', minimum: 1 })
  count!: number;
}

class QueuedFields {
  @ApiProperty(QUEUED_AT)
  queuedAt!: string;

  @ApiProperty(OPEN_REPORTS)
  openReports!: number;

  @ApiProperty({ example: 3, type: 'integer', minimum: 0, description: 'Open reports that count' })
  countedReports!: number;
}

/** One entry of the comments' queue: a comment with its open reports. */
export class ReportedCommentDto extends QueuedFields {
  @ApiProperty({ type: AdminCommentDto })
  comment!: AdminCommentDto;

  @ApiProperty({ type: [CommentReasonCountDto], description: 'Each reason given, most frequent first' })
  reasons!: CommentReasonCountDto[];

  @ApiProperty({ type: [OpenCommentReportDto], description: 'The open reports, oldest first (at most 50; openReports has the total)' })
  reports!: OpenCommentReportDto[];
}

/** One entry of the accounts' queue: an account with its open reports. */
export class ReportedUserDto extends QueuedFields {
  @ApiProperty({ type: AdminUserDto })
  user!: AdminUserDto;

  @ApiProperty({ type: [UserReasonCountDto], description: 'Each reason given, most frequent first' })
  reasons!: UserReasonCountDto[];

  @ApiProperty({ type: [OpenUserReportDto], description: 'The open reports, oldest first (at most 50; openReports has the total)' })
  reports!: OpenUserReportDto[];
}

export class ReportedCommentsPageDto {
  @ApiProperty({ type: [ReportedCommentDto], description: 'Oldest first' })
  reportedComments!: ReportedCommentDto[];

  @ApiProperty(NEXT_CURSOR)
  nextCursor!: string | null;
}

export class ReportedUsersPageDto {
  @ApiProperty({ type: [ReportedUserDto], description: 'Oldest first' })
  reportedUsers!: ReportedUserDto[];

  @ApiProperty(NEXT_CURSOR)
  nextCursor!: string | null;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CommentReportReason, UserReportReason, reportQueuesRepository } from '@genalpha/db';
import { StaffMember } from '../auth/staff.guard';
import { PageQueryDto } from '../common/pagination';
import { toAdminCommentDto } from './admin-comment-row';
import { toAdminUserDto } from './admin-user-row';
import { ReportedCommentsPageDto, ReportedUsersPageDto } from './dto/reported-content.dto';
import { reportSummaries } from './open-reports';

/** The queues of reported comments and accounts, beside the videos' (ReportsQueueService): grouped by target, oldest first. */
@Injectable()
export class ContentReportsQueueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async comments(staff: StaffMember, query: PageQueryDto): Promise<ReportedCommentsPageDto> {
    const page = await reportQueuesRepository.commentQueue(this.dataSource, staff, query);
    const reports = await reportSummaries<CommentReportReason>(
      this.dataSource,
      'comment',
      page.items.map((row) => row.id),
    );
    return {
      reportedComments: page.items.map((row) => ({ comment: toAdminCommentDto(row), queuedAt: row.queuedAt.toISOString(), ...reports(row.id) })),
      nextCursor: page.nextCursor,
    };
  }

  async users(staff: StaffMember, query: PageQueryDto): Promise<ReportedUsersPageDto> {
    const page = await reportQueuesRepository.userQueue(this.dataSource, staff, query);
    const reports = await reportSummaries<UserReportReason>(
      this.dataSource,
      'user',
      page.items.map((row) => row.id),
    );
    return {
      reportedUsers: page.items.map((row) => ({ user: toAdminUserDto(row), queuedAt: row.queuedAt.toISOString(), ...reports(row.id) })),
      nextCursor: page.nextCursor,
    };
  }
}

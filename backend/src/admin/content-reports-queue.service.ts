import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CommentReportReason, UserReportReason, hiddenAccount, AfterCursor, OLDEST_FIRST, keysetTimestamp, readPage } from '@genalpha/db';
import { StaffMember } from '../auth/staff.guard';
import { PageQueryDto } from '../common/pagination';
import { ADMIN_COMMENT_COLUMNS, AdminCommentRow, toAdminCommentDto } from './admin-comment-row';
import { ADMIN_USER_COLUMNS, AdminUserRow, toAdminUserDto } from './admin-user-row';
import { ReportedCommentsPageDto, ReportedUsersPageDto } from './dto/reported-content.dto';
import { COMMENT_REPORTS, USER_REPORTS, reportSummaries } from './open-reports';
import { decidableBy } from './staff-conflicts';

interface Queued {
  queuedAt: Date;
  cursorAt: string;
}

/** Comments with an open report from someone other than their author, or hidden pending review: those staff member $1 (role $2) may decide. */
const commentQueue = (after: AfterCursor) => `
  WITH candidates AS (
    SELECT r."commentId" AS id, r."createdAt" AS since FROM comment_reports r JOIN comments rc ON rc.id = r."commentId"
    WHERE r."resolvedAt" IS NULL AND r."userId" <> rc."userId"
    UNION ALL
    SELECT id, "moderatedAt" FROM comments WHERE "moderationState" = 'pending_review'
  ), queued AS (
    SELECT id, min(since) AS since FROM candidates GROUP BY id
  )
  SELECT ${ADMIN_COMMENT_COLUMNS}, q.since AS "queuedAt", ${keysetTimestamp('q.since')} AS "cursorAt"
  FROM queued q JOIN comments c ON c.id = q.id JOIN users u ON u.id = c."userId" JOIN videos v ON v.id = c."videoId"
  WHERE ${decidableBy('u', '$1', '$2')}
    AND NOT EXISTS (SELECT 1 FROM comment_reports mine WHERE mine."commentId" = c.id AND mine."userId" = $1 AND mine."resolvedAt" IS NULL)
    ${after('q.since', 'q.id')}
  ORDER BY q.since, q.id`;

/** Accounts with an open report, neither suspended nor being deleted: those staff member $1 (role $2) may decide. */
const userQueue = (after: AfterCursor) => `
  WITH queued AS (
    SELECT r."targetId" AS id, min(r."createdAt") AS since FROM user_reports r WHERE r."resolvedAt" IS NULL GROUP BY r."targetId"
  )
  SELECT ${ADMIN_USER_COLUMNS}, q.since AS "queuedAt", ${keysetTimestamp('q.since')} AS "cursorAt"
  FROM queued q JOIN users u ON u.id = q.id
  WHERE NOT ${hiddenAccount('u')} AND ${decidableBy('u', '$1', '$2')}
    AND NOT EXISTS (SELECT 1 FROM user_reports mine WHERE mine."targetId" = u.id AND mine."userId" = $1 AND mine."resolvedAt" IS NULL)
    ${after('q.since', 'q.id')}
  ORDER BY q.since, q.id`;

/** The queues of reported comments and accounts, beside the videos' (ReportsQueueService): grouped by target, oldest first. */
@Injectable()
export class ContentReportsQueueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async comments(staff: StaffMember, query: PageQueryDto): Promise<ReportedCommentsPageDto> {
    const page = await this.page<AdminCommentRow>(staff, query, commentQueue);
    const reports = await reportSummaries<CommentReportReason>(
      this.dataSource,
      COMMENT_REPORTS,
      page.items.map((row) => row.id),
    );
    return {
      reportedComments: page.items.map((row) => ({ comment: toAdminCommentDto(row), queuedAt: row.queuedAt.toISOString(), ...reports(row.id) })),
      nextCursor: page.nextCursor,
    };
  }

  async users(staff: StaffMember, query: PageQueryDto): Promise<ReportedUsersPageDto> {
    const page = await this.page<AdminUserRow>(staff, query, userQueue);
    const reports = await reportSummaries<UserReportReason>(
      this.dataSource,
      USER_REPORTS,
      page.items.map((row) => row.id),
    );
    return {
      reportedUsers: page.items.map((row) => ({ user: toAdminUserDto(row), queuedAt: row.queuedAt.toISOString(), ...reports(row.id) })),
      nextCursor: page.nextCursor,
    };
  }

  private page<T extends { id: string }>(staff: StaffMember, query: PageQueryDto, sql: (after: AfterCursor) => string) {
    return readPage<T & Queued>(this.dataSource, query, {
      sql,
      params: [staff.id, staff.role],
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
      order: OLDEST_FIRST,
    });
  }
}

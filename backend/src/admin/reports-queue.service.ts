import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReportReason, AfterCursor, OLDEST_FIRST, keysetTimestamp, readPage } from '@genalpha/db';
import { PageQueryDto } from '../common/pagination';
import { ADMIN_VIDEO_COLUMNS, AdminVideoRow, toAdminVideoDto } from './admin-video-row';
import { StaffMember } from '../auth/staff.guard';
import { decidableBy } from './staff-conflicts';
import { ReportQueuePageDto, ReportedVideoDto } from './dto/reported-video.dto';
import { VIDEO_REPORTS, reportSummaries } from './open-reports';

/**
 * What awaits a decision by staff member $1 (role $2): every video with an open report from someone
 * other than its owner, and every video hidden pending review (by reports or as broken), oldest first
 * by when it entered; never their own videos nor those they reported, and for a moderator only
 * ordinary users' (staff conflicts).
 */
const queue = (after: AfterCursor) => `
  WITH candidates AS (
    SELECT r."videoId" AS id, r."createdAt" AS since
    FROM reports r JOIN videos rv ON rv.id = r."videoId"
    WHERE r."resolvedAt" IS NULL AND r."userId" <> rv."userId"
    UNION ALL
    SELECT id, "moderatedAt" FROM videos WHERE "moderationState" = 'pending_review'
  ), queued AS (
    SELECT id, min(since) AS since FROM candidates GROUP BY id
  )
  SELECT ${ADMIN_VIDEO_COLUMNS}, q.since AS "queuedAt", ${keysetTimestamp('q.since')} AS "cursorAt"
  FROM queued q JOIN videos v ON v.id = q.id JOIN users u ON u.id = v."userId"
  WHERE ${decidableBy('u', '$1', '$2')}
    AND NOT EXISTS (SELECT 1 FROM reports mine WHERE mine."videoId" = v.id AND mine."userId" = $1 AND mine."resolvedAt" IS NULL)
    ${after('q.since', 'q.id')}
  ORDER BY q.since, q.id`;

interface QueueRow extends AdminVideoRow {
  queuedAt: Date;
  cursorAt: string;
}

@Injectable()
export class ReportsQueueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(staff: StaffMember, query: PageQueryDto): Promise<ReportQueuePageDto> {
    const page = await readPage<QueueRow>(this.dataSource, query, {
      sql: queue,
      params: [staff.id, staff.role],
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
      order: OLDEST_FIRST,
    });
    const reports = await reportSummaries<ReportReason>(
      this.dataSource,
      VIDEO_REPORTS,
      page.items.map((row) => row.id),
    );
    return {
      reportedVideos: page.items.map((row): ReportedVideoDto => ({ video: toAdminVideoDto(row), queuedAt: row.queuedAt.toISOString(), ...reports(row.id) })),
      nextCursor: page.nextCursor,
    };
  }
}

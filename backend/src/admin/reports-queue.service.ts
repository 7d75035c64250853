import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReportReason, bannedAccount } from '@genalpha/shared';
import { AfterCursor, OLDEST_FIRST, keysetTimestamp } from '../common/keyset';
import { PageQueryDto, readPage } from '../common/pagination';
import { countsTowardHide } from '../videos/report-rules';
import { ADMIN_VIDEO_COLUMNS, AdminVideoRow, toAdminVideoDto } from './admin-video-row';
import { StaffMember } from '../auth/staff.guard';
import { decidableBy } from './staff-conflicts';
import { OpenReportDto, ReportQueuePageDto, ReportedVideoDto } from './dto/reported-video.dto';

/** Open reports listed per video; the counts always cover all of them. */
export const REPORTS_SHOWN_PER_VIDEO = 50;

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

interface ReportRow {
  id: string;
  videoId: string;
  reason: ReportReason;
  otherText: string | null;
  createdAt: Date;
  counts: boolean;
  reporterId: string;
  reporterUsername: string | null;
  reporterDisplayName: string;
  reporterCreatedAt: Date;
  reporterAgeHours: number;
  reporterBanned: boolean;
}

interface TallyRow {
  videoId: string;
  reason: ReportReason;
  count: number;
  counted: number;
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
    const videoIds = page.items.map((row) => row.id);
    const [reports, tallies] = videoIds.length ? await Promise.all([this.openReports(videoIds), this.tallies(videoIds)]) : [[], []];
    return {
      reportedVideos: page.items.map((row) => toReportedVideo(row, reports, tallies)),
      nextCursor: page.nextCursor,
    };
  }

  private openReports(videoIds: string[]): Promise<ReportRow[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT r.id, r."videoId", r.reason, r."otherText", r."createdAt", ${countsTowardHide('r', 'reporter', 'v."userId"')} AS counts,
                reporter.id AS "reporterId", reporter.username AS "reporterUsername", reporter."displayName" AS "reporterDisplayName",
                reporter."createdAt" AS "reporterCreatedAt", floor(extract(epoch FROM now() - reporter."createdAt") / 3600)::int AS "reporterAgeHours",
                ${bannedAccount('reporter.id')} AS "reporterBanned",
                row_number() OVER (PARTITION BY r."videoId" ORDER BY r."createdAt", r.id) AS n
         FROM reports r JOIN videos v ON v.id = r."videoId" JOIN users reporter ON reporter.id = r."userId"
         WHERE r."videoId" = ANY($1) AND r."resolvedAt" IS NULL
       ) listed WHERE n <= $2 ORDER BY "createdAt", id`,
      [videoIds, REPORTS_SHOWN_PER_VIDEO],
    );
  }

  private tallies(videoIds: string[]): Promise<TallyRow[]> {
    return this.dataSource.query(
      `SELECT r."videoId", r.reason, count(*)::int AS count, count(*) FILTER (WHERE ${countsTowardHide('r', 'reporter', 'v."userId"')})::int AS counted
       FROM reports r JOIN videos v ON v.id = r."videoId" JOIN users reporter ON reporter.id = r."userId"
       WHERE r."videoId" = ANY($1) AND r."resolvedAt" IS NULL
       GROUP BY r."videoId", r.reason
       ORDER BY count DESC, r.reason`,
      [videoIds],
    );
  }
}

function toReportedVideo(row: QueueRow, reports: ReportRow[], tallies: TallyRow[]): ReportedVideoDto {
  const own = tallies.filter((tally) => tally.videoId === row.id);
  return {
    video: toAdminVideoDto(row),
    queuedAt: row.queuedAt.toISOString(),
    openReports: own.reduce((sum, tally) => sum + tally.count, 0),
    countedReports: own.reduce((sum, tally) => sum + tally.counted, 0),
    reasons: own.map((tally) => ({ reason: tally.reason, count: tally.count })),
    reports: reports.filter((report) => report.videoId === row.id).map(toOpenReportDto),
  };
}

function toOpenReportDto(row: ReportRow): OpenReportDto {
  return {
    id: row.id,
    reason: row.reason,
    otherText: row.otherText,
    createdAt: row.createdAt.toISOString(),
    counts: row.counts,
    reporter: {
      id: row.reporterId,
      username: row.reporterUsername,
      displayName: row.reporterDisplayName,
      accountCreatedAt: row.reporterCreatedAt.toISOString(),
      accountAgeHours: row.reporterAgeHours,
      isBanned: row.reporterBanned,
    },
  };
}

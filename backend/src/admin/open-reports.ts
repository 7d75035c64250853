import { bannedAccount, SqlRunner, countsTowardHide } from '@genalpha/db';
import { ReporterDto } from './dto/reported-video.dto';

/** Open reports listed per target; the counts always cover all of them. */
export const REPORTS_SHOWN_PER_TARGET = 50;

/** Where a kind of report lives: its table, the column naming its target, and the SQL of the target's owner (from report `r`). */
export interface ReportSource {
  table: 'reports' | 'comment_reports' | 'user_reports';
  target: 'videoId' | 'commentId' | 'targetId';
  /** Joined after `FROM table r`, when the owner needs another table. */
  join: string;
  owner: string;
}

export const VIDEO_REPORTS: ReportSource = { table: 'reports', target: 'videoId', join: 'JOIN videos v ON v.id = r."videoId"', owner: 'v."userId"' };
export const COMMENT_REPORTS: ReportSource = {
  table: 'comment_reports',
  target: 'commentId',
  join: 'JOIN comments t ON t.id = r."commentId"',
  owner: 't."userId"',
};
export const USER_REPORTS: ReportSource = { table: 'user_reports', target: 'targetId', join: '', owner: 'r."targetId"' };

export interface OpenReportRow<Reason> {
  id: string;
  targetId: string;
  reason: Reason;
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

export interface TallyRow<Reason> {
  targetId: string;
  reason: Reason;
  count: number;
  counted: number;
}

/** The open reports of `targetIds`, at most 50 each, oldest first, with their reporters and whether they count. */
export function openReportsOf<Reason>(db: SqlRunner, source: ReportSource, targetIds: string[]): Promise<Array<OpenReportRow<Reason>>> {
  return db.query(
    `SELECT * FROM (
       SELECT r.id, r."${source.target}" AS "targetId", r.reason, r."otherText", r."createdAt", ${countsTowardHide('r', 'reporter', source.owner)} AS counts,
              reporter.id AS "reporterId", reporter.username AS "reporterUsername", reporter."displayName" AS "reporterDisplayName",
              reporter."createdAt" AS "reporterCreatedAt", floor(extract(epoch FROM now() - reporter."createdAt") / 3600)::int AS "reporterAgeHours",
              ${bannedAccount('reporter.id')} AS "reporterBanned",
              row_number() OVER (PARTITION BY r."${source.target}" ORDER BY r."createdAt", r.id) AS n
       FROM ${source.table} r ${source.join} JOIN users reporter ON reporter.id = r."userId"
       WHERE r."${source.target}" = ANY($1) AND r."resolvedAt" IS NULL
     ) listed WHERE n <= $2 ORDER BY "createdAt", id`,
    [targetIds, REPORTS_SHOWN_PER_TARGET],
  ) as Promise<Array<OpenReportRow<Reason>>>;
}

/** Per target and reason: open reports, and how many of them count. */
export function talliesOf<Reason>(db: SqlRunner, source: ReportSource, targetIds: string[]): Promise<Array<TallyRow<Reason>>> {
  return db.query(
    `SELECT r."${source.target}" AS "targetId", r.reason, count(*)::int AS count, count(*) FILTER (WHERE ${countsTowardHide('r', 'reporter', source.owner)})::int AS counted
     FROM ${source.table} r ${source.join} JOIN users reporter ON reporter.id = r."userId"
     WHERE r."${source.target}" = ANY($1) AND r."resolvedAt" IS NULL
     GROUP BY r."${source.target}", r.reason
     ORDER BY count DESC, r.reason`,
    [targetIds],
  ) as Promise<Array<TallyRow<Reason>>>;
}

/** The open reports and tallies of a page's targets, read at once: what a queue entry says of each target's reports. */
export async function reportSummaries<Reason>(db: SqlRunner, source: ReportSource, targetIds: string[]) {
  const [reports, tallies] = targetIds.length
    ? await Promise.all([openReportsOf<Reason>(db, source, targetIds), talliesOf<Reason>(db, source, targetIds)])
    : [[], []];
  return (targetId: string) => reportSummary(targetId, reports, tallies);
}

/** What a queue entry says of its target's reports. */
export function reportSummary<Reason>(targetId: string, reports: Array<OpenReportRow<Reason>>, tallies: Array<TallyRow<Reason>>) {
  const own = tallies.filter((tally) => tally.targetId === targetId);
  return {
    openReports: own.reduce((sum, tally) => sum + tally.count, 0),
    countedReports: own.reduce((sum, tally) => sum + tally.counted, 0),
    reasons: own.map((tally) => ({ reason: tally.reason, count: tally.count })),
    reports: reports.filter((report) => report.targetId === targetId).map(toOpenReport),
  };
}

function toOpenReport<Reason>(row: OpenReportRow<Reason>) {
  const reporter: ReporterDto = {
    id: row.reporterId,
    username: row.reporterUsername,
    displayName: row.reporterDisplayName,
    accountCreatedAt: row.reporterCreatedAt.toISOString(),
    accountAgeHours: row.reporterAgeHours,
    isBanned: row.reporterBanned,
  };
  return { id: row.id, reason: row.reason, otherText: row.otherText, createdAt: row.createdAt.toISOString(), counts: row.counts, reporter };
}

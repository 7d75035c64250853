import { OpenReportRow, ReportKind, SqlRunner, TallyRow, reportQueuesRepository } from '@genalpha/db';
import { ReporterDto } from './dto/reported-video.dto';

/** The open reports and tallies of a page's targets, read at once: what a queue entry says of each target's reports. */
export async function reportSummaries<Reason>(db: SqlRunner, kind: ReportKind, targetIds: string[]) {
  const [reports, tallies] = targetIds.length
    ? await Promise.all([reportQueuesRepository.openReports<Reason>(db, kind, targetIds), reportQueuesRepository.tallies<Reason>(db, kind, targetIds)])
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

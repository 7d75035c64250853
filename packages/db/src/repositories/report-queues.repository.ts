import { UserRole } from '@genalpha/shared';
import { ReportResolution } from '../entities';
import { AfterCursor, OLDEST_FIRST, PageRequest, keysetTimestamp, laterPageSql, readPage } from '../keyset';
import { bannedAccount, hiddenAccount } from '../predicates/account-state';
import { countsTowardHide } from '../predicates/report-rules';
import { decidableBy } from '../predicates/staff-conflicts';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';
import { ADMIN_COMMENT_COLUMNS, ADMIN_USER_COLUMNS, ADMIN_VIDEO_COLUMNS, AdminCommentRow, AdminUserRow, AdminVideoRow } from './admin-lists.repository';

/** Open reports listed per target; the counts always cover all of them. */
export const REPORTS_SHOWN_PER_TARGET = 50;

/** What is reported: a video, a comment, an account. */
export type ReportKind = 'video' | 'comment' | 'user';

/** Where a kind of report lives: its table, the column naming its target, and the SQL of the target's owner (from report `r`). */
interface ReportSource {
  table: 'reports' | 'comment_reports' | 'user_reports';
  target: 'videoId' | 'commentId' | 'targetId';
  /** Joined after `FROM table r`, when the owner needs another table. */
  join: string;
  owner: string;
}

const SOURCES: Record<ReportKind, ReportSource> = {
  video: { table: 'reports', target: 'videoId', join: 'JOIN videos v ON v.id = r."videoId"', owner: 'v."userId"' },
  comment: { table: 'comment_reports', target: 'commentId', join: 'JOIN comments t ON t.id = r."commentId"', owner: 't."userId"' },
  user: { table: 'user_reports', target: 'targetId', join: '', owner: 'r."targetId"' },
};

/** When a target entered its queue, and that time at full precision (the keyset). */
export interface Queued {
  queuedAt: Date;
  cursorAt: string;
}

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

/**
 * What awaits a decision by staff member $1 (role $2): every video with an open report from someone
 * other than its owner, and every video hidden pending review (by reports or as broken), oldest first
 * by when it entered; never their own videos nor those they reported, and for a moderator only
 * ordinary users' (staff conflicts).
 */
export const videoQueuePageSql = (after: AfterCursor) => `
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

/** Comments with an open report from someone other than their author, or hidden pending review: those staff member $1 (role $2) may decide. */
export const commentQueuePageSql = (after: AfterCursor) => `
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
export const userQueuePageSql = (after: AfterCursor) => `
  WITH queued AS (
    SELECT r."targetId" AS id, min(r."createdAt") AS since FROM user_reports r WHERE r."resolvedAt" IS NULL GROUP BY r."targetId"
  )
  SELECT ${ADMIN_USER_COLUMNS}, q.since AS "queuedAt", ${keysetTimestamp('q.since')} AS "cursorAt"
  FROM queued q JOIN users u ON u.id = q.id
  WHERE NOT ${hiddenAccount('u')} AND ${decidableBy('u', '$1', '$2')}
    AND NOT EXISTS (SELECT 1 FROM user_reports mine WHERE mine."targetId" = u.id AND mine."userId" = $1 AND mine."resolvedAt" IS NULL)
    ${after('q.since', 'q.id')}
  ORDER BY q.since, q.id`;

/** The open reports of targets $1, at most $2 each, oldest first, with their reporters and whether they count. */
const openReportsSql = (kind: ReportKind) => {
  const source = SOURCES[kind];
  return `SELECT * FROM (
       SELECT r.id, r."${source.target}" AS "targetId", r.reason, r."otherText", r."createdAt", ${countsTowardHide('r', 'reporter', source.owner)} AS counts,
              reporter.id AS "reporterId", reporter.username AS "reporterUsername", reporter."displayName" AS "reporterDisplayName",
              reporter."createdAt" AS "reporterCreatedAt", floor(extract(epoch FROM now() - reporter."createdAt") / 3600)::int AS "reporterAgeHours",
              ${bannedAccount('reporter.id')} AS "reporterBanned",
              row_number() OVER (PARTITION BY r."${source.target}" ORDER BY r."createdAt", r.id) AS n
       FROM ${source.table} r ${source.join} JOIN users reporter ON reporter.id = r."userId"
       WHERE r."${source.target}" = ANY($1) AND r."resolvedAt" IS NULL
     ) listed WHERE n <= $2 ORDER BY "createdAt", id`;
};

/** Per target of $1 and reason: open reports, and how many of them count. */
const talliesSql = (kind: ReportKind) => {
  const source = SOURCES[kind];
  return `SELECT r."${source.target}" AS "targetId", r.reason, count(*)::int AS count, count(*) FILTER (WHERE ${countsTowardHide('r', 'reporter', source.owner)})::int AS counted
     FROM ${source.table} r ${source.join} JOIN users reporter ON reporter.id = r."userId"
     WHERE r."${source.target}" = ANY($1) AND r."resolvedAt" IS NULL
     GROUP BY r."${source.target}", r.reason
     ORDER BY count DESC, r.reason`;
};

/** Whether $2 has an open report of target $1. */
const openReportBySql = (kind: ReportKind) =>
  `SELECT 1 FROM "${SOURCES[kind].table}" WHERE "${SOURCES[kind].target}" = $1 AND "userId" = $2 AND "resolvedAt" IS NULL`;

/** Settles the open reports of target $1: resolution $2, by $3. */
const resolveSql = (kind: ReportKind) =>
  `UPDATE "${SOURCES[kind].table}" SET "resolvedAt" = now(), "resolution" = $2, "resolvedBy" = $3 WHERE "${SOURCES[kind].target}" = $1 AND "resolvedAt" IS NULL RETURNING "id"`;

const EACH_KIND: Array<[ReportKind]> = [['video'], ['comment'], ['user']];

export const reportQueueStatements = statements('report-queues', {
  videoQueue: rendered(() => laterPageSql(videoQueuePageSql, 2, OLDEST_FIRST), []),
  commentQueue: rendered(() => laterPageSql(commentQueuePageSql, 2, OLDEST_FIRST), []),
  userQueue: rendered(() => laterPageSql(userQueuePageSql, 2, OLDEST_FIRST), []),
  openReports: rendered(openReportsSql, ...EACH_KIND),
  tallies: rendered(talliesSql, ...EACH_KIND),
  openReportBy: rendered(openReportBySql, ...EACH_KIND),
  resolve: rendered(resolveSql, ...EACH_KIND),
});

type Staff = { id: string; role: UserRole };

function queuePage<T extends { id: string }>(db: SqlRunner, staff: Staff, page: PageRequest, sql: (after: AfterCursor) => string) {
  return readPage<T & Queued>(db, page, { sql, params: [staff.id, staff.role], positionOf: (row) => ({ key: row.cursorAt, id: row.id }), order: OLDEST_FIRST });
}

/** The staff side of reports: the queues of reported videos, comments and accounts, their open reports, and settling them. */
export const reportQueuesRepository = {
  videoQueue: (db: SqlRunner, staff: Staff, page: PageRequest) => queuePage<AdminVideoRow>(db, staff, page, videoQueuePageSql),
  commentQueue: (db: SqlRunner, staff: Staff, page: PageRequest) => queuePage<AdminCommentRow>(db, staff, page, commentQueuePageSql),
  userQueue: (db: SqlRunner, staff: Staff, page: PageRequest) => queuePage<AdminUserRow>(db, staff, page, userQueuePageSql),

  /** The open reports of `targetIds`, at most REPORTS_SHOWN_PER_TARGET each, oldest first. */
  openReports<Reason>(db: SqlRunner, kind: ReportKind, targetIds: string[]): Promise<Array<OpenReportRow<Reason>>> {
    return db.query(openReportsSql(kind), [targetIds, REPORTS_SHOWN_PER_TARGET]) as Promise<Array<OpenReportRow<Reason>>>;
  },

  tallies<Reason>(db: SqlRunner, kind: ReportKind, targetIds: string[]): Promise<Array<TallyRow<Reason>>> {
    return db.query(talliesSql(kind), [targetIds]) as Promise<Array<TallyRow<Reason>>>;
  },

  async hasOpenReportBy(db: SqlRunner, kind: ReportKind, targetId: string, userId: string): Promise<boolean> {
    const rows = (await db.query(openReportBySql(kind), [targetId, userId])) as unknown[];
    return rows.length > 0;
  },

  /** Settles the target's open reports; answers how many. */
  async resolve(db: SqlRunner, kind: ReportKind, targetId: string, resolution: ReportResolution, resolvedBy: string): Promise<number> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affectedCount].
    const [resolved] = (await db.query(resolveSql(kind), [targetId, resolution, resolvedBy])) as [unknown[], number];
    return resolved.length;
  },
};

import { CommentModerationState } from '../entities';
import { hiddenAccount } from '../predicates/account-state';
import { countsTowardHide } from '../predicates/report-rules';
import { visibleTo } from '../predicates/video-visibility';
import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

export const contentReportStatements = statements('content-reports', {
  /** Comment $1 as reporter $2 may see it (not removed, its author not banned, its video visible), locked so its reports are counted one after another. */
  lockComment: `SELECT c."userId" AS "authorId", c."moderationState" FROM "comments" c JOIN "videos" v ON v."id" = c."videoId"
                WHERE c."id" = $1 AND ${visibleTo('$2')} AND NOT c."authorBanned" AND c."moderationState" <> 'removed'
                FOR NO KEY UPDATE OF c`,
  /** $2 reports comment $1 for reason $3 ($4 the text of 'other'): a repeat replaces an open report (a loop counts once), a resolved one stays resolved. */
  upsertComment: `INSERT INTO "comment_reports" ("commentId", "userId", "reason", "otherText") VALUES ($1, $2, $3, $4)
                  ON CONFLICT ("commentId", "userId") DO UPDATE SET "reason" = EXCLUDED."reason", "otherText" = EXCLUDED."otherText"
                  WHERE "comment_reports"."resolvedAt" IS NULL`,
  /** How many reports of comment $1 (written by $2) count toward hiding it: the rule of video reports. */
  countedForComment: `SELECT count(*)::int AS "count" FROM "comment_reports" r JOIN "users" reporter ON reporter."id" = r."userId"
                      WHERE r."commentId" = $1 AND ${countsTowardHide('r', 'reporter', '$2')}`,
  /** Account $1 when it is not hidden (suspended or being deleted). */
  visibleAccount: `SELECT u."id" FROM "users" u WHERE u."id" = $1 AND NOT ${hiddenAccount('u')}`,
  /** $2 reports account $1, as upsertComment does. */
  upsertAccount: `INSERT INTO "user_reports" ("targetId", "userId", "reason", "otherText") VALUES ($1, $2, $3, $4)
                  ON CONFLICT ("targetId", "userId") DO UPDATE SET "reason" = EXCLUDED."reason", "otherText" = EXCLUDED."otherText"
                  WHERE "user_reports"."resolvedAt" IS NULL`,
});

const sql = contentReportStatements;

/** A report being filed: what it is filed by, about what, why. */
export interface NewContentReport {
  targetId: string;
  userId: string;
  reason: string;
  otherText: string | null;
}

/** The reports of comments and accounts people file (comment_reports, user_reports); the staff side is in report-queues. */
export const contentReportsRepository = {
  /** The comment as the reporter may see it, locked; null when it is not there for them. */
  async lockReportableComment(
    db: SqlRunner,
    commentId: string,
    reporterId: string,
  ): Promise<{ authorId: string; moderationState: CommentModerationState } | null> {
    const [comment] = (await db.query(sql.lockComment, [commentId, reporterId])) as Array<{ authorId: string; moderationState: CommentModerationState }>;
    return comment ?? null;
  },

  async upsertCommentReport(db: SqlRunner, report: NewContentReport): Promise<void> {
    await db.query(sql.upsertComment, [report.targetId, report.userId, report.reason, report.otherText]);
  },

  async countedCommentReports(db: SqlRunner, commentId: string, authorId: string): Promise<number> {
    const [{ count }] = (await db.query(sql.countedForComment, [commentId, authorId])) as Array<{ count: number }>;
    return count;
  },

  async isVisibleAccount(db: SqlRunner, userId: string): Promise<boolean> {
    const rows = (await db.query(sql.visibleAccount, [userId])) as unknown[];
    return rows.length > 0;
  },

  async upsertAccountReport(db: SqlRunner, report: NewContentReport): Promise<void> {
    await db.query(sql.upsertAccount, [report.targetId, report.userId, report.reason, report.otherText]);
  },
};

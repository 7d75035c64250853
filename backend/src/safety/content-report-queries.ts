import { hiddenAccount, visibleTo, countsTowardHide } from '@genalpha/db';

/** The SQL of the reports of comments and accounts (ContentReportsService), each run in one transaction. */
export const contentReportQueries = {
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

  /** Hides comment $1 pending review and logs it as GenAlpha's own action ($2 the cause). */
  hideComment: `WITH hidden AS (
                  UPDATE "comments" SET "moderationState" = 'pending_review', "moderatedAt" = now() WHERE "id" = $1 AND "moderationState" = 'none'
                  RETURNING "id", "text"
                ) INSERT INTO "moderation_log" ("action", "targetType", "targetId", "targetLabel", "reason")
                  SELECT 'comment.hidden', 'comment', "id", left("text", 100), $2 FROM hidden`,

  /** Account $1 when it is not hidden (suspended or being deleted). */
  visibleAccount: `SELECT u."id" FROM "users" u WHERE u."id" = $1 AND NOT ${hiddenAccount('u')}`,

  /** $2 reports account $1, as upsertComment does. */
  upsertAccount: `INSERT INTO "user_reports" ("targetId", "userId", "reason", "otherText") VALUES ($1, $2, $3, $4)
                  ON CONFLICT ("targetId", "userId") DO UPDATE SET "reason" = EXCLUDED."reason", "otherText" = EXCLUDED."otherText"
                  WHERE "user_reports"."resolvedAt" IS NULL`,
};

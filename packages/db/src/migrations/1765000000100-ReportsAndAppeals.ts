import { MigrationInterface, QueryRunner } from 'typeorm';

const NOTIFICATION_ACTIONS = `'hidden', 'restored', 'removed', 'warned', 'comment_removed', 'appeal_upheld', 'appeal_reversed'`;
const OLD_NOTIFICATION_ACTIONS = `'hidden', 'restored', 'removed'`;
const LOG_ACTIONS = `'video.hidden', 'video.restored', 'video.removed', 'user.banned', 'user.unbanned', 'user.role_changed',
  'comment.hidden', 'comment.restored', 'comment.removed', 'user.warned', 'user.reports_dismissed', 'appeal.filed', 'appeal.upheld', 'appeal.reversed'`;
const OLD_LOG_ACTIONS = `'video.hidden', 'video.restored', 'video.removed', 'user.banned', 'user.unbanned', 'user.role_changed'`;

/**
 * Safe from each other (issue 35, second half): reports on comments and on accounts, the moderation
 * state of comments, appeals of a decision, the notifications and log entries they bring, and the
 * mailed token that lets a suspended account appeal without signing in.
 */
export class ReportsAndAppeals1765000000100 implements MigrationInterface {
  name = 'ReportsAndAppeals1765000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "comments"
        ADD "moderationState" varchar(20) NOT NULL DEFAULT 'none',
        ADD "moderationReason" text,
        ADD "moderatedAt" timestamptz,
        ADD CONSTRAINT "CHK_comments_moderation_state" CHECK ("moderationState" IN ('none', 'pending_review', 'removed'))`);
    // Hidden comments are few: the counts shown subtract them per video through this index.
    await q.query(`CREATE INDEX "IDX_comments_moderated" ON "comments" ("videoId") WHERE "moderationState" <> 'none'`);

    await q.query(`
      CREATE TABLE "comment_reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "commentId" uuid NOT NULL,
        "userId" uuid NOT NULL,
        "reason" varchar(20) NOT NULL,
        "otherText" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "resolvedAt" timestamptz,
        "resolution" varchar(20),
        "resolvedBy" uuid,
        CONSTRAINT "PK_comment_reports" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_comment_reports_comment_user" UNIQUE ("commentId", "userId"),
        CONSTRAINT "CHK_comment_reports_reason" CHECK ("reason" IN ('spam', 'harassment', 'hate', 'other')),
        CONSTRAINT "CHK_comment_reports_resolution" CHECK (("resolution" IS NULL) = ("resolvedAt" IS NULL) AND ("resolution" IS NULL OR "resolution" IN ('dismissed', 'upheld'))),
        CONSTRAINT "FK_comment_reports_comment" FOREIGN KEY ("commentId") REFERENCES "comments"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_comment_reports_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_comment_reports_resolved_by" FOREIGN KEY ("resolvedBy") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_comment_reports_open" ON "comment_reports" ("commentId", "createdAt") WHERE "resolvedAt" IS NULL`);
    await q.query(`CREATE INDEX "IDX_comment_reports_user" ON "comment_reports" ("userId")`);

    await q.query(`
      CREATE TABLE "user_reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "targetId" uuid NOT NULL,
        "userId" uuid NOT NULL,
        "reason" varchar(20) NOT NULL,
        "otherText" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "resolvedAt" timestamptz,
        "resolution" varchar(20),
        "resolvedBy" uuid,
        CONSTRAINT "PK_user_reports" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_user_reports_target_user" UNIQUE ("targetId", "userId"),
        CONSTRAINT "CHK_user_reports_reason" CHECK ("reason" IN ('impersonation', 'spam', 'harassment', 'underage', 'other')),
        CONSTRAINT "CHK_user_reports_not_self" CHECK ("targetId" <> "userId"),
        CONSTRAINT "CHK_user_reports_resolution" CHECK (("resolution" IS NULL) = ("resolvedAt" IS NULL) AND ("resolution" IS NULL OR "resolution" IN ('dismissed', 'upheld'))),
        CONSTRAINT "FK_user_reports_target" FOREIGN KEY ("targetId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_user_reports_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_user_reports_resolved_by" FOREIGN KEY ("resolvedBy") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_user_reports_open" ON "user_reports" ("targetId", "createdAt") WHERE "resolvedAt" IS NULL`);
    await q.query(`CREATE INDEX "IDX_user_reports_user" ON "user_reports" ("userId")`);

    // One appeal per decision (a row of the moderation log): the unique index is the "once".
    await q.query(`
      CREATE TABLE "appeals" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "targetType" varchar(10) NOT NULL,
        "targetId" uuid NOT NULL,
        "decisionId" uuid NOT NULL,
        "text" varchar(1000) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "outcome" varchar(10),
        "note" text,
        "reviewedBy" uuid,
        "reviewedAt" timestamptz,
        CONSTRAINT "PK_appeals" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_appeals_decision" UNIQUE ("decisionId"),
        CONSTRAINT "CHK_appeals_target" CHECK ("targetType" IN ('video', 'comment', 'user')),
        CONSTRAINT "CHK_appeals_text" CHECK (length(btrim("text")) > 0),
        CONSTRAINT "CHK_appeals_outcome" CHECK (("outcome" IS NULL) = ("reviewedAt" IS NULL) AND ("outcome" IS NULL OR "outcome" IN ('upheld', 'reversed'))),
        CONSTRAINT "FK_appeals_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_appeals_decision" FOREIGN KEY ("decisionId") REFERENCES "moderation_log"("id"),
        CONSTRAINT "FK_appeals_reviewed_by" FOREIGN KEY ("reviewedBy") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "IDX_appeals_open" ON "appeals" ("createdAt", "id") WHERE "reviewedAt" IS NULL`);
    await q.query(`CREATE INDEX "IDX_appeals_user" ON "appeals" ("userId")`);

    await q.query(`
      ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_action",
        ADD CONSTRAINT "CHK_notifications_action" CHECK (("type" = 'moderation') = ("action" IS NOT NULL) AND ("action" IS NULL OR "action" IN (${NOTIFICATION_ACTIONS})))`);
    await q.query(`
      ALTER TABLE "moderation_log" DROP CONSTRAINT "CHK_moderation_log_action", DROP CONSTRAINT "CHK_moderation_log_target",
        ADD CONSTRAINT "CHK_moderation_log_action" CHECK ("action" IN (${LOG_ACTIONS})),
        ADD CONSTRAINT "CHK_moderation_log_target" CHECK ("targetType" IN ('video', 'comment', 'user', 'appeal'))`);
    await q.query(`
      ALTER TABLE "account_tokens" DROP CONSTRAINT "CHK_account_tokens_purpose",
        ADD CONSTRAINT "CHK_account_tokens_purpose" CHECK ("purpose" IN ('verify-email', 'reset-password', 'change-email', 'appeal-ban'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "account_tokens" WHERE "purpose" = 'appeal-ban'`);
    await q.query(`
      ALTER TABLE "account_tokens" DROP CONSTRAINT "CHK_account_tokens_purpose",
        ADD CONSTRAINT "CHK_account_tokens_purpose" CHECK ("purpose" IN ('verify-email', 'reset-password', 'change-email'))`);
    // The log is append-only: its constraints are loosened back only if no new action was written.
    await q.query(`
      ALTER TABLE "moderation_log" DROP CONSTRAINT "CHK_moderation_log_action", DROP CONSTRAINT "CHK_moderation_log_target",
        ADD CONSTRAINT "CHK_moderation_log_action" CHECK ("action" IN (${OLD_LOG_ACTIONS})),
        ADD CONSTRAINT "CHK_moderation_log_target" CHECK ("targetType" IN ('video', 'user'))`);
    await q.query(`DELETE FROM "notifications" WHERE "action" NOT IN (${OLD_NOTIFICATION_ACTIONS})`);
    await q.query(`
      ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_action",
        ADD CONSTRAINT "CHK_notifications_action" CHECK (("type" = 'moderation') = ("action" IS NOT NULL) AND ("action" IS NULL OR "action" IN (${OLD_NOTIFICATION_ACTIONS})))`);
    await q.query(`DROP TABLE "appeals"`);
    await q.query(`DROP TABLE "user_reports"`);
    await q.query(`DROP TABLE "comment_reports"`);
    await q.query(`DROP INDEX "IDX_comments_moderated"`);
    await q.query(`
      ALTER TABLE "comments" DROP CONSTRAINT "CHK_comments_moderation_state",
        DROP COLUMN "moderatedAt", DROP COLUMN "moderationReason", DROP COLUMN "moderationState"`);
  }
}

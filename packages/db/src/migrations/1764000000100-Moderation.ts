import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trust and safety (issue 11): account roles and bans, the moderation state of videos, report
 * resolution, notifications without a human actor, the append-only moderation log, and the
 * sessions index and trigger that let a ban end every session of an account at once.
 */
export class Moderation1764000000100 implements MigrationInterface {
  name = 'Moderation1764000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users"
        ADD "role" varchar(20) NOT NULL DEFAULT 'user',
        ADD "bannedAt" timestamptz,
        ADD "banReason" text,
        ADD CONSTRAINT "CHK_users_role" CHECK ("role" IN ('user', 'moderator', 'admin')),
        ADD CONSTRAINT "CHK_users_ban" CHECK (("bannedAt" IS NULL) = ("banReason" IS NULL))`);
    // Banned accounts are few: every public read checks its rows against this index (notBanned).
    await q.query(`CREATE INDEX "IDX_users_banned" ON "users" ("id") WHERE "bannedAt" IS NOT NULL`);
    // The console's user lookup searches emails too (usernames and display names have theirs).
    await q.query(`CREATE INDEX "IDX_users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops)`);

    await q.query(`
      ALTER TABLE "videos"
        ADD "moderationState" varchar(20) NOT NULL DEFAULT 'none',
        ADD "moderationReason" text,
        ADD "moderatedAt" timestamptz,
        ADD CONSTRAINT "CHK_videos_moderation_state" CHECK ("moderationState" IN ('none', 'pending_review', 'removed')),
        ADD CONSTRAINT "CHK_videos_moderation_hidden" CHECK ("moderationState" = 'none' OR "isHidden")`);
    // Videos hidden before this migration were hidden by reports or the broken-video check: they await review.
    await q.query(`UPDATE "videos" SET "moderationState" = 'pending_review', "moderatedAt" = "updatedAt" WHERE "isHidden" AND "status" <> 'failed'`);
    await q.query(`CREATE INDEX "IDX_videos_moderation" ON "videos" ("moderationState", "moderatedAt" DESC, "id" DESC) WHERE "moderationState" <> 'none'`);
    await q.query(`CREATE INDEX "IDX_videos_failed" ON "videos" ("createdAt" DESC, "id" DESC) WHERE "status" = 'failed'`);

    await q.query(`
      ALTER TABLE "reports"
        ADD "resolvedAt" timestamptz,
        ADD "resolution" varchar(20),
        ADD "resolvedBy" uuid,
        ADD CONSTRAINT "CHK_reports_resolution" CHECK (("resolution" IS NULL) = ("resolvedAt" IS NULL) AND ("resolution" IS NULL OR "resolution" IN ('dismissed', 'upheld'))),
        ADD CONSTRAINT "FK_reports_resolved_by" FOREIGN KEY ("resolvedBy") REFERENCES "users"("id") ON DELETE SET NULL`);
    await q.query(`CREATE INDEX "IDX_reports_open" ON "reports" ("videoId", "createdAt") WHERE "resolvedAt" IS NULL`);

    // A banned author's comments leave every list and count. The flag mirrors the author's ban so the
    // comment counts shown cost one probe of a tiny partial index per video; the database keeps it
    // true: a ban or unban flips the author's comments, and a new comment reads its author's ban under
    // a share lock (so one racing a ban waits for it and is flagged).
    await q.query(`ALTER TABLE "comments" ADD "authorBanned" boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX "IDX_comments_banned_author" ON "comments" ("videoId") WHERE "authorBanned"`);
    await q.query(`
      CREATE FUNCTION "comments_flag_banned_author"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT "bannedAt" IS NOT NULL INTO NEW."authorBanned" FROM "users" WHERE "id" = NEW."userId" FOR SHARE;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "TRG_comments_flag_banned_author" BEFORE INSERT ON "comments" FOR EACH ROW EXECUTE FUNCTION "comments_flag_banned_author"()`);
    await q.query(`
      CREATE FUNCTION "users_flag_comments_on_ban"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "comments" SET "authorBanned" = (NEW."bannedAt" IS NOT NULL) WHERE "userId" = NEW."id";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "TRG_users_flag_comments_on_ban" AFTER UPDATE OF "bannedAt" ON "users"
      FOR EACH ROW WHEN ((OLD."bannedAt" IS NULL) <> (NEW."bannedAt" IS NULL)) EXECUTE FUNCTION "users_flag_comments_on_ban"()`);

    // moderation, video_ready and video_failed come from GenAlpha itself: no human actor.
    await q.query(`
      ALTER TABLE "notifications"
        ALTER "actorId" DROP NOT NULL,
        ADD "action" varchar(20),
        ADD "reason" text,
        DROP CONSTRAINT "CHK_notifications_type",
        ADD CONSTRAINT "CHK_notifications_type" CHECK ("type" IN ('comment', 'like', 'follow', 'moderation', 'video_ready', 'video_failed')),
        ADD CONSTRAINT "CHK_notifications_actor" CHECK (("actorId" IS NULL) = ("type" IN ('moderation', 'video_ready', 'video_failed'))),
        ADD CONSTRAINT "CHK_notifications_action" CHECK (("type" = 'moderation') = ("action" IS NOT NULL) AND ("action" IS NULL OR "action" IN ('hidden', 'restored', 'removed')))`);
    // A probe that is retried or run twice tells the owner once.
    await q.query(
      `CREATE UNIQUE INDEX "UQ_notifications_video_outcome" ON "notifications" ("videoId", "type") WHERE "type" IN ('video_ready', 'video_failed')`,
    );

    // No foreign keys: a row must never be rewritten or removed because a user or video went away.
    await q.query(`
      CREATE TABLE "moderation_log" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "actorId" uuid,
        "actorUsername" varchar(50),
        "actorDisplayName" varchar(100),
        "action" varchar(30) NOT NULL,
        "targetType" varchar(10) NOT NULL,
        "targetId" uuid NOT NULL,
        "targetLabel" varchar(100) NOT NULL,
        "reason" text,
        "details" jsonb NOT NULL DEFAULT '{}',
        CONSTRAINT "PK_moderation_log" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_moderation_log_action" CHECK ("action" IN ('video.hidden', 'video.restored', 'video.removed', 'user.banned', 'user.unbanned', 'user.role_changed')),
        CONSTRAINT "CHK_moderation_log_target" CHECK ("targetType" IN ('video', 'user'))
      )`);
    await q.query(`CREATE INDEX "IDX_moderation_log_created" ON "moderation_log" ("createdAt" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "IDX_moderation_log_target" ON "moderation_log" ("targetId", "createdAt" DESC)`);
    await q.query(`
      CREATE FUNCTION "moderation_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'moderation_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(
      `CREATE TRIGGER "TRG_moderation_log_no_change" BEFORE UPDATE OR DELETE ON "moderation_log" FOR EACH ROW EXECUTE FUNCTION "moderation_log_append_only"()`,
    );
    await q.query(
      `CREATE TRIGGER "TRG_moderation_log_no_truncate" BEFORE TRUNCATE ON "moderation_log" FOR EACH STATEMENT EXECUTE FUNCTION "moderation_log_append_only"()`,
    );

    // Ending every session of an account (logout-all, ban) finds them by user.
    await q.query(`CREATE INDEX "IDX_sessions_user" ON "sessions" ((("sess" -> 'passport' ->> 'user')))`);
    // A sign-in racing a ban must not leave a live session behind: the user row is read under a
    // share lock, so a write waits for a ban in progress and then sees it (and is skipped).
    await q.query(`
      CREATE FUNCTION "sessions_refuse_banned"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        owner text := NEW."sess" -> 'passport' ->> 'user';
        banned timestamptz;
      BEGIN
        IF owner IS NULL OR owner !~ '^[0-9a-fA-F-]{36}$' THEN RETURN NEW; END IF;
        SELECT "bannedAt" INTO banned FROM "users" WHERE "id" = owner::uuid FOR SHARE;
        IF banned IS NOT NULL THEN RETURN NULL; END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER "TRG_sessions_refuse_banned" BEFORE INSERT OR UPDATE OF "sess" ON "sessions" FOR EACH ROW EXECUTE FUNCTION "sessions_refuse_banned"()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS "TRG_sessions_refuse_banned" ON "sessions"`);
    await q.query(`DROP FUNCTION IF EXISTS "sessions_refuse_banned"()`);
    await q.query(`DROP INDEX IF EXISTS "IDX_sessions_user"`);
    await q.query(`DROP TABLE IF EXISTS "moderation_log"`);
    await q.query(`DROP FUNCTION IF EXISTS "moderation_log_append_only"()`);
    await q.query(`DROP INDEX IF EXISTS "UQ_notifications_video_outcome"`);
    await q.query(`DELETE FROM "notifications" WHERE "actorId" IS NULL`);
    await q.query(`
      ALTER TABLE "notifications"
        DROP CONSTRAINT "CHK_notifications_action",
        DROP CONSTRAINT "CHK_notifications_actor",
        DROP CONSTRAINT "CHK_notifications_type",
        ADD CONSTRAINT "CHK_notifications_type" CHECK ("type" IN ('comment', 'like', 'follow')),
        DROP COLUMN "reason",
        DROP COLUMN "action",
        ALTER "actorId" SET NOT NULL`);
    await q.query(`DROP TRIGGER IF EXISTS "TRG_users_flag_comments_on_ban" ON "users"`);
    await q.query(`DROP FUNCTION IF EXISTS "users_flag_comments_on_ban"()`);
    await q.query(`DROP TRIGGER IF EXISTS "TRG_comments_flag_banned_author" ON "comments"`);
    await q.query(`DROP FUNCTION IF EXISTS "comments_flag_banned_author"()`);
    await q.query(`ALTER TABLE "comments" DROP COLUMN "authorBanned"`);
    await q.query(`DROP INDEX IF EXISTS "IDX_reports_open"`);
    await q.query(`
      ALTER TABLE "reports" DROP CONSTRAINT "FK_reports_resolved_by", DROP CONSTRAINT "CHK_reports_resolution",
        DROP COLUMN "resolvedBy", DROP COLUMN "resolution", DROP COLUMN "resolvedAt"`);
    await q.query(`DROP INDEX IF EXISTS "IDX_videos_failed"`);
    await q.query(`DROP INDEX IF EXISTS "IDX_videos_moderation"`);
    await q.query(`
      ALTER TABLE "videos" DROP CONSTRAINT "CHK_videos_moderation_hidden", DROP CONSTRAINT "CHK_videos_moderation_state",
        DROP COLUMN "moderatedAt", DROP COLUMN "moderationReason", DROP COLUMN "moderationState"`);
    await q.query(`DROP INDEX IF EXISTS "IDX_users_email_trgm"`);
    await q.query(`DROP INDEX IF EXISTS "IDX_users_banned"`);
    await q.query(`
      ALTER TABLE "users" DROP CONSTRAINT "CHK_users_ban", DROP CONSTRAINT "CHK_users_role",
        DROP COLUMN "banReason", DROP COLUMN "bannedAt", DROP COLUMN "role"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

const NOTIFICATION_TYPES = `'comment', 'like', 'follow', 'moderation', 'video_ready', 'video_failed', 'export_ready'`;

/**
 * Remix and prompt lineage (issue 40): a video names its parent (claimed in the form, or verified by
 * its Content Credentials); a parent deleted later leaves the claim with no parent ("no longer
 * available"). remixCount is kept by a trigger in the writing transaction, so concurrent remixes,
 * deletions, account deletions and re-links all count exactly.
 */
export class Remixes1765100000200 implements MigrationInterface {
  name = 'Remixes1765100000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "videos"
        ADD "parentId" uuid,
        ADD "remixState" varchar(10),
        ADD "allowRemixes" boolean NOT NULL DEFAULT true,
        ADD "remixCount" integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT "FK_videos_parent" FOREIGN KEY ("parentId") REFERENCES "videos"("id") ON DELETE SET NULL,
        ADD CONSTRAINT "CHK_videos_remix_state" CHECK ("remixState" IS NULL OR "remixState" IN ('claimed', 'verified')),
        ADD CONSTRAINT "CHK_videos_remix_parent" CHECK (("parentId" IS NULL OR "remixState" IS NOT NULL) AND "parentId" <> "id"),
        ADD CONSTRAINT "CHK_videos_remix_count" CHECK ("remixCount" >= 0)`);
    // The remixes of a video, newest first and most liked first (keyset pages).
    await q.query(`CREATE INDEX "IDX_videos_parent_created" ON "videos" ("parentId", "createdAt" DESC, "id" DESC) WHERE "parentId" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_videos_parent_likes" ON "videos" ("parentId", "likesCount" DESC, "id" DESC) WHERE "parentId" IS NOT NULL`);
    await q.query(`
      CREATE FUNCTION "videos_count_remixes"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."parentId" IS NOT NULL THEN
          UPDATE "videos" SET "remixCount" = GREATEST("remixCount" - 1, 0) WHERE "id" = OLD."parentId";
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."parentId" IS NOT NULL THEN
          UPDATE "videos" SET "remixCount" = "remixCount" + 1 WHERE "id" = NEW."parentId";
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER "TRG_videos_count_remixes_insert" AFTER INSERT ON "videos" FOR EACH ROW WHEN (NEW."parentId" IS NOT NULL) EXECUTE FUNCTION "videos_count_remixes"()`,
    );
    await q.query(
      `CREATE TRIGGER "TRG_videos_count_remixes_delete" AFTER DELETE ON "videos" FOR EACH ROW WHEN (OLD."parentId" IS NOT NULL) EXECUTE FUNCTION "videos_count_remixes"()`,
    );
    await q.query(`
      CREATE TRIGGER "TRG_videos_count_remixes_update" AFTER UPDATE OF "parentId" ON "videos"
      FOR EACH ROW WHEN (OLD."parentId" IS DISTINCT FROM NEW."parentId") EXECUTE FUNCTION "videos_count_remixes"()`);

    await q.query(`ALTER TABLE "creator_stats" ADD "remixesCount" integer NOT NULL DEFAULT 0`);
    await q.query(`CREATE INDEX "IDX_creator_stats_remixesCount" ON "creator_stats" ("remixesCount", "userNumber")`);

    await q.query(
      `ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_type", ADD CONSTRAINT "CHK_notifications_type" CHECK ("type" IN (${NOTIFICATION_TYPES}, 'remix'))`,
    );
    // Once per remix: a claimed link later verified by the worker does not notify again.
    await q.query(`CREATE UNIQUE INDEX "UQ_notifications_remix" ON "notifications" ("videoId") WHERE "type" = 'remix'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "UQ_notifications_remix"`);
    await q.query(`DELETE FROM "notifications" WHERE "type" = 'remix'`);
    await q.query(
      `ALTER TABLE "notifications" DROP CONSTRAINT "CHK_notifications_type", ADD CONSTRAINT "CHK_notifications_type" CHECK ("type" IN (${NOTIFICATION_TYPES}))`,
    );
    await q.query(`DROP INDEX "IDX_creator_stats_remixesCount"`);
    await q.query(`ALTER TABLE "creator_stats" DROP COLUMN "remixesCount"`);
    await q.query(`DROP TRIGGER "TRG_videos_count_remixes_update" ON "videos"`);
    await q.query(`DROP TRIGGER "TRG_videos_count_remixes_delete" ON "videos"`);
    await q.query(`DROP TRIGGER "TRG_videos_count_remixes_insert" ON "videos"`);
    await q.query(`DROP FUNCTION "videos_count_remixes"()`);
    await q.query(`DROP INDEX "IDX_videos_parent_likes"`);
    await q.query(`DROP INDEX "IDX_videos_parent_created"`);
    await q.query(`
      ALTER TABLE "videos" DROP CONSTRAINT "CHK_videos_remix_count", DROP CONSTRAINT "CHK_videos_remix_parent", DROP CONSTRAINT "CHK_videos_remix_state",
        DROP CONSTRAINT "FK_videos_parent", DROP COLUMN "remixCount", DROP COLUMN "allowRemixes", DROP COLUMN "remixState", DROP COLUMN "parentId"`);
  }
}

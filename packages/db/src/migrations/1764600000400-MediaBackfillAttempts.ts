import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The backfills' failed attempts, one row per video and output (BackfillOutput) while it fails: when
 * it may be tried again and, after the last attempt, when the worker gave up on it (the console's
 * Failed tab lists those through the partial index). A success deletes the row.
 */
export class MediaBackfillAttempts1764600000400 implements MigrationInterface {
  name = 'MediaBackfillAttempts1764600000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "media_backfill_attempts" (
        "videoId" uuid NOT NULL,
        "output" character varying(40) NOT NULL,
        "attempts" integer NOT NULL,
        "lastError" text NOT NULL,
        "lastAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "givenUpAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_media_backfill_attempts" PRIMARY KEY ("videoId", "output"),
        CONSTRAINT "FK_media_backfill_attempts_video" FOREIGN KEY ("videoId") REFERENCES "videos"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "IDX_media_backfill_attempts_given_up" ON "media_backfill_attempts" ("givenUpAt", "videoId") WHERE "givenUpAt" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "media_backfill_attempts"`);
  }
}

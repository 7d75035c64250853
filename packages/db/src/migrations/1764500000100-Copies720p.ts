import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The 720p copy of videos larger than 720p, for phones and smaller players. Every ready video is owed
 * one until copies.backfill has made it or found it unneeded (IDX_videos_720p_copy_missing).
 */
export class Copies720p1764500000100 implements MigrationInterface {
  name = 'Copies720p1764500000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "videos" ADD "video720pUrl" text, ADD "copy720pMadeAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE INDEX "IDX_videos_720p_copy_missing" ON "videos" ("createdAt") WHERE "copy720pMadeAt" IS NULL AND "status" = 'ready'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_videos_720p_copy_missing"`);
    await q.query(`ALTER TABLE "videos" DROP COLUMN "copy720pMadeAt", DROP COLUMN "video720pUrl"`);
  }
}

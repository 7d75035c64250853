import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The HLS package of each ready video (its master playlist's URL), made after it is ready. Every ready
 * video is owed one until hls.package has made it or found it cannot (IDX_videos_hls_missing).
 */
export class HlsPackages1765100000100 implements MigrationInterface {
  name = 'HlsPackages1765100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "videos" ADD "hlsUrl" text, ADD "hlsPackagedAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE INDEX "IDX_videos_hls_missing" ON "videos" ("createdAt") WHERE "hlsPackagedAt" IS NULL AND "status" = 'ready'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_videos_hls_missing"`);
    await q.query(`ALTER TABLE "videos" DROP COLUMN "hlsPackagedAt", DROP COLUMN "hlsUrl"`);
  }
}

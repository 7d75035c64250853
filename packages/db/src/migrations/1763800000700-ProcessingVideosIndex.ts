import { MigrationInterface, QueryRunner } from 'typeorm';

/** The worker's sweep looks for videos still owed a probe, oldest first; few rows are ever in processing. */
export class ProcessingVideosIndex1763800000700 implements MigrationInterface {
  name = 'ProcessingVideosIndex1763800000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_videos_processing" ON "videos" ("createdAt") WHERE "status" = 'processing'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "IDX_videos_processing"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each ready video's poster in smaller widths and WebP (a list of { width, format, key }); null
 * until the worker has made them. The backfill job finds the ready videos still owed them, oldest
 * first, through the partial index (few rows once the backfill has caught up).
 */
export class PosterVariants1764100000100 implements MigrationInterface {
  name = 'PosterVariants1764100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "videos" ADD "posterVariants" jsonb`);
    await q.query(
      `CREATE INDEX "IDX_videos_poster_variants_missing" ON "videos" ("createdAt") WHERE "posterVariants" IS NULL AND "status" = 'ready' AND "thumbnailUrl" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "IDX_videos_poster_variants_missing"`);
    await q.query(`ALTER TABLE "videos" DROP COLUMN "posterVariants"`);
  }
}

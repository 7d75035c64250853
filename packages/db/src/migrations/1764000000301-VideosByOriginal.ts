import { MigrationInterface, QueryRunner } from 'typeorm';

/** /objects finds the video an uploaded original belongs to, to serve it only to whom may see that video. */
export class VideosByOriginal1764000000301 implements MigrationInterface {
  name = 'VideosByOriginal1764000000301';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_videos_originalUrl" ON "videos" ("originalUrl")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_videos_originalUrl"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Only `ready` videos are public now (PUBLICLY_VISIBLE): the feed's partial index follows the new
 * predicate, and a small one finds a viewer's own videos still processing, which their feed shows.
 */
export class PublicVideosAreReady1764000000300 implements MigrationInterface {
  name = 'PublicVideosAreReady1764000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_videos_feed"`);
    await q.query(`CREATE INDEX "IDX_videos_feed" ON "videos" ("createdAt" DESC, "id" DESC) WHERE NOT "isHidden" AND "status" = 'ready'`);
    await q.query(
      `CREATE INDEX "IDX_videos_processing_owner" ON "videos" ("userId", "createdAt" DESC, "id" DESC) WHERE "status" = 'processing' AND NOT "isHidden"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_videos_processing_owner"`);
    await q.query(`DROP INDEX "IDX_videos_feed"`);
    await q.query(`CREATE INDEX "IDX_videos_feed" ON "videos" ("createdAt" DESC, "id" DESC) WHERE NOT "isHidden" AND "status" <> 'failed'`);
  }
}

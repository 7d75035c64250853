import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finds the video a new upload's Content Credentials name as an ingredient: by the label of the
 * manifest it carried, or by its XMP instance id. Expression indexes, the migrations' alone
 * (TypeORM reads none); the expressions are spelled exactly as remixes.verifiedParent uses them.
 */
export class ManifestLineage1765100000300 implements MigrationInterface {
  name = 'ManifestLineage1765100000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_videos_manifest_label" ON "videos" (("credentialsManifest"->>'active_manifest')) WHERE "credentialsManifest" IS NOT NULL`);
    await q.query(
      `CREATE INDEX "IDX_videos_manifest_instance" ON "videos" (("credentialsManifest"->'manifests'->("credentialsManifest"->>'active_manifest')->>'instance_id'))
       WHERE "credentialsManifest" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_videos_manifest_instance"`);
    await q.query(`DROP INDEX "IDX_videos_manifest_label"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each upload's C2PA manifest says (the worker reads it before any transcode): the validation
 * state, the summary the API serves and the manifest store as c2pa-rs reported it, for the record.
 * The verified feed (?verified=true) walks its own partial index, newest first.
 */
export class ContentCredentials1764300000100 implements MigrationInterface {
  name = 'ContentCredentials1764300000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "videos" ADD "credentialsState" varchar(12) NOT NULL DEFAULT 'none'`);
    await q.query(`ALTER TABLE "videos" ADD "credentials" jsonb`);
    await q.query(`ALTER TABLE "videos" ADD "credentialsManifest" jsonb`);
    await q.query(`ALTER TABLE "videos" ADD CONSTRAINT "CHK_videos_credentials_state" CHECK ("credentialsState" IN ('valid', 'untrusted', 'invalid', 'none'))`);
    await q.query(
      `CREATE INDEX "IDX_videos_feed_verified" ON "videos" ("createdAt" DESC, "id" DESC) WHERE NOT "isHidden" AND "status" = 'ready' AND "credentialsState" = 'valid'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "IDX_videos_feed_verified"`);
    await q.query(`ALTER TABLE "videos" DROP CONSTRAINT "CHK_videos_credentials_state"`);
    await q.query(`ALTER TABLE "videos" DROP COLUMN "credentialsManifest"`);
    await q.query(`ALTER TABLE "videos" DROP COLUMN "credentials"`);
    await q.query(`ALTER TABLE "videos" DROP COLUMN "credentialsState"`);
  }
}

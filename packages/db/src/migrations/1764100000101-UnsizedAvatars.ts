import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Avatars made before sizes existed are single files (`avatars/<user>/<upload>.jpg`); since then each
 * has a folder holding its sizes (`…/<upload>/avatar.jpg`). The backfill job finds the older ones
 * through this partial index and moves them (few rows once it has caught up).
 */
export class UnsizedAvatars1764100000101 implements MigrationInterface {
  name = 'UnsizedAvatars1764100000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_users_avatar_unsized" ON "users" ("id") WHERE "avatarUrl" NOT LIKE '%/avatar.jpg'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "IDX_users_avatar_unsized"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

const NOTIFICATION_CHECKS = (types: string, systemTypes: string) => `
  ALTER TABLE "notifications"
    DROP CONSTRAINT "CHK_notifications_actor",
    DROP CONSTRAINT "CHK_notifications_type",
    ADD CONSTRAINT "CHK_notifications_type" CHECK ("type" IN (${types})),
    ADD CONSTRAINT "CHK_notifications_actor" CHECK (("actorId" IS NULL) = ("type" IN (${systemTypes})))`;

/**
 * "Download your data": one row per export the worker builds (account.export), its zip stored under
 * exports/<user>/<export>.zip until it expires; the owner is told by an export_ready notification.
 */
export class AccountExports1764700000100 implements MigrationInterface {
  name = 'AccountExports1764700000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "account_exports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'building',
        "linkOrigin" varchar(255) NOT NULL,
        "sizeBytes" bigint,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "readyAt" timestamptz,
        CONSTRAINT "PK_account_exports" PRIMARY KEY ("id"),
        CONSTRAINT "FK_account_exports_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_account_exports_status" CHECK ("status" IN ('building', 'ready', 'failed', 'expired')),
        CONSTRAINT "CHK_account_exports_ready" CHECK (("status" IN ('ready', 'expired')) = ("readyAt" IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX "IDX_account_exports_user_created" ON "account_exports" ("userId", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_account_exports_ready" ON "account_exports" ("readyAt") WHERE "status" = 'ready'`);
    await q.query(
      NOTIFICATION_CHECKS(
        `'comment', 'like', 'follow', 'moderation', 'video_ready', 'video_failed', 'export_ready'`,
        `'moderation', 'video_ready', 'video_failed', 'export_ready'`,
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "notifications" WHERE "type" = 'export_ready'`);
    await q.query(
      NOTIFICATION_CHECKS(`'comment', 'like', 'follow', 'moderation', 'video_ready', 'video_failed'`, `'moderation', 'video_ready', 'video_failed'`),
    );
    await q.query(`DROP TABLE "account_exports"`);
  }
}

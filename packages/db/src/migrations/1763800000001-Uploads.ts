import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every upload URL the API issued: binds its single object to the uploader and drives the cleanup of unclaimed ones. */
export class Uploads1763800000001 implements MigrationInterface {
  name = 'Uploads1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "uploads" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "objectKey" varchar(200) NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "completedAt" timestamptz,
        "size" bigint,
        "contentType" varchar(255),
        "claimedAt" timestamptz,
        "claimedFor" varchar(10),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_uploads" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_uploads_objectKey" UNIQUE ("objectKey"),
        CONSTRAINT "FK_uploads_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_uploads_claimedFor" CHECK ("claimedFor" IN ('video', 'avatar')),
        CONSTRAINT "CHK_uploads_claim" CHECK (("claimedAt" IS NULL) = ("claimedFor" IS NULL)),
        CONSTRAINT "CHK_uploads_size" CHECK ("size" >= 0)
      )`);
    // storage.cleanup looks for old unclaimed uploads only.
    await q.query(`CREATE INDEX "IDX_uploads_unclaimed_created" ON "uploads" ("createdAt") WHERE "claimedAt" IS NULL`);
    await q.query(`CREATE INDEX "IDX_uploads_user" ON "uploads" ("userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "uploads"`);
  }
}

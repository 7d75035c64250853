import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal access tokens: each Bearer request finds its token by the secret's hash (unique index);
 * a user's list walks their own index, newest first.
 */
export class AccessTokens1764400000100 implements MigrationInterface {
  name = 'AccessTokens1764400000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "access_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "name" varchar(50) NOT NULL,
        "scopes" text array NOT NULL,
        "tokenHash" char(64) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "lastUsedAt" timestamptz,
        "expiresAt" timestamptz,
        "revokedAt" timestamptz,
        CONSTRAINT "PK_access_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "FK_access_tokens_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_access_tokens_hash" ON "access_tokens" ("tokenHash")`);
    await q.query(`CREATE INDEX "IDX_access_tokens_user_created" ON "access_tokens" ("userId", "createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "access_tokens"`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn credentials): a sign-in finds its passkey by the credential id (unique, so a
 * credential belongs to one account only); a user's list walks their own index.
 */
export class Passkeys1764600000300 implements MigrationInterface {
  name = 'Passkeys1764600000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "passkeys" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "credentialId" varchar(1364) NOT NULL,
        "publicKey" bytea NOT NULL,
        "counter" bigint NOT NULL DEFAULT 0,
        "transports" text array NOT NULL DEFAULT '{}',
        "name" varchar(50) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "lastUsedAt" timestamptz,
        CONSTRAINT "PK_passkeys" PRIMARY KEY ("id"),
        CONSTRAINT "FK_passkeys_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_passkeys_credential" ON "passkeys" ("credentialId")`);
    await q.query(`CREATE INDEX "IDX_passkeys_user_created" ON "passkeys" ("userId", "createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "passkeys"`);
  }
}

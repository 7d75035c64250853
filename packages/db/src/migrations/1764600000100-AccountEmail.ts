import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified email addresses, and the single-use tokens mailed to verify one or to reset a password:
 * only the SHA-256 of each token is kept, one per account and purpose (a new one replaces the old).
 * Accounts made before this stay unverified until their owner confirms the address.
 */
export class AccountEmail1764600000100 implements MigrationInterface {
  name = 'AccountEmail1764600000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "emailVerifiedAt" timestamptz`);
    await q.query(`
      CREATE TABLE "account_tokens" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "purpose" varchar(20) NOT NULL,
        "email" varchar(320) NOT NULL,
        "tokenHash" char(64) NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_account_tokens" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_account_tokens_purpose" CHECK ("purpose" IN ('verify-email', 'reset-password')),
        CONSTRAINT "FK_account_tokens_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_account_tokens_hash" ON "account_tokens" ("tokenHash")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_account_tokens_user_purpose" ON "account_tokens" ("userId", "purpose")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "account_tokens"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "emailVerifiedAt"`);
  }
}

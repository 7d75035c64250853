import { MigrationInterface, QueryRunner } from 'typeorm';

const CHECK = (purposes: string) => `ALTER TABLE "account_tokens" ADD CONSTRAINT "CHK_account_tokens_purpose" CHECK ("purpose" IN (${purposes}))`;

/** Mailed tokens confirming a new email address: the address rides in the token's "email". */
export class EmailChangeTokens1764600000950 implements MigrationInterface {
  name = 'EmailChangeTokens1764600000950';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "account_tokens" DROP CONSTRAINT "CHK_account_tokens_purpose"`);
    await q.query(CHECK(`'verify-email', 'reset-password', 'change-email'`));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "account_tokens" WHERE "purpose" = 'change-email'`);
    await q.query(`ALTER TABLE "account_tokens" DROP CONSTRAINT "CHK_account_tokens_purpose"`);
    await q.query(CHECK(`'verify-email', 'reset-password'`));
  }
}

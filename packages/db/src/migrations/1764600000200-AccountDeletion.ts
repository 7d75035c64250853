import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account deletion (issue 33). A deleted account is hidden by the suspension's own rule until its
 * purge (hiddenAccount in moderation/banned.ts): the partial index, the comment flag and the session
 * trigger the Moderation migration keyed on "bannedAt" now read "deletionDueAt" beside it.
 */
export class AccountDeletion1764600000200 implements MigrationInterface {
  name = 'AccountDeletion1764600000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "deletionDueAt" timestamptz`);
    await q.query(`DROP INDEX "IDX_users_banned"`);
    // Also finds the accounts whose purge is due (account.purge).
    await q.query(`CREATE INDEX "IDX_users_banned" ON "users" ("id") WHERE "bannedAt" IS NOT NULL OR "deletionDueAt" IS NOT NULL`);
    // The purge deletes the reports an account filed, a batch at a time.
    await q.query(`CREATE INDEX "IDX_reports_user" ON "reports" ("userId")`);
    await this.hideBy(q, `"bannedAt" IS NOT NULL OR "deletionDueAt" IS NOT NULL`, `"bannedAt", "deletionDueAt"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.hideBy(q, `"bannedAt" IS NOT NULL`, `"bannedAt"`);
    await q.query(`DROP INDEX "IDX_reports_user"`);
    await q.query(`DROP INDEX "IDX_users_banned"`);
    await q.query(`CREATE INDEX "IDX_users_banned" ON "users" ("id") WHERE "bannedAt" IS NOT NULL`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "deletionDueAt"`);
  }

  /** The comment flag and the session guard of the Moderation migration, with `hidden` (over a users row) as their rule. */
  private async hideBy(q: QueryRunner, hidden: string, columns: string): Promise<void> {
    const of = (alias: string) => hidden.replace(/"(bannedAt|deletionDueAt)"/g, `${alias}."$1"`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "comments_flag_banned_author"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT (${hidden}) INTO NEW."authorBanned" FROM "users" WHERE "id" = NEW."userId" FOR SHARE;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "users_flag_comments_on_ban"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "comments" SET "authorBanned" = (${of('NEW')}) WHERE "userId" = NEW."id";
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER "TRG_users_flag_comments_on_ban" ON "users"`);
    await q.query(`
      CREATE TRIGGER "TRG_users_flag_comments_on_ban" AFTER UPDATE OF ${columns} ON "users"
      FOR EACH ROW WHEN ((${of('OLD')}) IS DISTINCT FROM (${of('NEW')})) EXECUTE FUNCTION "users_flag_comments_on_ban"()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "sessions_refuse_banned"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        owner text := NEW."sess" -> 'passport' ->> 'user';
        hidden boolean;
      BEGIN
        IF owner IS NULL OR owner !~ '^[0-9a-fA-F-]{36}$' THEN RETURN NEW; END IF;
        SELECT (${hidden}) INTO hidden FROM "users" WHERE "id" = owner::uuid FOR SHARE;
        IF hidden THEN RETURN NULL; END IF;
        RETURN NEW;
      END $$`);
  }
}

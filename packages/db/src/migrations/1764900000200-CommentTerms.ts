import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each comment's term set, kept by a trigger as the videos' is: a comment list collapses those holding a muted word without splitting every text per request. */
export class CommentTerms1764900000200 implements MigrationInterface {
  name = 'CommentTerms1764900000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "comments" ADD "terms" text[] NOT NULL DEFAULT '{}'`);
    await q.query(`
      CREATE FUNCTION "comments_set_terms"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        NEW."terms" := "text_term_set"(NEW."text");
        RETURN NEW;
      END
      $fn$`);
    await q.query(`CREATE TRIGGER "TRG_comments_terms" BEFORE INSERT OR UPDATE OF "text" ON "comments" FOR EACH ROW EXECUTE FUNCTION "comments_set_terms"()`);
    await q.query(`UPDATE "comments" SET "terms" = "text_term_set"("text")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TRG_comments_terms" ON "comments"`);
    await q.query(`DROP FUNCTION "comments_set_terms"()`);
    await q.query(`ALTER TABLE "comments" DROP COLUMN "terms"`);
  }
}

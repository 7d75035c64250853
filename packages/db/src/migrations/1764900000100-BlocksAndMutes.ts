import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks (mutual invisibility), muted creators, muted words and tags (one normalised array per
 * user) and each video's comment setting. Muted words match the term set stored with each video
 * (and, from CommentTerms, each comment; see packages/shared/src/database/muted-words.md): whole lowercase words, and `#tag`s.
 */
export class BlocksAndMutes1764900000100 implements MigrationInterface {
  name = 'BlocksAndMutes1764900000100';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, actor, target] of [
      ['user_blocks', 'blockerId', 'blockedId'],
      ['user_mutes', 'muterId', 'mutedId'],
    ]) {
      await q.query(`
        CREATE TABLE "${table}" (
          "${actor}" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
          "${target}" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
          "createdAt" timestamptz NOT NULL DEFAULT now(),
          CONSTRAINT "PK_${table}" PRIMARY KEY ("${actor}", "${target}"),
          CONSTRAINT "CHK_${table}_not_self" CHECK ("${actor}" <> "${target}")
        )`);
      await q.query(`CREATE INDEX "IDX_${table}_listed" ON "${table}" ("${actor}", "createdAt" DESC, "${target}" DESC)`);
    }
    // Who blocked the viewer: the other direction of every block check.
    await q.query(`CREATE INDEX "IDX_user_blocks_blocked" ON "user_blocks" ("blockedId", "blockerId")`);
    await q.query(`ALTER TABLE "users" ADD "mutedWords" text[] NOT NULL DEFAULT '{}'`);
    await q.query(`
      CREATE FUNCTION "text_term_set"("body" text) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT coalesce(array_agg(DISTINCT "term"), '{}') FROM (
          SELECT "word" AS "term" FROM regexp_split_to_table(lower("body"), '[^[:alnum:]_]+') AS "word"
          UNION ALL
          SELECT '#' || "tag" FROM unnest("video_tag_set"('', "body")) AS "tag"
        ) AS "all" WHERE "term" <> ''
      $fn$`);
    await q.query(`
      CREATE FUNCTION "video_term_set"("title" text, "caption" text, "tags" text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
        SELECT coalesce(array_agg(DISTINCT "term"), '{}') FROM (
          SELECT unnest("text_term_set"(concat_ws(' ', "title", "caption", replace(coalesce("tags", ''), ',', ' ')))) AS "term"
          UNION ALL
          SELECT '#' || "tag" FROM unnest("video_tag_set"(coalesce("tags", ''), coalesce("caption", ''))) AS "tag"
        ) AS "all"
      $fn$`);
    // Kept by a trigger rather than GENERATED: TypeORM's schema reader cannot describe generated columns without its own metadata table.
    await q.query(`ALTER TABLE "videos" ADD "terms" text[] NOT NULL DEFAULT '{}'`);
    await q.query(`
      CREATE FUNCTION "videos_set_terms"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        NEW."terms" := "video_term_set"(NEW."title", NEW."caption", NEW."tags");
        RETURN NEW;
      END
      $fn$`);
    await q.query(
      `CREATE TRIGGER "TRG_videos_terms" BEFORE INSERT OR UPDATE OF "title", "caption", "tags" ON "videos" FOR EACH ROW EXECUTE FUNCTION "videos_set_terms"()`,
    );
    await q.query(`UPDATE "videos" SET "terms" = "video_term_set"("title", "caption", "tags")`);
    await q.query(`ALTER TABLE "videos" ADD "commentsAllowed" text NOT NULL DEFAULT 'everyone'`);
    await q.query(`ALTER TABLE "videos" ADD CONSTRAINT "CHK_videos_comments_allowed" CHECK ("commentsAllowed" IN ('everyone', 'following', 'off'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "videos" DROP COLUMN "commentsAllowed"`);
    await q.query(`DROP TRIGGER "TRG_videos_terms" ON "videos"`);
    await q.query(`DROP FUNCTION "videos_set_terms"()`);
    await q.query(`ALTER TABLE "videos" DROP COLUMN "terms"`);
    await q.query(`DROP FUNCTION "video_term_set"(text, text, text)`);
    await q.query(`DROP FUNCTION "text_term_set"(text)`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "mutedWords"`);
    await q.query(`DROP TABLE "user_mutes"`);
    await q.query(`DROP TABLE "user_blocks"`);
  }
}

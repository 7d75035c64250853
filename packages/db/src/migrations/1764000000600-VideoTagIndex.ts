import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The feed filtered by a tag (`GET /api/videos?tag=`): a video carries a tag when it is in its
 * tags or written as `#tag` in its caption, matched case-insensitively. video_tag_set() gives
 * that set as an array and a GIN index over it answers `video_tag_set(tags, caption) @> ARRAY[lower(tag)]`.
 * The index covers every video (not only visible ones, as IDX_videos_feed does): PostgreSQL
 * reads the statistics of an expression from non-partial indexes only, and without them it
 * cannot tell a rare tag (bitmap scan of this index) from a common one (the feed's index, filtered).
 *
 * A caption hashtag is `#` and the characters after it up to whitespace or ASCII punctuation
 * other than `_`, not preceded by such a character (the web client's caption links use the
 * same rule: frontend/src/lib/hashtags.ts). Spelled with explicit ASCII ranges so the result
 * does not depend on the database's locale.
 */
export class VideoTagIndex1764000000600 implements MigrationInterface {
  name = 'VideoTagIndex1764000000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION "video_tag_set"("tags" text, "caption" text) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT coalesce(array_agg(DISTINCT "tag"), '{}') FROM (
          SELECT lower(btrim("part")) AS "tag" FROM unnest(string_to_array("tags", ',')) AS "part"
          UNION ALL
          SELECT lower("found"[1]) FROM regexp_matches("caption", '(?<![^[:space:]!-/:-@[-^\`{-~])#([^[:space:]!-/:-@[-^\`{-~]+)', 'g') AS "found"
        ) AS "all" WHERE "tag" <> ''
      $fn$`);
    await q.query(`CREATE INDEX "IDX_videos_tag_set" ON "videos" USING gin ("video_tag_set"("tags", "caption"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "IDX_videos_tag_set"`);
    await q.query(`DROP FUNCTION IF EXISTS "video_tag_set"(text, text)`);
  }
}

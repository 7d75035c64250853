import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search (issue 36). Every video gets "searchDocument", a weighted tsvector in the `simple`
 * configuration (no stemming, so a word typed halfway matches as a prefix) over its unaccented
 * title and tags (A), prompt (B), caption and tool (C) and its creator's username and display name
 * (D). Triggers keep it current on every write: a video's row when its words or owner change, all of
 * a creator's videos when they rename. Alongside, two tables the triggers keep up to date:
 * search_terms, every word the documents hold (the vocabulary a misspelt word is corrected
 * against by trigram similarity), and search_tags, each tag with its count of publicly visible
 * videos (ready and not hidden, as video-visibility.ts's PUBLICLY_VISIBLE), found by prefix.
 * search_unaccent() is unaccent() with its dictionary named, which is IMMUTABLE as an index needs.
 * Functions an index or a trigger calls name public's functions with the schema: PostgreSQL 17 runs
 * CREATE INDEX, ANALYZE and VACUUM with search_path = pg_catalog, pg_temp.
 */
export class Search1764800000100 implements MigrationInterface {
  name = 'Search1764800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await q.query(`
      CREATE FUNCTION "search_unaccent"(text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $fn$`);
    await q.query(`
      CREATE FUNCTION "search_video_document"("title" text, "tags" text, "prompt" text, "caption" text, "toolUsed" text, "username" text, "displayName" text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
        SELECT setweight(to_tsvector('simple', public.search_unaccent(coalesce("title", '') || ' ' || replace(coalesce("tags", ''), ',', ' '))), 'A')
            || setweight(to_tsvector('simple', public.search_unaccent(coalesce("prompt", ''))), 'B')
            || setweight(to_tsvector('simple', public.search_unaccent(coalesce("caption", '') || ' ' || replace(coalesce("toolUsed", ''), '-', ' '))), 'C')
            || setweight(to_tsvector('simple', public.search_unaccent(coalesce("username", '') || ' ' || coalesce("displayName", ''))), 'D')
      $fn$`);
    await q.query(`
      CREATE FUNCTION "search_creator_name"("username" text, "displayName" text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$ SELECT lower(public.search_unaccent(coalesce("username", '') || ' ' || coalesce("displayName", ''))) $fn$`);
    /** A document's words worth correcting a typo towards: with a letter, only letters and digits, 3 to 40 characters. */
    await q.query(`
      CREATE FUNCTION "search_document_terms"(tsvector) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT "term" FROM unnest(tsvector_to_array($1)) AS "term"
        WHERE length("term") BETWEEN 3 AND 40 AND "term" ~ '[[:alpha:]]' AND "term" !~ '[^[:alnum:]]'
      $fn$`);

    await q.query(`ALTER TABLE "videos" ADD "searchDocument" tsvector`);
    await q.query(`CREATE TABLE "search_terms" ("term" text NOT NULL, CONSTRAINT "PK_search_terms" PRIMARY KEY ("term"))`);
    await q.query(`CREATE TABLE "search_tags" ("tag" text NOT NULL, "videos" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_search_tags" PRIMARY KEY ("tag"))`);

    await q.query(`
      CREATE FUNCTION "search_videos_document_trigger"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        NEW."searchDocument" := (SELECT search_video_document(NEW.title, NEW.tags, NEW.prompt, NEW.caption, NEW."toolUsed", u.username, u."displayName")
                                 FROM users u WHERE u.id = NEW."userId");
        RETURN NEW;
      END $fn$`);
    await q.query(`
      CREATE TRIGGER "TRG_videos_search_document" BEFORE INSERT OR UPDATE OF title, caption, prompt, tags, "toolUsed", "userId" ON "videos"
      FOR EACH ROW EXECUTE FUNCTION search_videos_document_trigger()`);

    await q.query(`
      CREATE FUNCTION "search_users_renamed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        -- Naming "userId" in the SET list runs TRG_videos_search_document on each of their videos.
        UPDATE videos SET "userId" = "userId" WHERE "userId" = NEW.id;
        RETURN NULL;
      END $fn$`);
    await q.query(`
      CREATE TRIGGER "TRG_users_search_renamed" AFTER UPDATE OF username, "displayName" ON "users"
      FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD."displayName" IS DISTINCT FROM NEW."displayName")
      EXECUTE FUNCTION search_users_renamed_trigger()`);

    // Tags are upserted in tag order, so two writers touching the same tags lock them in the same order.
    await q.query(`
      CREATE FUNCTION "search_count_tags"("counted" jsonb) RETURNS void LANGUAGE sql AS $fn$
        INSERT INTO search_tags (tag, videos)
        SELECT c.tag, c.delta FROM jsonb_to_recordset("counted") AS c(tag text, delta integer) WHERE c.delta <> 0 ORDER BY c.tag
        ON CONFLICT (tag) DO UPDATE SET videos = search_tags.videos + excluded.videos
      $fn$`);
    await q.query(`
      CREATE FUNCTION "search_videos_inserted_trigger"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO search_terms (term) SELECT DISTINCT t FROM added a, search_document_terms(a."searchDocument") t ORDER BY t ON CONFLICT DO NOTHING;
        PERFORM search_count_tags(coalesce((
          SELECT jsonb_agg(jsonb_build_object('tag', tag, 'delta', n)) FROM (
            SELECT tag, count(*)::int AS n FROM added a, unnest(video_tag_set(a.tags, a.caption)) tag
            WHERE a.status = 'ready' AND NOT a."isHidden" GROUP BY tag) c), '[]'));
        RETURN NULL;
      END $fn$`);
    await q.query(`
      CREATE TRIGGER "TRG_videos_search_inserted" AFTER INSERT ON "videos" REFERENCING NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION search_videos_inserted_trigger()`);
    await q.query(`
      CREATE FUNCTION "search_videos_deleted_trigger"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM search_count_tags(coalesce((
          SELECT jsonb_agg(jsonb_build_object('tag', tag, 'delta', -n)) FROM (
            SELECT tag, count(*)::int AS n FROM removed r, unnest(video_tag_set(r.tags, r.caption)) tag
            WHERE r.status = 'ready' AND NOT r."isHidden" GROUP BY tag) c), '[]'));
        RETURN NULL;
      END $fn$`);
    await q.query(`
      CREATE TRIGGER "TRG_videos_search_deleted" AFTER DELETE ON "videos" REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION search_videos_deleted_trigger()`);
    await q.query(`
      CREATE FUNCTION "search_videos_updated_trigger"() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF OLD."searchDocument" IS DISTINCT FROM NEW."searchDocument" THEN
          INSERT INTO search_terms (term) SELECT DISTINCT t FROM search_document_terms(NEW."searchDocument") t ORDER BY t ON CONFLICT DO NOTHING;
        END IF;
        PERFORM search_count_tags(coalesce((
          SELECT jsonb_agg(jsonb_build_object('tag', tag, 'delta', delta)) FROM (
            SELECT tag, sum(delta)::int AS delta FROM (
              SELECT tag, -1 AS delta FROM unnest(video_tag_set(OLD.tags, OLD.caption)) tag WHERE OLD.status = 'ready' AND NOT OLD."isHidden"
              UNION ALL
              SELECT tag, 1 FROM unnest(video_tag_set(NEW.tags, NEW.caption)) tag WHERE NEW.status = 'ready' AND NOT NEW."isHidden"
            ) d GROUP BY tag) c), '[]'));
        RETURN NULL;
      END $fn$`);
    await q.query(`
      CREATE TRIGGER "TRG_videos_search_updated" AFTER UPDATE OF title, caption, prompt, tags, "toolUsed", "userId", status, "isHidden" ON "videos"
      FOR EACH ROW WHEN (OLD."searchDocument" IS DISTINCT FROM NEW."searchDocument" OR OLD.tags IS DISTINCT FROM NEW.tags OR OLD.caption IS DISTINCT FROM NEW.caption
                         OR OLD.status IS DISTINCT FROM NEW.status OR OLD."isHidden" IS DISTINCT FROM NEW."isHidden")
      EXECUTE FUNCTION search_videos_updated_trigger()`);

    // The videos already there: their documents, words and tags, once.
    await q.query(`
      UPDATE videos v SET "searchDocument" = search_video_document(v.title, v.tags, v.prompt, v.caption, v."toolUsed", u.username, u."displayName")
      FROM users u WHERE u.id = v."userId"`);
    await q.query(`INSERT INTO search_terms (term) SELECT DISTINCT t FROM videos v, search_document_terms(v."searchDocument") t ON CONFLICT DO NOTHING`);
    await q.query(`
      INSERT INTO search_tags (tag, videos)
      SELECT tag, count(*)::int FROM videos v, unnest(video_tag_set(v.tags, v.caption)) tag WHERE v.status = 'ready' AND NOT v."isHidden" GROUP BY tag`);

    await q.query(`CREATE INDEX "IDX_videos_search_document" ON "videos" USING gin ("searchDocument")`);
    await q.query(`CREATE INDEX "IDX_search_terms_trgm" ON "search_terms" USING gist ("term" gist_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_search_terms_prefix" ON "search_terms" ("term" text_pattern_ops)`);
    await q.query(`CREATE INDEX "IDX_search_tags_prefix" ON "search_tags" ("tag" text_pattern_ops) WHERE "videos" > 0`);
    await q.query(`CREATE INDEX "IDX_users_search_name_trgm" ON "users" USING gin (search_creator_name("username", "displayName") gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "IDX_users_search_name_trgm"`);
    await q.query(`DROP TRIGGER IF EXISTS "TRG_videos_search_updated" ON "videos"`);
    await q.query(`DROP TRIGGER IF EXISTS "TRG_videos_search_deleted" ON "videos"`);
    await q.query(`DROP TRIGGER IF EXISTS "TRG_videos_search_inserted" ON "videos"`);
    await q.query(`DROP TRIGGER IF EXISTS "TRG_users_search_renamed" ON "users"`);
    await q.query(`DROP TRIGGER IF EXISTS "TRG_videos_search_document" ON "videos"`);
    await q.query(`DROP FUNCTION IF EXISTS search_videos_updated_trigger(), search_videos_deleted_trigger(), search_videos_inserted_trigger()`);
    await q.query(`DROP FUNCTION IF EXISTS search_count_tags(jsonb), search_users_renamed_trigger(), search_videos_document_trigger()`);
    await q.query(`DROP TABLE IF EXISTS "search_tags"`);
    await q.query(`DROP TABLE IF EXISTS "search_terms"`);
    await q.query(`ALTER TABLE "videos" DROP COLUMN IF EXISTS "searchDocument"`);
    await q.query(`DROP FUNCTION IF EXISTS search_document_terms(tsvector), search_creator_name(text, text)`);
    await q.query(`DROP FUNCTION IF EXISTS search_video_document(text, text, text, text, text, text, text), search_unaccent(text)`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** A remix counted by its parent's remixCount: it is publicly visible (PUBLICLY_VISIBLE, spelled on a trigger's row). */
const counted = (row: 'OLD' | 'NEW') => `(${row}."parentId" IS NOT NULL AND ${row}.status = 'ready' AND NOT ${row}."isHidden")`;

/**
 * remixCount counts the remixes anyone may see in the parent's "Remixes (n)" grid: ready and not
 * hidden. Until now a remix counted from its creation, so a processing, failed or taken-down remix
 * made the count larger than the grid. The trigger now also follows a remix's status and hidden flag.
 */
export class PublicRemixCount1765100000400 implements MigrationInterface {
  name = 'PublicRemixCount1765100000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION "videos_count_remixes"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND ${counted('OLD')} THEN
          UPDATE "videos" SET "remixCount" = GREATEST("remixCount" - 1, 0) WHERE "id" = OLD."parentId";
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND ${counted('NEW')} THEN
          UPDATE "videos" SET "remixCount" = "remixCount" + 1 WHERE "id" = NEW."parentId";
        END IF;
        RETURN NULL;
      END $$`);
    await this.triggers(
      q,
      counted('NEW'),
      counted('OLD'),
      `"parentId", "status", "isHidden"`,
      `(OLD."parentId" IS DISTINCT FROM NEW."parentId" OR ${counted('OLD')} IS DISTINCT FROM ${counted('NEW')})`,
    );
    await q.query(`
      UPDATE "videos" p SET "remixCount" = c.n
      FROM (SELECT "parentId", count(*) FILTER (WHERE status = 'ready' AND NOT "isHidden")::int AS n FROM "videos" WHERE "parentId" IS NOT NULL GROUP BY 1) c
      WHERE p.id = c."parentId" AND p."remixCount" <> c.n`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION "videos_count_remixes"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."parentId" IS NOT NULL THEN
          UPDATE "videos" SET "remixCount" = GREATEST("remixCount" - 1, 0) WHERE "id" = OLD."parentId";
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."parentId" IS NOT NULL THEN
          UPDATE "videos" SET "remixCount" = "remixCount" + 1 WHERE "id" = NEW."parentId";
        END IF;
        RETURN NULL;
      END $$`);
    await this.triggers(q, `NEW."parentId" IS NOT NULL`, `OLD."parentId" IS NOT NULL`, `"parentId"`, `(OLD."parentId" IS DISTINCT FROM NEW."parentId")`);
    await q.query(`
      UPDATE "videos" p SET "remixCount" = c.n
      FROM (SELECT "parentId", count(*)::int AS n FROM "videos" WHERE "parentId" IS NOT NULL GROUP BY 1) c
      WHERE p.id = c."parentId" AND p."remixCount" <> c.n`);
  }

  private async triggers(q: QueryRunner, inserted: string, deleted: string, columns: string, changed: string): Promise<void> {
    await q.query(`DROP TRIGGER "TRG_videos_count_remixes_insert" ON "videos"`);
    await q.query(`DROP TRIGGER "TRG_videos_count_remixes_delete" ON "videos"`);
    await q.query(`DROP TRIGGER "TRG_videos_count_remixes_update" ON "videos"`);
    await q.query(
      `CREATE TRIGGER "TRG_videos_count_remixes_insert" AFTER INSERT ON "videos" FOR EACH ROW WHEN (${inserted}) EXECUTE FUNCTION "videos_count_remixes"()`,
    );
    await q.query(
      `CREATE TRIGGER "TRG_videos_count_remixes_delete" AFTER DELETE ON "videos" FOR EACH ROW WHEN (${deleted}) EXECUTE FUNCTION "videos_count_remixes"()`,
    );
    await q.query(
      `CREATE TRIGGER "TRG_videos_count_remixes_update" AFTER UPDATE OF ${columns} ON "videos" FOR EACH ROW WHEN ${changed} EXECUTE FUNCTION "videos_count_remixes"()`,
    );
  }
}

import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** Owed and not given up (a video waiting for its next attempt is still owed). */
const notGivenUp = (output: string) =>
  `NOT EXISTS (SELECT 1 FROM "media_backfill_attempts" a WHERE a."videoId" = v."id" AND a."output" = '${output}' AND a."givenUpAt" IS NOT NULL)`;

export const operationsStatements = statements('operations', {
  ping: `SELECT 1 AS up`,
  /**
   * The processing backlog: uploads not yet probed, and ready videos owed poster sizes, a preview
   * or a 720p copy (each count through its backfill's partial index).
   */
  backlog: `SELECT
     (SELECT count(*)::int FROM "videos" WHERE "status" = 'processing') AS "processing",
     (SELECT count(*)::int FROM "videos" v WHERE "posterVariants" IS NULL AND "status" = 'ready' AND "thumbnailUrl" IS NOT NULL AND ${notGivenUp('posterVariants')}) AS "posters",
     (SELECT count(*)::int FROM "videos" v WHERE "previewsMadeAt" IS NULL AND "status" = 'ready' AND ${notGivenUp('previews')}) AS "previews",
     (SELECT count(*)::int FROM "videos" v WHERE "copy720pMadeAt" IS NULL AND "status" = 'ready' AND ${notGivenUp('copy720p')}) AS "copies"`,
  /** The newest ready, unhidden video (by upload time; the feed index), for the console's health view. */
  newestReady: `SELECT "id", "title", "createdAt" FROM "videos" WHERE NOT "isHidden" AND "status" = 'ready' ORDER BY "createdAt" DESC LIMIT 1`,
});

const sql = operationsStatements;

export interface ProcessingBacklog {
  processing: number;
  posters: number;
  previews: number;
  copies: number;
}

/** What operators see of the database: whether it answers, the processing backlog, the newest ready video. */
export const operationsRepository = {
  async ping(db: SqlRunner): Promise<boolean> {
    const rows = (await db.query(sql.ping)) as Array<{ up: number }>;
    return rows[0]?.up === 1;
  },

  async backlog(db: SqlRunner): Promise<ProcessingBacklog> {
    const [row] = (await db.query(sql.backlog)) as ProcessingBacklog[];
    return row;
  },

  async newestReady(db: SqlRunner): Promise<{ id: string; title: string; createdAt: Date } | null> {
    const [row] = (await db.query(sql.newestReady)) as Array<{ id: string; title: string; createdAt: Date }>;
    return row ?? null;
  },
};

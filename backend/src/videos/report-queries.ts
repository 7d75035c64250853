import { countsTowardHide, visibleTo } from '@genalpha/db';

/** The SQL of ReportsService's report of a video, run in one transaction. */
export const reportQueries = {
  /** Video $1 as reporter $2 may see it, locked so that its reports are counted one after another. */
  lockVideo: `SELECT v."isHidden", v."userId" AS "ownerId" FROM videos v WHERE v.id = $1 AND ${visibleTo('$2')} FOR NO KEY UPDATE`,

  /** $2 reports video $1 for reason $3 ($4 the text of 'other'): a repeat replaces an open report, a resolved one stays resolved. */
  upsert: `INSERT INTO reports ("videoId", "userId", reason, "otherText") VALUES ($1, $2, $3, $4)
           ON CONFLICT ("videoId", "userId") DO UPDATE SET reason = EXCLUDED.reason, "otherText" = EXCLUDED."otherText" WHERE reports."resolvedAt" IS NULL`,

  /** How many reports of video $1 (owned by $2) count toward hiding it. */
  counted: `SELECT count(*)::int AS "count" FROM "reports" r JOIN "users" reporter ON reporter."id" = r."userId"
            WHERE r."videoId" = $1 AND ${countsTowardHide('r', 'reporter', '$2')}`,
};

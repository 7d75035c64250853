import { ReportReason } from '../entities';
import { countsTowardHide } from '../predicates/report-rules';
import { visibleTo } from '../predicates/video-visibility';
import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** A viewer's report of a video, run in one transaction. */
export const videoReportStatements = statements('video-reports', {
  /** Video $1 as reporter $2 may see it, locked so that its reports are counted one after another. */
  lockVideo: `SELECT v."isHidden", v."userId" AS "ownerId" FROM videos v WHERE v.id = $1 AND ${visibleTo('$2')} FOR NO KEY UPDATE`,

  /** $2 reports video $1 for reason $3 ($4 the text of 'other'): a repeat replaces an open report, a resolved one stays resolved. */
  upsert: `INSERT INTO reports ("videoId", "userId", reason, "otherText") VALUES ($1, $2, $3, $4)
           ON CONFLICT ("videoId", "userId") DO UPDATE SET reason = EXCLUDED.reason, "otherText" = EXCLUDED."otherText" WHERE reports."resolvedAt" IS NULL`,

  /** How many reports of video $1 (owned by $2) count toward hiding it. */
  counted: `SELECT count(*)::int AS "count" FROM "reports" r JOIN "users" reporter ON reporter."id" = r."userId"
            WHERE r."videoId" = $1 AND ${countsTowardHide('r', 'reporter', '$2')}`,
});

const sql = videoReportStatements;

export interface ReportedVideo {
  isHidden: boolean;
  ownerId: string;
}

/** The reports table, as viewers report videos. */
export const videoReportsRepository = {
  /** The video as the reporter may see it, locked (its reports are counted one after another); undefined when they may not. */
  async lockVideo(db: SqlRunner, videoId: string, reporterId: string): Promise<ReportedVideo | undefined> {
    const [video] = (await db.query(sql.lockVideo, [videoId, reporterId])) as ReportedVideo[];
    return video;
  },

  async upsert(db: SqlRunner, videoId: string, reporterId: string, reason: ReportReason, otherText: string | null): Promise<void> {
    await db.query(sql.upsert, [videoId, reporterId, reason, otherText]);
  },

  async countedReports(db: SqlRunner, videoId: string, ownerId: string): Promise<number> {
    const [{ count }] = (await db.query(sql.counted, [videoId, ownerId])) as Array<{ count: number }>;
    return count;
  },
};

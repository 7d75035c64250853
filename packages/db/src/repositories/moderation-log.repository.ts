import { ModerationLogAction, ModerationTargetType } from '../entities';
import { AfterCursor, PageRequest, keysetTimestamp, laterPageSql, readPage } from '../keyset';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

/** An entry being appended, by `actorId` (null: GenAlpha itself). */
export interface NewModerationLogEntry {
  actorId: string | null;
  action: ModerationLogAction;
  targetType: ModerationTargetType;
  targetId: string;
  targetLabel: string;
  reason: string | null;
  details: object;
}

/** An entry as the console lists it. */
export interface ModerationLogRow {
  id: string;
  createdAt: Date;
  cursorAt: string;
  action: ModerationLogAction;
  actorId: string | null;
  actorUsername: string | null;
  actorDisplayName: string | null;
  targetType: ModerationTargetType;
  targetId: string;
  targetLabel: string;
  reason: string | null;
  details: object;
  /** The actor's or the target user's account was deleted since: the log keeps its rows and shows it as such. */
  actorDeleted: boolean;
  targetDeleted: boolean;
}

/** The log, newest first; of one target ($1) when `ofTarget`. */
export function moderationLogPageSql(ofTarget: boolean) {
  return (after: AfterCursor) => `
      SELECT l.*, ${keysetTimestamp('l."createdAt"')} AS "cursorAt",
             l."actorId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" a WHERE a."id" = l."actorId") AS "actorDeleted",
             l."targetType" = 'user' AND NOT EXISTS (SELECT 1 FROM "users" t WHERE t."id" = l."targetId") AS "targetDeleted"
      FROM "moderation_log" l
      WHERE ${ofTarget ? 'l."targetId" = $1' : 'true'} ${after('l."createdAt"', 'l.id')}
      ORDER BY l."createdAt" DESC, l.id DESC`;
}

export const moderationLogStatements = statements('moderation-log', {
  /** Appends an action by $1 (null: GenAlpha), with the actor's names as they are now. */
  record: `INSERT INTO "moderation_log" ("actorId", "actorUsername", "actorDisplayName", "action", "targetType", "targetId", "targetLabel", "reason", "details")
       SELECT a."id", a."username", a."displayName", $2, $3, $4, left($5, 100), $6, $7 FROM (SELECT 1) one LEFT JOIN "users" a ON a."id" = $1`,
  page: rendered((ofTarget: boolean) => laterPageSql(moderationLogPageSql(ofTarget), ofTarget ? 1 : 0), [false], [true]),
  /** Whether account $1 was ever demoted from admin. */
  demotedFromAdmin: `SELECT 1 FROM "moderation_log" WHERE "targetId" = $1 AND "action" = 'user.role_changed' AND "details" ->> 'fromRole' = 'admin' LIMIT 1`,
});

const sql = moderationLogStatements;

/** The moderation log: appended to in the transaction of each staff action; nothing ever changes a row. */
export const moderationLogRepository = {
  async record(db: SqlRunner, entry: NewModerationLogEntry): Promise<void> {
    await db.query(sql.record, [entry.actorId, entry.action, entry.targetType, entry.targetId, entry.targetLabel, entry.reason, JSON.stringify(entry.details)]);
  },

  page(db: SqlRunner, targetId: string | undefined, page: PageRequest) {
    return readPage<ModerationLogRow>(db, page, {
      sql: moderationLogPageSql(Boolean(targetId)),
      params: targetId ? [targetId] : [],
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
    });
  },

  async wasDemotedFromAdmin(db: SqlRunner, userId: string): Promise<boolean> {
    const rows = (await db.query(sql.demotedFromAdmin, [userId])) as unknown[];
    return rows.length > 0;
  },
};

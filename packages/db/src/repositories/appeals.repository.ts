import { UserRole } from '@genalpha/shared';
import { AppealOutcome, AppealTargetType, ModerationLogAction } from '../entities';
import { AfterCursor, OLDEST_FIRST, PageRequest, keysetTimestamp, laterPageSql, readPage } from '../keyset';
import { decidableBy } from '../predicates/staff-conflicts';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

/** An appeal as its appellant is answered. */
export interface FiledAppealRow {
  id: string;
  targetType: AppealTargetType;
  targetId: string;
  text: string;
  createdAt: Date;
  outcome: AppealOutcome | null;
}

/** An open appeal in the console's queue, with the decision it appeals and its appellant. */
export interface QueuedAppealRow {
  id: string;
  targetType: AppealTargetType;
  targetId: string;
  text: string;
  createdAt: Date;
  cursorAt: string;
  decisionId: string;
  decisionAction: ModerationLogAction;
  decisionReason: string | null;
  decisionAt: Date;
  targetLabel: string;
  actorId: string | null;
  actorUsername: string | null;
  actorDisplayName: string | null;
  appellantId: string;
  appellantUsername: string | null;
  appellantDisplayName: string;
  appellantAvatarUrl: string | null;
  appellantRole: UserRole;
}

/** An appeal locked for a decision on it. */
export interface LockedAppeal {
  userId: string;
  email: string;
  appellantRole: UserRole;
  targetType: AppealTargetType;
  targetId: string;
  decisionId: string;
  deciderId: string | null;
  targetLabel: string;
  reviewedAt: Date | null;
}

/** Open appeals staff member $1 (role $2) may decide: not their own, not of a decision of theirs, a staff member's only for an admin. */
export const openAppealsPageSql = (after: AfterCursor) => `
  SELECT a.id, a."targetType", a."targetId", a.text, a."createdAt", ${keysetTimestamp('a."createdAt"')} AS "cursorAt",
         d.id AS "decisionId", d.action AS "decisionAction", d.reason AS "decisionReason", d."createdAt" AS "decisionAt", d."targetLabel",
         d."actorId", d."actorUsername", d."actorDisplayName",
         u.id AS "appellantId", u.username AS "appellantUsername", u."displayName" AS "appellantDisplayName", u."avatarUrl" AS "appellantAvatarUrl",
         u.role AS "appellantRole"
  FROM appeals a JOIN moderation_log d ON d.id = a."decisionId" JOIN users u ON u.id = a."userId"
  WHERE a."reviewedAt" IS NULL AND ${decidableBy('u', '$1', '$2')} AND d."actorId" IS DISTINCT FROM $1 ${after('a."createdAt"', 'a.id')}
  ORDER BY a."createdAt", a.id`;

export const appealStatements = statements('appeals', {
  /** Each kind of target, locked, with its owner and whether the decision to appeal stands. */
  lockVideo: `SELECT "userId" AS "ownerId", "moderationState" = 'removed' AS "decided" FROM "videos" WHERE "id" = $1 FOR NO KEY UPDATE`,
  lockComment: `SELECT "userId" AS "ownerId", "moderationState" = 'removed' AS "decided" FROM "comments" WHERE "id" = $1 FOR NO KEY UPDATE`,
  lockUser: `SELECT "id" AS "ownerId", "bannedAt" IS NOT NULL AS "decided" FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE`,
  /** The latest decision $2 on target $1 in the moderation log. */
  latestDecision: `SELECT "id", "targetLabel" FROM "moderation_log" WHERE "targetId" = $1 AND "action" = $2 ORDER BY "createdAt" DESC, "id" DESC LIMIT 1`,
  /** $1 appeals decision $4 on target $3 (of type $2) with text $5; nothing when that decision was already appealed. */
  insert: `INSERT INTO "appeals" ("userId", "targetType", "targetId", "decisionId", "text") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("decisionId") DO NOTHING RETURNING "id", "targetType", "targetId", "text", "createdAt", "outcome"`,
  /** Logs appeal $2 (label $3, text $4, details $5) as filed by its appellant $1. */
  logFiled: `INSERT INTO "moderation_log" ("actorId", "actorUsername", "actorDisplayName", "action", "targetType", "targetId", "targetLabel", "reason", "details")
       SELECT u."id", u."username", u."displayName", 'appeal.filed', 'appeal', $2, $3, $4, $5 FROM "users" u WHERE u."id" = $1`,
  openPage: rendered(() => laterPageSql(openAppealsPageSql, 2, OLDEST_FIRST), []),
  /** Appeal $1 with its appellant and the decision appealed, locked for a decision on it. */
  lockForDecision: `SELECT a."userId", u.email, u.role AS "appellantRole", a."targetType", a."targetId", a."decisionId", d."actorId" AS "deciderId", d."targetLabel", a."reviewedAt"
       FROM appeals a JOIN moderation_log d ON d.id = a."decisionId" JOIN users u ON u.id = a."userId" WHERE a.id = $1 FOR UPDATE OF a`,
  /** Appeal $1 decided: outcome $2, note $3, by $4. */
  decide: `UPDATE "appeals" SET "outcome" = $2, "note" = $3, "reviewedBy" = $4, "reviewedAt" = now() WHERE "id" = $1`,
  /** What reversing each kind of decision undoes. */
  reverseVideo: `UPDATE "videos" SET "isHidden" = false, "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now(), "updatedAt" = now() WHERE "id" = $1 AND "moderationState" = 'removed'`,
  reverseComment: `UPDATE "comments" SET "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now() WHERE "id" = $1 AND "moderationState" = 'removed'`,
  reverseUser: `UPDATE "users" SET "bannedAt" = NULL, "banReason" = NULL WHERE "id" = $1 AND "bannedAt" IS NOT NULL`,
  /** The video comment $1 is on. */
  commentVideo: `SELECT "videoId" FROM comments WHERE id = $1`,
});

const sql = appealStatements;

const LOCK_TARGET: Record<AppealTargetType, string> = { video: sql.lockVideo, comment: sql.lockComment, user: sql.lockUser };
const REVERSE: Record<AppealTargetType, string> = { video: sql.reverseVideo, comment: sql.reverseComment, user: sql.reverseUser };

/** Appeals of moderation decisions: filed by the person decided on, decided by other staff. */
export const appealsRepository = {
  /** The appealed video, comment or account, locked: its owner and whether the decision stands; null when it is gone. */
  async lockTarget(db: SqlRunner, targetType: AppealTargetType, targetId: string): Promise<{ ownerId: string; decided: boolean } | null> {
    const [locked] = (await db.query(LOCK_TARGET[targetType], [targetId])) as Array<{ ownerId: string; decided: boolean }>;
    return locked ?? null;
  },

  async latestDecision(db: SqlRunner, targetId: string, action: ModerationLogAction): Promise<{ id: string; targetLabel: string } | null> {
    const [decision] = (await db.query(sql.latestDecision, [targetId, action])) as Array<{ id: string; targetLabel: string }>;
    return decision ?? null;
  },

  /** Files the appeal and logs it; null when the decision was already appealed. */
  async file(
    db: SqlRunner,
    appeal: { userId: string; targetType: AppealTargetType; targetId: string; decision: { id: string; targetLabel: string }; text: string },
  ): Promise<FiledAppealRow | null> {
    const { userId, targetType, targetId, decision, text } = appeal;
    const [filed] = (await db.query(sql.insert, [userId, targetType, targetId, decision.id, text])) as FiledAppealRow[];
    if (!filed) return null;
    await db.query(sql.logFiled, [
      userId,
      filed.id,
      decision.targetLabel,
      text,
      JSON.stringify({ appealedType: targetType, appealedId: targetId, decisionId: decision.id }),
    ]);
    return filed;
  },

  openPage(db: SqlRunner, staff: { id: string; role: UserRole }, page: PageRequest) {
    return readPage<QueuedAppealRow>(db, page, {
      sql: openAppealsPageSql,
      params: [staff.id, staff.role],
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
      order: OLDEST_FIRST,
    });
  },

  async lockForDecision(db: SqlRunner, appealId: string): Promise<LockedAppeal | null> {
    const [locked] = (await db.query(sql.lockForDecision, [appealId])) as LockedAppeal[];
    return locked ?? null;
  },

  async decide(db: SqlRunner, appealId: string, decision: { outcome: AppealOutcome; note: string; reviewedBy: string }): Promise<void> {
    await db.query(sql.decide, [appealId, decision.outcome, decision.note, decision.reviewedBy]);
  },

  /** Undoes the decision on the target: restores the video or comment, lifts the suspension. */
  async reverse(db: SqlRunner, targetType: AppealTargetType, targetId: string): Promise<void> {
    await db.query(REVERSE[targetType], [targetId]);
  },

  async videoOfComment(db: SqlRunner, commentId: string): Promise<string | null> {
    const [comment] = (await db.query(sql.commentVideo, [commentId])) as Array<{ videoId: string }>;
    return comment?.videoId ?? null;
  },
};

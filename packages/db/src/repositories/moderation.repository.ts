import { UserRole } from '@genalpha/shared';
import { CommentModerationState, VideoModerationState, VideoStatus } from '../entities';
import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** A video locked for a staff decision, with its owner's role. */
export interface LockedVideo {
  userId: string;
  ownerRole: UserRole;
  title: string;
  status: VideoStatus;
  isHidden: boolean;
  moderationState: VideoModerationState;
}

/** A comment locked for a staff decision, with its author's role and its label in the log. */
export interface LockedComment {
  authorId: string;
  authorRole: UserRole;
  videoId: string;
  label: string;
  moderationState: CommentModerationState;
}

/** An account locked for a staff decision or a role change. */
export interface LockedAccount {
  id: string;
  role: UserRole;
  bannedAt: Date | null;
  username: string | null;
  displayName: string;
  emailVerifiedAt: Date | null;
}

const LOCK_ACCOUNT = (where: string) =>
  `SELECT "id", "role", "bannedAt", "username", "displayName", "emailVerifiedAt" FROM "users" WHERE ${where} FOR NO KEY UPDATE`;

export const moderationStatements = statements('moderation', {
  lockVideo: `SELECT v."userId", u."role" AS "ownerRole", v."title", v."status", v."isHidden", v."moderationState"
         FROM "videos" v JOIN "users" u ON u."id" = v."userId" WHERE v."id" = $1 FOR NO KEY UPDATE OF v`,
  restoreVideo: `UPDATE "videos" SET "isHidden" = false, "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now(), "updatedAt" = now() WHERE "id" = $1`,
  /** Removes video $1 for reason $2. */
  removeVideo: `UPDATE "videos" SET "isHidden" = true, "moderationState" = 'removed', "moderationReason" = $2, "moderatedAt" = now(), "updatedAt" = now() WHERE "id" = $1`,
  lockComment: `SELECT c."userId" AS "authorId", u.role AS "authorRole", c."videoId", left(c.text, 100) AS label, c."moderationState"
       FROM "comments" c JOIN "users" u ON u.id = c."userId" WHERE c.id = $1 FOR NO KEY UPDATE OF c`,
  /** Removes comment $1 for reason $2. */
  removeComment: `UPDATE "comments" SET "moderationState" = 'removed', "moderationReason" = $2, "moderatedAt" = now() WHERE "id" = $1`,
  restoreComment: `UPDATE "comments" SET "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now() WHERE "id" = $1`,
  lockAccount: LOCK_ACCOUNT('"id" = $1'),
  lockAccountByEmail: LOCK_ACCOUNT('"email" = $1'),
  /** Suspends account $1 for reason $2. */
  ban: `UPDATE "users" SET "bannedAt" = now(), "banReason" = $2 WHERE "id" = $1`,
  unban: `UPDATE "users" SET "bannedAt" = NULL, "banReason" = NULL WHERE "id" = $1`,
  setRole: `UPDATE "users" SET "role" = $2 WHERE "id" = $1`,
});

const sql = moderationStatements;

/**
 * Staff decisions on videos, comments and accounts. Each target is locked for the rest of the
 * transaction first: a locked account makes a session or comment written for it meanwhile wait and
 * then see a ban (their triggers read it FOR SHARE); foreign-key checks (KEY SHARE) do not wait.
 */
export const moderationRepository = {
  async lockVideo(db: SqlRunner, videoId: string): Promise<LockedVideo | null> {
    const [locked] = (await db.query(sql.lockVideo, [videoId])) as LockedVideo[];
    return locked ?? null;
  },

  async restoreVideo(db: SqlRunner, videoId: string): Promise<void> {
    await db.query(sql.restoreVideo, [videoId]);
  },

  async removeVideo(db: SqlRunner, videoId: string, reason: string): Promise<void> {
    await db.query(sql.removeVideo, [videoId, reason]);
  },

  async lockComment(db: SqlRunner, commentId: string): Promise<LockedComment | null> {
    const [locked] = (await db.query(sql.lockComment, [commentId])) as LockedComment[];
    return locked ?? null;
  },

  async removeComment(db: SqlRunner, commentId: string, reason: string): Promise<void> {
    await db.query(sql.removeComment, [commentId, reason]);
  },

  async restoreComment(db: SqlRunner, commentId: string): Promise<void> {
    await db.query(sql.restoreComment, [commentId]);
  },

  async lockAccount(db: SqlRunner, userId: string): Promise<LockedAccount | null> {
    const [account] = (await db.query(sql.lockAccount, [userId])) as LockedAccount[];
    return account ?? null;
  },

  /** The account with this email (stored lowercase), locked. */
  async lockAccountByEmail(db: SqlRunner, email: string): Promise<LockedAccount | null> {
    const [account] = (await db.query(sql.lockAccountByEmail, [email])) as LockedAccount[];
    return account ?? null;
  },

  async ban(db: SqlRunner, userId: string, reason: string): Promise<void> {
    await db.query(sql.ban, [userId, reason]);
  },

  async unban(db: SqlRunner, userId: string): Promise<void> {
    await db.query(sql.unban, [userId]);
  },

  async setRole(db: SqlRunner, userId: string, role: UserRole): Promise<void> {
    await db.query(sql.setRole, [userId, role]);
  },
};

import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** The user a stored session belongs to, as IDX_sessions_user indexes it. */
export const SESSION_OWNER = `"sess" -> 'passport' ->> 'user'`;

/** A stored session while it has not expired, as the session store reads it. */
export interface StoredSessionRow<S> {
  sess: S;
  expire: Date;
  lastActiveAt: Date | null;
}

/** One place an account is signed in, for its owner's list of sessions. */
export interface AccountSessionRow {
  publicId: string;
  userAgent: string | null;
  network: string | null;
  createdAt: Date | null;
  lastActiveAt: Date | null;
  current: boolean;
}

/**
 * The SQL of the sessions table (cookie sessions): the session store runs it, and the benchmark's
 * plan checks run the lookup every signed-in request makes (sessionStatements.get).
 */
export const sessionStatements = statements('sessions', {
  /** $1 sid: the session while it has not expired. */
  get: 'SELECT "sess", "expire", "lastActiveAt" FROM "sessions" WHERE "sid" = $1 AND "expire" > now()',
  /** $1 sid, $2 sess (JSON), $3 expire, $4 User-Agent, $5 network (the device, kept from the first write). */
  upsert: `INSERT INTO "sessions" ("sid", "sess", "expire", "userAgent", "network") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("sid") DO UPDATE SET "sess" = EXCLUDED."sess", "expire" = EXCLUDED."expire"`,
  /** $1 sid: answers the user whose session it was (no row when it was already gone). */
  destroy: `WITH ended AS (DELETE FROM "sessions" WHERE "sid" = $1 RETURNING "sess" -> 'passport' ->> 'user' AS "userId") SELECT "userId" FROM ended`,
  /** $1 sid, $2 the new expiry; only if the stored expiry is older than $3 or the last activity older than $4. */
  touch: `UPDATE "sessions" SET "expire" = GREATEST("expire", $2), "lastActiveAt" = now()
         WHERE "sid" = $1 AND ("expire" < $3 OR "lastActiveAt" IS NULL OR "lastActiveAt" < $4)`,
  prune: 'DELETE FROM "sessions" WHERE "expire" < now()',
  /** Every session of $1 but $2 (may be null); answers their sids. */
  deleteAllOf: `WITH ended AS (DELETE FROM "sessions" WHERE (${SESSION_OWNER}) = $1 AND "sid" IS DISTINCT FROM $2 RETURNING "sid") SELECT "sid" FROM ended`,
  /** The session of public id $1 if it is $2's; answers its sid. */
  deleteOne: `WITH ended AS (DELETE FROM "sessions" WHERE "publicId" = $1 AND (${SESSION_OWNER}) = $2 RETURNING "sid") SELECT "sid" FROM ended`,
  /** $1's live sessions, $2 (the caller's sid, may be null) first, then the most recently active. */
  listOf: `SELECT "publicId", "userAgent", "network", "createdAt", "lastActiveAt", "sid" = $2 AS "current" FROM "sessions"
       WHERE (${SESSION_OWNER}) = $1 AND "expire" > now()
       ORDER BY "current" DESC, "lastActiveAt" DESC NULLS LAST, "createdAt" DESC NULLS LAST`,
  /** Every session of $1, expired or not (the account's purge). */
  purge: `DELETE FROM "sessions" WHERE (${SESSION_OWNER}) = $1`,
});

const sql = sessionStatements;

/** The sessions table: the cookie session store, the account's list of sessions and their endings. */
export const sessionsRepository = {
  async get<S>(db: SqlRunner, sid: string): Promise<StoredSessionRow<S> | null> {
    const rows = (await db.query(sql.get, [sid])) as Array<StoredSessionRow<S>>;
    return rows[0] ?? null;
  },

  async upsert(db: SqlRunner, sid: string, sessJson: string, expire: Date, userAgent: string | null, network: string | null): Promise<void> {
    await db.query(sql.upsert, [sid, sessJson, expire, userAgent, network]);
  },

  /** Extends the expiry to `expire` unless it is later than `expireBefore` and the activity is later than `activeBefore`. */
  async touch(db: SqlRunner, sid: string, expire: Date, expireBefore: Date, activeBefore: Date): Promise<void> {
    await db.query(sql.touch, [sid, expire, expireBefore, activeBefore]);
  },

  async prune(db: SqlRunner): Promise<void> {
    await db.query(sql.prune);
  },

  /** Deletes the session; answers the user whose it was, or null when it was already gone. */
  async destroy(db: SqlRunner, sid: string): Promise<string | null> {
    const [ended] = (await db.query(sql.destroy, [sid])) as Array<{ userId: string }>;
    return ended ? ended.userId : null;
  },

  /** Deletes every session of the user but `keep`; answers their sids. */
  async deleteAllOf(db: SqlRunner, userId: string, keep: string | null): Promise<string[]> {
    const rows = (await db.query(sql.deleteAllOf, [userId, keep])) as Array<{ sid: string }>;
    return rows.map((row) => row.sid);
  },

  /** Deletes the user's session of this public id; answers its sid, or null when the user has no such session. */
  async deleteOne(db: SqlRunner, userId: string, publicId: string): Promise<string | null> {
    const rows = (await db.query(sql.deleteOne, [publicId, userId])) as Array<{ sid: string }>;
    return rows[0]?.sid ?? null;
  },

  listOf(db: SqlRunner, userId: string, currentSid: string | null): Promise<AccountSessionRow[]> {
    return db.query(sql.listOf, [userId, currentSid]) as Promise<AccountSessionRow[]>;
  },

  async purge(db: SqlRunner, userId: string): Promise<void> {
    await db.query(sql.purge, [userId]);
  },
};

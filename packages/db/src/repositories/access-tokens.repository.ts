import { hiddenAccount } from '../predicates/account-state';
import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** A live personal access token as its owner sees it (never its hash). */
export interface AccessTokenRow<Scope extends string = string> {
  id: string;
  name: string;
  scopes: Scope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
}

/** The live token a Bearer secret names, with its account and scopes. */
export interface AuthenticatedTokenRow<Scope extends string = string> {
  id: string;
  userId: string;
  scopes: Scope[];
}

const LIVE = `"revokedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > now())`;
const COLUMNS = `"id", "name", "scopes", "createdAt", "lastUsedAt", "expiresAt"`;

export const accessTokenStatements = statements('access-tokens', {
  /**
   * The live token of hash $1: not revoked, not expired, its account not suspended or being deleted.
   * The same statement stamps lastUsedAt, at most once a minute.
   */
  authenticate: `
  WITH found AS (
    SELECT t."id", t."userId", t."scopes", t."lastUsedAt" FROM "access_tokens" t JOIN "users" u ON u."id" = t."userId"
    WHERE t."tokenHash" = $1 AND t."revokedAt" IS NULL AND (t."expiresAt" IS NULL OR t."expiresAt" > now()) AND NOT ${hiddenAccount('u')}
  ), touched AS (
    UPDATE "access_tokens" SET "lastUsedAt" = now()
    WHERE "id" IN (SELECT "id" FROM found WHERE "lastUsedAt" IS NULL OR "lastUsedAt" < now() - interval '1 minute')
  )
  SELECT "id", "userId", "scopes" FROM found`,
  countLive: `SELECT count(*)::int AS "count" FROM "access_tokens" WHERE "userId" = $1 AND ${LIVE}`,
  /** $1 user, $2 name, $3 scopes, $4 secret's hash, $5 days to live (null: no expiry). */
  insert: `INSERT INTO "access_tokens" ("userId", "name", "scopes", "tokenHash", "expiresAt")
         VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(days => $5::int) END)
         RETURNING ${COLUMNS}`,
  list: `SELECT ${COLUMNS} FROM "access_tokens" WHERE "userId" = $1 AND ${LIVE} ORDER BY "createdAt" DESC, "id" DESC`,
  revoke: `UPDATE "access_tokens" SET "revokedAt" = now() WHERE "id" = $1 AND "userId" = $2 AND ${LIVE}`,
  revokeAllOf: `UPDATE "access_tokens" SET "revokedAt" = now() WHERE "userId" = $1 AND "revokedAt" IS NULL`,
  /** Up to $2 rows of tokens revoked or expired more than $1 days ago. */
  deleteEnded: `DELETE FROM "access_tokens" WHERE "id" IN (
         SELECT "id" FROM "access_tokens"
         WHERE "revokedAt" < now() - make_interval(days => $1) OR "expiresAt" < now() - make_interval(days => $1)
         LIMIT $2)`,
});

const sql = accessTokenStatements;

/** Personal access tokens: Bearer authentication, creation under a cap, listing, revocation, and the cleanup of ended ones. */
export const accessTokensRepository = {
  async authenticate<Scope extends string>(db: SqlRunner, tokenHash: string): Promise<AuthenticatedTokenRow<Scope> | null> {
    const rows = (await db.query(sql.authenticate, [tokenHash])) as Array<AuthenticatedTokenRow<Scope>>;
    return rows[0] ?? null;
  },

  async countLive(db: SqlRunner, userId: string): Promise<number> {
    const [{ count }] = (await db.query(sql.countLive, [userId])) as [{ count: number }];
    return count;
  },

  async insert<Scope extends string>(
    db: SqlRunner,
    userId: string,
    token: { name: string; scopes: Scope[]; tokenHash: string; expiresInDays: number | null },
  ): Promise<AccessTokenRow<Scope>> {
    const [row] = (await db.query(sql.insert, [userId, token.name, token.scopes, token.tokenHash, token.expiresInDays])) as Array<AccessTokenRow<Scope>>;
    return row;
  },

  list<Scope extends string>(db: SqlRunner, userId: string): Promise<Array<AccessTokenRow<Scope>>> {
    return db.query(sql.list, [userId]) as Promise<Array<AccessTokenRow<Scope>>>;
  },

  /** Whether a live token of the user was revoked. */
  async revoke(db: SqlRunner, userId: string, id: string): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affectedCount].
    const [, affected] = (await db.query(sql.revoke, [id, userId])) as [unknown, number];
    return Boolean(affected);
  },

  async revokeAllOf(db: SqlRunner, userId: string): Promise<void> {
    await db.query(sql.revokeAllOf, [userId]);
  },

  /** Deletes up to `limit` rows of tokens that ended more than `retentionDays` ago; returns how many. */
  async deleteEnded(db: SqlRunner, retentionDays: number, limit: number): Promise<number> {
    const [, affected] = (await db.query(sql.deleteEnded, [retentionDays, limit])) as [unknown, number];
    return affected;
  },
};

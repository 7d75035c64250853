import { User } from '../entities';
import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** A passkey as its owner sees it (never its key). */
export interface PasskeyListRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** A verified credential, as registration stores it. */
export interface NewPasskeyCredential {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/** A passkey with what a sign-in needs to verify it and admit its account. */
export interface PasskeyForSignIn {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  user: Pick<User, 'id' | 'email' | 'role' | 'bannedAt' | 'deletionDueAt'>;
}

const COLUMNS = `"id", "name", "createdAt", "lastUsedAt"`;

export const passkeyStatements = statements('passkeys', {
  list: `SELECT ${COLUMNS} FROM "passkeys" WHERE "userId" = $1 ORDER BY "createdAt" DESC, "id" DESC`,
  credentialsOf: `SELECT "credentialId" AS "id", "transports" FROM "passkeys" WHERE "userId" = $1`,
  count: `SELECT count(*)::int AS "count" FROM "passkeys" WHERE "userId" = $1`,
  /** Nothing when the credential is already registered (to any account). */
  insert: `INSERT INTO "passkeys" ("userId", "credentialId", "publicKey", "counter", "transports", "name")
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("credentialId") DO NOTHING RETURNING ${COLUMNS}`,
  rename: `UPDATE "passkeys" SET "name" = $3 WHERE "id" = $1 AND "userId" = $2 RETURNING ${COLUMNS}`,
  /** The account's ways to sign in, its row locked so two removals take turns. */
  lockSignInWays: `SELECT "password" IS NOT NULL AS "hasPassword", (SELECT count(*)::int FROM "passkeys" WHERE "userId" = $1) AS "passkeys"
         FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE`,
  isMine: `SELECT 1 FROM "passkeys" WHERE "id" = $1 AND "userId" = $2`,
  delete: `DELETE FROM "passkeys" WHERE "id" = $1`,
  forSignIn: `SELECT p."id", p."userId", p."credentialId", p."publicKey", p."counter"::float8 AS "counter", p."transports",
              json_build_object('id', u."id", 'email', u."email", 'role', u."role", 'bannedAt', u."bannedAt", 'deletionDueAt', u."deletionDueAt") AS "user"
       FROM "passkeys" p JOIN "users" u ON u."id" = p."userId" WHERE p."credentialId" = $1`,
  /** The new counter $3, only if the counter is still $2. */
  recordUse: `UPDATE "passkeys" SET "counter" = $3, "lastUsedAt" = now() WHERE "id" = $1 AND "counter" = $2`,
});

const sql = passkeyStatements;

/** Each account's passkeys: listed, added, renamed, removed, and read and stamped by a sign-in. */
export const passkeysRepository = {
  list(db: SqlRunner, userId: string): Promise<PasskeyListRow[]> {
    return db.query(sql.list, [userId]) as Promise<PasskeyListRow[]>;
  },

  credentialsOf(db: SqlRunner, userId: string): Promise<Array<{ id: string; transports: string[] }>> {
    return db.query(sql.credentialsOf, [userId]) as Promise<Array<{ id: string; transports: string[] }>>;
  },

  async count(db: SqlRunner, userId: string): Promise<number> {
    const [{ count }] = (await db.query(sql.count, [userId])) as [{ count: number }];
    return count;
  },

  /** The new passkey, or null when the credential is already registered. */
  async insert(db: SqlRunner, userId: string, name: string, credential: NewPasskeyCredential): Promise<PasskeyListRow | null> {
    const rows = (await db.query(sql.insert, [
      userId,
      credential.credentialId,
      Buffer.from(credential.publicKey),
      credential.counter,
      credential.transports,
      name,
    ])) as PasskeyListRow[];
    return rows[0] ?? null;
  },

  /** The renamed passkey, or null when the user has no such passkey. */
  async rename(db: SqlRunner, userId: string, id: string, name: string): Promise<PasskeyListRow | null> {
    // TypeORM answers an UPDATE with [rows, affectedCount].
    const [rows] = (await db.query(sql.rename, [id, userId, name])) as [PasskeyListRow[], number];
    return rows[0] ?? null;
  },

  async lockSignInWays(db: SqlRunner, userId: string): Promise<{ hasPassword: boolean; passkeys: number }> {
    const [ways] = (await db.query(sql.lockSignInWays, [userId])) as [{ hasPassword: boolean; passkeys: number }];
    return ways;
  },

  async isMine(db: SqlRunner, userId: string, id: string): Promise<boolean> {
    const rows = (await db.query(sql.isMine, [id, userId])) as unknown[];
    return rows.length > 0;
  },

  async delete(db: SqlRunner, id: string): Promise<void> {
    await db.query(sql.delete, [id]);
  },

  async forSignIn(db: SqlRunner, credentialId: string): Promise<PasskeyForSignIn | null> {
    const [row] = (await db.query(sql.forSignIn, [credentialId])) as PasskeyForSignIn[];
    return row ?? null;
  },

  /** Whether this use won: of two sign-ins racing with one counter value (a cloned key), one does. */
  async recordUse(db: SqlRunner, id: string, counter: number, newCounter: number): Promise<boolean> {
    const [, affected] = (await db.query(sql.recordUse, [id, counter, newCounter])) as [unknown, number];
    return affected === 1;
  },
};

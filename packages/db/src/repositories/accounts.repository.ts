import { UserRole } from '@genalpha/shared';
import { User } from '../entities';
import { hiddenAccount } from '../predicates/account-state';
import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** What a password sign-in reads of an account (the hash to verify, and its state to admit it). */
export type AccountCredentials = Pick<User, 'id' | 'email' | 'password' | 'role' | 'bannedAt' | 'deletionDueAt'>;

export const accountStatements = statements('accounts', {
  /** A new account of email $1, password hash $2, named "Creator {userNumber}"; nothing when the email is taken. */
  register: `INSERT INTO "users" ("email", "password", "userNumber", "displayName")
       SELECT $1, $2, number, 'Creator ' || number FROM (SELECT nextval(pg_get_serial_sequence('"users"', 'userNumber')) AS number) AS next
       ON CONFLICT ("email") DO NOTHING RETURNING *`,
  credentialsByEmail: `SELECT "id", "email", "password", "role", "bannedAt", "deletionDueAt" FROM "users" WHERE "email" = $1`,
  byEmail: `SELECT "id", "email" FROM "users" WHERE "email" = $1`,
  password: `SELECT "password" FROM "users" WHERE "id" = $1`,
  emailAndPassword: `SELECT "email", "password" FROM "users" WHERE "id" = $1`,
  verification: `SELECT "id", "email", "emailVerifiedAt" IS NOT NULL AS "verified" FROM "users" WHERE "id" = $1`,
  /** $1's role unless it is suspended or being deleted. */
  role: `SELECT u."role" FROM "users" u WHERE u."id" = $1 AND NOT ${hiddenAccount('u')}`,
  setPassword: `UPDATE "users" SET "password" = $2, "updatedAt" = now() WHERE "id" = $1`,
  /** A reset: never for a suspended account; answers the row when it changed. */
  resetPassword: `WITH changed AS (UPDATE "users" SET "password" = $2, "updatedAt" = now() WHERE "id" = $1 AND "bannedAt" IS NULL RETURNING "id") SELECT * FROM changed`,
  /** The address $2, verified (a mailed link proved it). */
  changeEmail: `UPDATE "users" SET "email" = $2, "emailVerifiedAt" = now(), "updatedAt" = now() WHERE "id" = $1`,
  /** Verifies $2 if it is still $1's address and not yet verified. */
  verifyEmail: `WITH verified AS (
           UPDATE "users" SET "emailVerifiedAt" = now(), "updatedAt" = now() WHERE "id" = $1 AND "email" = $2 AND "emailVerifiedAt" IS NULL RETURNING "id", "email"
         ) SELECT "id" AS "userId", "email" FROM verified`,
  /** The account row's lock: concurrent changes under a per-account cap take turns. */
  lock: `SELECT 1 FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE`,
});

const sql = accountStatements;

/** The users table as the account itself sees it: registration, credentials, email and role. */
export const accountsRepository = {
  /** The new account's row, or null when the email is taken. */
  async register(db: SqlRunner, email: string, passwordHash: string): Promise<User | null> {
    const rows = (await db.query(sql.register, [email, passwordHash])) as User[];
    return rows[0] ?? null;
  },

  /** The account of this (normalised) email, with its password hash and state. */
  async credentialsByEmail(db: SqlRunner, email: string): Promise<AccountCredentials | null> {
    const rows = (await db.query(sql.credentialsByEmail, [email])) as AccountCredentials[];
    return rows[0] ?? null;
  },

  async byEmail(db: SqlRunner, email: string): Promise<{ id: string; email: string } | null> {
    const rows = (await db.query(sql.byEmail, [email])) as Array<{ id: string; email: string }>;
    return rows[0] ?? null;
  },

  /** The account's password hash; undefined when there is no such account. */
  async passwordOf(db: SqlRunner, userId: string): Promise<{ password: string } | undefined> {
    const [row] = (await db.query(sql.password, [userId])) as Array<{ password: string }>;
    return row;
  },

  async emailAndPassword(db: SqlRunner, userId: string): Promise<{ email: string; password: string } | undefined> {
    const [row] = (await db.query(sql.emailAndPassword, [userId])) as Array<{ email: string; password: string }>;
    return row;
  },

  async verification(db: SqlRunner, userId: string): Promise<{ id: string; email: string; verified: boolean }> {
    const [row] = (await db.query(sql.verification, [userId])) as Array<{ id: string; email: string; verified: boolean }>;
    return row;
  },

  /** The account's role; null when there is no such account or it is suspended or being deleted. */
  async roleOf(db: SqlRunner, userId: string): Promise<UserRole | null> {
    const rows = (await db.query(sql.role, [userId])) as Array<{ role: UserRole }>;
    return rows[0]?.role ?? null;
  },

  async setPassword(db: SqlRunner, userId: string, passwordHash: string): Promise<void> {
    await db.query(sql.setPassword, [userId, passwordHash]);
  },

  /** Whether the password changed (not for a suspended account). */
  async resetPassword(db: SqlRunner, userId: string, passwordHash: string): Promise<boolean> {
    const changed = (await db.query(sql.resetPassword, [userId, passwordHash])) as unknown[];
    return changed.length > 0;
  },

  async changeEmail(db: SqlRunner, userId: string, email: string): Promise<void> {
    await db.query(sql.changeEmail, [userId, email]);
  },

  /** The verified account and address, or null when the address is no longer the account's or was already verified. */
  async verifyEmail(db: SqlRunner, userId: string, email: string): Promise<{ userId: string; email: string } | null> {
    const rows = (await db.query(sql.verifyEmail, [userId, email])) as Array<{ userId: string; email: string }>;
    return rows[0] ?? null;
  },

  /** Locks the account row until the transaction ends. */
  async lock(db: SqlRunner, userId: string): Promise<void> {
    await db.query(sql.lock, [userId]);
  },
};

import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** The account and address a used-up token was for. */
export interface ConsumedAccountToken {
  userId: string;
  email: string;
}

export const accountTokenStatements = statements('account-tokens', {
  /** $1 user, $2 purpose, $3 email, $4 token hash, $5 lifetime in hours: replaces the account's token of that purpose. */
  issue: `INSERT INTO "account_tokens" ("userId", "purpose", "email", "tokenHash", "expiresAt")
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
       ON CONFLICT ("userId", "purpose") DO UPDATE
         SET "email" = EXCLUDED."email", "tokenHash" = EXCLUDED."tokenHash", "expiresAt" = EXCLUDED."expiresAt", "createdAt" = now()`,
  /** Uses up the live token of hash $1 and purpose $2 (of account $3 only, unless null). */
  consume: `WITH used AS (
         DELETE FROM "account_tokens" WHERE "tokenHash" = $1 AND "purpose" = $2 AND "expiresAt" > now() AND ($3::uuid IS NULL OR "userId" = $3)
         RETURNING "userId", "email"
       ) SELECT * FROM used`,
});

const sql = accountTokenStatements;

/** The single-use tokens mailed to verify an address, reset a password or change the email (only their hashes). */
export const accountTokensRepository = {
  async issue(db: SqlRunner, purpose: string, userId: string, email: string, tokenHash: string, lifetimeHours: number): Promise<void> {
    await db.query(sql.issue, [userId, purpose, email, tokenHash, lifetimeHours]);
  },

  /** One conditional DELETE, so of two requests with the same token exactly one gets it; null for none. */
  async consume(db: SqlRunner, purpose: string, tokenHash: string, onlyFor: string | null): Promise<ConsumedAccountToken | null> {
    const rows = (await db.query(sql.consume, [tokenHash, purpose, onlyFor])) as ConsumedAccountToken[];
    return rows[0] ?? null;
  },
};

/**
 * The SQL of the sessions table (cookie sessions), in one place: PgSessionStore runs it, and
 * the benchmark's plan checks run the lookup every signed-in request makes.
 */
export const sessionQueries = {
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
};

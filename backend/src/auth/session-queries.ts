/**
 * The SQL of the sessions table (cookie sessions), in one place: PgSessionStore runs it, and
 * the benchmark's plan checks run the lookup every signed-in request makes.
 */
export const sessionQueries = {
  /** $1 sid: the session while it has not expired. */
  get: 'SELECT "sess", "expire" FROM "sessions" WHERE "sid" = $1 AND "expire" > now()',
  /** $1 sid, $2 sess (JSON), $3 expire. */
  upsert: `INSERT INTO "sessions" ("sid", "sess", "expire") VALUES ($1, $2, $3)
         ON CONFLICT ("sid") DO UPDATE SET "sess" = EXCLUDED."sess", "expire" = EXCLUDED."expire"`,
  /** $1 sid: answers the user whose session it was (no row when it was already gone). */
  destroy: `WITH ended AS (DELETE FROM "sessions" WHERE "sid" = $1 RETURNING "sess" -> 'passport' ->> 'user' AS "userId") SELECT "userId" FROM ended`,
  /** $1 sid, $2 the new expiry, $3 only if the stored one is older than this. */
  touch: 'UPDATE "sessions" SET "expire" = $2 WHERE "sid" = $1 AND "expire" < $3',
  prune: 'DELETE FROM "sessions" WHERE "expire" < now()',
};

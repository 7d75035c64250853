-- account-tokens.issue
INSERT INTO "account_tokens" ("userId", "purpose", "email", "tokenHash", "expiresAt")
VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
ON CONFLICT ("userId", "purpose") DO UPDATE
  SET "email" = EXCLUDED."email", "tokenHash" = EXCLUDED."tokenHash", "expiresAt" = EXCLUDED."expiresAt", "createdAt" = now();

-- account-tokens.consume
WITH used AS (
  DELETE FROM "account_tokens" WHERE "tokenHash" = $1 AND "purpose" = $2 AND "expiresAt" > now() AND ($3::uuid IS NULL OR "userId" = $3)
  RETURNING "userId", "email"
) SELECT * FROM used;

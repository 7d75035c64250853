-- sessions.get
SELECT "sess", "expire", "lastActiveAt" FROM "sessions" WHERE "sid" = $1 AND "expire" > now();

-- sessions.upsert
INSERT INTO "sessions" ("sid", "sess", "expire", "userAgent", "network") VALUES ($1, $2, $3, $4, $5)
ON CONFLICT ("sid") DO UPDATE SET "sess" = EXCLUDED."sess", "expire" = EXCLUDED."expire";

-- sessions.destroy
WITH ended AS (DELETE FROM "sessions" WHERE "sid" = $1 RETURNING "sess" -> 'passport' ->> 'user' AS "userId") SELECT "userId" FROM ended;

-- sessions.touch
UPDATE "sessions" SET "expire" = GREATEST("expire", $2), "lastActiveAt" = now()
WHERE "sid" = $1 AND ("expire" < $3 OR "lastActiveAt" IS NULL OR "lastActiveAt" < $4);

-- sessions.prune
DELETE FROM "sessions" WHERE "expire" < now();

-- sessions.deleteAllOf
WITH ended AS (DELETE FROM "sessions" WHERE ("sess" -> 'passport' ->> 'user') = $1 AND "sid" IS DISTINCT FROM $2 RETURNING "sid") SELECT "sid" FROM ended;

-- sessions.deleteOne
WITH ended AS (DELETE FROM "sessions" WHERE "publicId" = $1 AND ("sess" -> 'passport' ->> 'user') = $2 RETURNING "sid") SELECT "sid" FROM ended;

-- sessions.listOf
SELECT "publicId", "userAgent", "network", "createdAt", "lastActiveAt", "sid" = $2 AS "current" FROM "sessions"
WHERE ("sess" -> 'passport' ->> 'user') = $1 AND "expire" > now()
ORDER BY "current" DESC, "lastActiveAt" DESC NULLS LAST, "createdAt" DESC NULLS LAST;

-- sessions.purge
DELETE FROM "sessions" WHERE ("sess" -> 'passport' ->> 'user') = $1;

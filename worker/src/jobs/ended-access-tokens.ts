import { ENDED_TOKEN_RETENTION_DAYS } from '@genalpha/shared';
import { SqlRunner } from '@genalpha/db';
import { inBatches } from './in-batches';

const BATCH = 1000;

/** Deletes the rows of tokens revoked or expired more than ENDED_TOKEN_RETENTION_DAYS ago, in batches so no delete holds many locks; returns how many. */
export function deleteEndedAccessTokens(db: SqlRunner): Promise<number> {
  return inBatches(BATCH, async () => {
    const [, affected] = (await db.query(
      `DELETE FROM "access_tokens" WHERE "id" IN (
         SELECT "id" FROM "access_tokens"
         WHERE "revokedAt" < now() - make_interval(days => $1) OR "expiresAt" < now() - make_interval(days => $1)
         LIMIT $2)`,
      [ENDED_TOKEN_RETENTION_DAYS, BATCH],
    )) as [unknown, number];
    return affected;
  });
}

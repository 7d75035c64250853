import { ENDED_TOKEN_RETENTION_DAYS } from '@genalpha/shared';
import { SqlRunner, accessTokensRepository } from '@genalpha/db';
import { inBatches } from './in-batches';

const BATCH = 1000;

/** Deletes the rows of tokens revoked or expired more than ENDED_TOKEN_RETENTION_DAYS ago, in batches so no delete holds many locks; returns how many. */
export function deleteEndedAccessTokens(db: SqlRunner): Promise<number> {
  return inBatches(BATCH, () => accessTokensRepository.deleteEnded(db, ENDED_TOKEN_RETENTION_DAYS, BATCH));
}

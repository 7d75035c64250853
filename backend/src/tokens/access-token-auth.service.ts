import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hiddenAccount } from '@genalpha/db';
import { hashTokenSecret, isTokenSecretShaped } from './token-secret';
import { TokenScope } from './token-scopes';

export interface AuthenticatedToken {
  id: string;
  userId: string;
  scopes: TokenScope[];
}

/**
 * The live token a Bearer secret names: not revoked, not expired, its account not suspended or being deleted.
 * One indexed query per request and no cache, so a revocation or a suspension holds at once in
 * every API process. The same statement stamps lastUsedAt, at most once a minute.
 */
const AUTHENTICATE = `
  WITH found AS (
    SELECT t."id", t."userId", t."scopes", t."lastUsedAt" FROM "access_tokens" t JOIN "users" u ON u."id" = t."userId"
    WHERE t."tokenHash" = $1 AND t."revokedAt" IS NULL AND (t."expiresAt" IS NULL OR t."expiresAt" > now()) AND NOT ${hiddenAccount('u')}
  ), touched AS (
    UPDATE "access_tokens" SET "lastUsedAt" = now()
    WHERE "id" IN (SELECT "id" FROM found WHERE "lastUsedAt" IS NULL OR "lastUsedAt" < now() - interval '1 minute')
  )
  SELECT "id", "userId", "scopes" FROM found`;

@Injectable()
export class AccessTokenAuth {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async authenticate(secret: string): Promise<AuthenticatedToken | null> {
    if (!isTokenSecretShaped(secret)) return null;
    const rows = (await this.dataSource.query(AUTHENTICATE, [hashTokenSecret(secret)])) as AuthenticatedToken[];
    return rows[0] ?? null;
  }
}

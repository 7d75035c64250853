import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRunner } from '@genalpha/db';
import { AccessTokenRow } from './dto/access-token.dto';
import { CreateAccessTokenDto } from './dto/create-access-token.dto';
import { hashTokenSecret, newTokenSecret } from './token-secret';
import { LIVE_TOKENS_MAX } from './token-scopes';

export const TOKEN_NOT_FOUND = 'Access token not found';
export const TOO_MANY_TOKENS = `You can have at most ${LIVE_TOKENS_MAX} access tokens: revoke one first`;

const LIVE = `"revokedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > now())`;
const COLUMNS = `"id", "name", "scopes", "createdAt", "lastUsedAt", "expiresAt"`;

/** A user's personal access tokens: created (the secret returned once, its hash kept), listed, revoked. */
@Injectable()
export class AccessTokensService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  create(userId: string, body: CreateAccessTokenDto): Promise<{ row: AccessTokenRow; secret: string }> {
    const secret = newTokenSecret();
    return this.dataSource.transaction(async (m) => {
      // The account row's lock makes concurrent creations take turns, so the cap holds.
      await m.query(`SELECT 1 FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE`, [userId]);
      const [{ count }] = (await m.query(`SELECT count(*)::int AS "count" FROM "access_tokens" WHERE "userId" = $1 AND ${LIVE}`, [userId])) as [
        { count: number },
      ];
      if (count >= LIVE_TOKENS_MAX) throw new BadRequestException(TOO_MANY_TOKENS);
      const [row] = (await m.query(
        `INSERT INTO "access_tokens" ("userId", "name", "scopes", "tokenHash", "expiresAt")
         VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(days => $5::int) END)
         RETURNING ${COLUMNS}`,
        [userId, body.name, body.scopes, hashTokenSecret(secret), body.expiresInDays ?? null],
      )) as AccessTokenRow[];
      return { row, secret };
    });
  }

  list(userId: string): Promise<AccessTokenRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM "access_tokens" WHERE "userId" = $1 AND ${LIVE} ORDER BY "createdAt" DESC, "id" DESC`, [userId]);
  }

  async revoke(userId: string, id: string): Promise<void> {
    const [, affected] = (await this.dataSource.query(`UPDATE "access_tokens" SET "revokedAt" = now() WHERE "id" = $1 AND "userId" = $2 AND ${LIVE}`, [
      id,
      userId,
    ])) as [unknown, number];
    if (!affected) throw new NotFoundException(TOKEN_NOT_FOUND);
  }

  /** Revokes every live token of the user inside the caller's transaction (a suspension). */
  async revokeAllOf(userId: string, db: SqlRunner): Promise<void> {
    await db.query(`UPDATE "access_tokens" SET "revokedAt" = now() WHERE "userId" = $1 AND "revokedAt" IS NULL`, [userId]);
  }
}

import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRunner, accessTokensRepository, accountsRepository } from '@genalpha/db';
import { AccessTokenRow } from './dto/access-token.dto';
import { CreateAccessTokenDto } from './dto/create-access-token.dto';
import { hashTokenSecret, newTokenSecret } from './token-secret';
import { LIVE_TOKENS_MAX, TokenScope } from './token-scopes';

export const TOKEN_NOT_FOUND = 'Access token not found';
export const TOO_MANY_TOKENS = `You can have at most ${LIVE_TOKENS_MAX} access tokens: revoke one first`;

/** A user's personal access tokens: created (the secret returned once, its hash kept), listed, revoked. */
@Injectable()
export class AccessTokensService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  create(userId: string, body: CreateAccessTokenDto): Promise<{ row: AccessTokenRow; secret: string }> {
    const secret = newTokenSecret();
    return this.dataSource.transaction(async (m) => {
      // The account row's lock makes concurrent creations take turns, so the cap holds.
      await accountsRepository.lock(m, userId);
      if ((await accessTokensRepository.countLive(m, userId)) >= LIVE_TOKENS_MAX) throw new BadRequestException(TOO_MANY_TOKENS);
      const row = await accessTokensRepository.insert(m, userId, {
        name: body.name,
        scopes: body.scopes,
        tokenHash: hashTokenSecret(secret),
        expiresInDays: body.expiresInDays ?? null,
      });
      return { row, secret };
    });
  }

  list(userId: string): Promise<AccessTokenRow[]> {
    return accessTokensRepository.list<TokenScope>(this.dataSource, userId);
  }

  async revoke(userId: string, id: string): Promise<void> {
    if (!(await accessTokensRepository.revoke(this.dataSource, userId, id))) throw new NotFoundException(TOKEN_NOT_FOUND);
  }

  /** Revokes every live token of the user inside the caller's transaction (a suspension). */
  async revokeAllOf(userId: string, db: SqlRunner): Promise<void> {
    await accessTokensRepository.revokeAllOf(db, userId);
  }
}

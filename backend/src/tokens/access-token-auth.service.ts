import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthenticatedTokenRow, accessTokensRepository } from '@genalpha/db';
import { hashTokenSecret, isTokenSecretShaped } from './token-secret';
import { TokenScope } from './token-scopes';

export type AuthenticatedToken = AuthenticatedTokenRow<TokenScope>;

/**
 * The live token a Bearer secret names: not revoked, not expired, its account not suspended or being deleted.
 * One indexed query per request and no cache, so a revocation or a suspension holds at once in
 * every API process.
 */
@Injectable()
export class AccessTokenAuth {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async authenticate(secret: string): Promise<AuthenticatedToken | null> {
    if (!isTokenSecretShaped(secret)) return null;
    return accessTokensRepository.authenticate<TokenScope>(this.dataSource, hashTokenSecret(secret));
  }
}

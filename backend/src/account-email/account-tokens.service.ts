import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { LINK_LIFETIME_HOURS, TokenPurpose } from '@genalpha/shared';
import { ConsumedAccountToken, SqlRunner, accountTokensRepository } from '@genalpha/db';
import { hashTokenSecret } from '../tokens/token-secret';

/** A token's text as it may travel in a link: 32 random bytes, base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The single-use tokens mailed to verify an address or reset a password. Only their SHA-256 is
 * stored; each account holds at most one of each purpose (a new one replaces the old), so a
 * request loop leaves one row behind.
 */
@Injectable()
export class AccountTokens {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new token of `purpose` for the account, replacing any earlier one; answers its text, to mail. */
  async issue(purpose: TokenPurpose, userId: string, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await accountTokensRepository.issue(this.dataSource, purpose, userId, email, hashTokenSecret(token), LINK_LIFETIME_HOURS[purpose]);
    return token;
  }

  /**
   * Uses up a live token of `purpose` (inside the caller's transaction): one conditional DELETE, so
   * of two requests with the same token exactly one gets it. Null for a used, expired or forged
   * token, or one of another account than `onlyFor`; such a token is left as it is.
   */
  async consume(db: SqlRunner, purpose: TokenPurpose, token: string, onlyFor?: string): Promise<ConsumedAccountToken | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    return accountTokensRepository.consume(db, purpose, hashTokenSecret(token), onlyFor ?? null);
  }
}

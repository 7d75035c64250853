import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { RetryLaterException } from '../common/retry-later.exception';
import { REDIS } from '../redis/redis.module';

/** How long a ceremony may take, from its options to its answer; the browser's own timeout is the same. */
export const CHALLENGE_TTL_SECONDS = 300;

export const PASSKEYS_UNAVAILABLE = 'Passkeys are unavailable right now. Please try again in a moment.';

type Ceremony = 'registration' | 'sign-in' | 'confirmation';

/**
 * The challenges the server issued, in Redis (shared by every API process): each kept under what it
 * is bound to (a registration or a confirmation: the session; a sign-in: the browser's challenge cookie), for
 * CHALLENGE_TTL_SECONDS, and taken at most once. A challenge the server did not issue is never
 * accepted: verification compares the response with the one taken here.
 */
@Injectable()
export class PasskeyChallenges {
  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async keep(ceremony: Ceremony, boundTo: string, challenge: string): Promise<void> {
    await this.unlessRedisIsAway(this.redis.set(this.keyOf(ceremony, boundTo), challenge, 'EX', CHALLENGE_TTL_SECONDS));
  }

  /** The challenge, removed so it cannot be answered twice; null once expired, taken or never issued. */
  take(ceremony: Ceremony, boundTo: string): Promise<string | null> {
    return this.unlessRedisIsAway(this.redis.getdel(this.keyOf(ceremony, boundTo)));
  }

  private keyOf(ceremony: Ceremony, boundTo: string): string {
    return `${this.config.redisPrefix}:passkey-challenge:${ceremony}:${boundTo}`;
  }

  private async unlessRedisIsAway<T>(command: Promise<T>): Promise<T> {
    try {
      return await command;
    } catch {
      throw new RetryLaterException(PASSKEYS_UNAVAILABLE, 5, HttpStatus.SERVICE_UNAVAILABLE);
    }
  }
}

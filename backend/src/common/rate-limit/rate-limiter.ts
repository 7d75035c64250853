import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type IORedis from 'ioredis';
import { APP_CONFIG, AppConfig, RATE_LIMITS, RateLimitKey, RateLimitName } from '@genalpha/shared';
import { rateLimitRefusals } from '../../metrics/api-metrics';
import { REDIS } from '../../redis/redis.module';
import { addressGroup } from '../client-address';
import { PolicyState, rateLimitHeader, rateLimitPolicyHeader } from './rate-limit-headers';

const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * Fixed-window counters in Redis, shared by every API process. Fails open while Redis is away. Every
 * answer counted says its limits (RateLimit-Policy) and, once counted, what is left of them (RateLimit).
 * @RateLimit counts a route's every request; a handler counts only its costly ones with `enforce`.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the request against each named limit; any one over its limit refuses it with 429 and Retry-After. */
  async enforce(names: RateLimitName[], req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const policies: PolicyState[] = names.map((name) => ({
      name,
      limit: Math.max(1, Math.round(RATE_LIMITS[name].limit * this.config.rateLimitScale)),
      windowSeconds: this.config.rateLimitWindowSeconds ?? RATE_LIMITS[name].windowSeconds,
    }));
    reply.header('RateLimit-Policy', rateLimitPolicyHeader(policies));
    try {
      for (const [i, name] of names.entries()) {
        const policy = policies[i];
        for (const dimension of RATE_LIMITS[name].per) {
          const value = identify(req, dimension);
          if (!value) continue;
          const key = `${this.config.redisPrefix}:rl:${name}:${dimension}:${value}`;
          let result: [number, number];
          try {
            result = (await this.redis.eval(COUNT_SCRIPT, 1, key, policy.windowSeconds * 1000)) as [number, number];
          } catch (error) {
            this.logger.warn(`rate limit ${name} not checked: ${(error as Error).message}`);
            return;
          }
          const [count, ttlMs] = result;
          recordCount(policy, count, ttlMs);
          if (count > policy.limit) {
            const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000));
            reply.header('Retry-After', String(retryAfter));
            rateLimitRefusals.inc({ policy: name });
            throw new HttpException(`Too many attempts. Please try again in ${retryAfter} seconds.`, HttpStatus.TOO_MANY_REQUESTS);
          }
        }
      }
    } finally {
      const remaining = rateLimitHeader(policies);
      if (remaining) reply.header('RateLimit', remaining);
    }
  }
}

function identify(req: FastifyRequest, dimension: RateLimitKey): string | undefined {
  const address = addressGroup(req.ip);
  switch (dimension) {
    case 'ip':
      return address;
    case 'email':
      return emailOf(req);
    case 'emailAndAddress': {
      const email = emailOf(req);
      return email && address ? `${email}|${address}` : undefined;
    }
    case 'user':
      return req.user?.id ?? address;
  }
}

function emailOf(req: FastifyRequest): string | undefined {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() : undefined;
}

/** Keeps, of a policy's keys, the one with the fewest requests left (on a tie, the later reset). */
function recordCount(policy: PolicyState, count: number, ttlMs: number): void {
  const remaining = Math.max(0, policy.limit - count);
  const resetSeconds = ttlMs > 0 ? Math.ceil(ttlMs / 1000) : policy.windowSeconds;
  if (policy.remaining === undefined || remaining < policy.remaining || (remaining === policy.remaining && resetSeconds > (policy.resetSeconds ?? 0))) {
    policy.remaining = remaining;
    policy.resetSeconds = resetSeconds;
  }
}

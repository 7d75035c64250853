import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type IORedis from 'ioredis';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { REDIS } from '../../redis/redis.module';
import { addressGroup } from '../client-address';
import { RATE_LIMITS, RATE_LIMIT_NAMES, RateLimitKey, RateLimitName } from './rate-limits';

const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Fixed-window counters in Redis, shared by every API process. Fails open while Redis is away. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const names = this.reflector.get<RateLimitName[]>(RATE_LIMIT_NAMES, context.getHandler());
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    for (const name of names) {
      const rule = RATE_LIMITS[name];
      const limit = Math.max(1, Math.round(rule.limit * this.config.rateLimitScale));
      const windowMs = (this.config.rateLimitWindowSeconds ?? rule.windowSeconds) * 1000;
      for (const dimension of rule.per) {
        const value = this.identify(req, dimension);
        if (!value) continue;
        const key = `${this.config.redisPrefix}:rl:${name}:${dimension}:${value}`;
        let result: [number, number];
        try {
          result = (await this.redis.eval(COUNT_SCRIPT, 1, key, windowMs)) as [number, number];
        } catch (error) {
          this.logger.warn(`rate limit ${name} not checked: ${(error as Error).message}`);
          return true;
        }
        const [count, ttlMs] = result;
        if (count > limit) {
          const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000));
          context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(retryAfter));
          throw new HttpException(`Too many attempts. Please try again in ${retryAfter} seconds.`, HttpStatus.TOO_MANY_REQUESTS);
        }
      }
    }
    return true;
  }

  private identify(req: FastifyRequest, dimension: RateLimitKey): string | undefined {
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
}

function emailOf(req: FastifyRequest): string | undefined {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() : undefined;
}

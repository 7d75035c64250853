import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type IORedis from 'ioredis';
import { AppConfig } from '@genalpha/shared';
import { APP_CONFIG } from '../../config/config.module';
import { REDIS } from '../../redis/redis.module';
import { RATE_LIMIT_NAME } from './rate-limit.decorator';
import { RATE_LIMITS, RateLimitKey, RateLimitName } from './rate-limits';

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
    const name = this.reflector.get<RateLimitName>(RATE_LIMIT_NAME, context.getHandler());
    const rule = RATE_LIMITS[name];
    const req = context.switchToHttp().getRequest<Request>();
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
        context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
        throw new HttpException(`Too many attempts. Please try again in ${retryAfter} seconds.`, HttpStatus.TOO_MANY_REQUESTS);
      }
    }
    return true;
  }

  private identify(req: Request, dimension: RateLimitKey): string | undefined {
    switch (dimension) {
      case 'ip':
        return req.ip;
      case 'email': {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() : undefined;
      }
      case 'user':
        return (req.user as { id?: string } | undefined)?.id ?? req.ip;
    }
  }
}

import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiter } from './rate-limiter';
import type { RateLimitName } from '@genalpha/shared';
import { RATE_LIMIT_NAMES } from './rate-limit-metadata';

/** Counts every request of a route against the limits its @RateLimit names. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const names = this.reflector.get<RateLimitName[]>(RATE_LIMIT_NAMES, context.getHandler());
    const http = context.switchToHttp();
    await this.limiter.enforce(names, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
    return true;
  }
}

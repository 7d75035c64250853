import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter';

/** The one RateLimiter, for @RateLimit's guard in every module and for handlers that count their costly requests. */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}

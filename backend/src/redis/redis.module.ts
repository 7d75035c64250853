import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type IORedis from 'ioredis';
import { APP_CONFIG, AppConfig, createRedisClient } from '@genalpha/shared';

export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      // Commands fail fast while Redis is away so reads that only touch Postgres keep working.
      useFactory: (config: AppConfig) => createRedisClient(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: IORedis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

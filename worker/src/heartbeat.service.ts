import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { hostname } from 'node:os';
import type IORedis from 'ioredis';
import { APP_CONFIG, AppConfig, createRedisClient } from '@genalpha/shared';

const EVERY_MS = 10_000;

/** Announces this worker in Redis every 10 s (key expires after 30 s), so operators can see it is alive. */
@Injectable()
export class HeartbeatService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Heartbeat');
  private readonly redis: IORedis;
  private timer?: NodeJS.Timeout;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.redis = createRedisClient(config.redisUrl);
    this.redis.on('error', (error) => this.logger.warn(`redis: ${error.message}`));
  }

  onApplicationBootstrap(): void {
    const beat = () =>
      this.redis
        .set(`${this.config.redisPrefix}:worker:${hostname()}:${process.pid}`, new Date().toISOString(), 'EX', 30)
        .catch((error: Error) => this.logger.warn(`heartbeat not written: ${error.message}`));
    void beat();
    this.timer = setInterval(beat, EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

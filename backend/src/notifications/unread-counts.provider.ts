import { Logger, Provider } from '@nestjs/common';
import type IORedis from 'ioredis';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { UnreadCounts } from '@genalpha/db';
import { REDIS } from '../redis/redis.module';

/** The API's UnreadCounts: Redis in front of the count's SQL; while Redis is away, SQL answers. */
export const unreadCountsProvider: Provider = {
  provide: UnreadCounts,
  inject: [getDataSourceToken(), REDIS, APP_CONFIG],
  useFactory: (dataSource: DataSource, redis: IORedis, config: AppConfig) => {
    const logger = new Logger(UnreadCounts.name);
    return new UnreadCounts(dataSource, redis, config.redisPrefix, (error) => logger.warn(`unread count cache not used (SQL answers): ${error.message}`));
  },
};

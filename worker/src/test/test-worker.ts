import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig, QUEUES, loadConfig } from '@genalpha/shared';
import { TEST_REDIS_URL, createTestDatabase, databaseUrl, dropDatabase, until } from '@genalpha/testkit';
import { JobProducer } from '../job-producer.service';
import { WorkerModule } from '../worker.module';

export interface TestWorker {
  app: INestApplicationContext;
  config: AppConfig;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * The real worker (processors, BullMQ consumers, schedules) on its own database and Redis prefix.
 * Pass databaseUrl, redisPrefix and dataDir of a TestApp to run it beside that API.
 */
export async function createTestWorker(overrides: Partial<AppConfig> = {}): Promise<TestWorker> {
  const database = overrides.databaseUrl ? undefined : await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({
      DATABASE_URL: overrides.databaseUrl ?? databaseUrl(database!),
      REDIS_URL: TEST_REDIS_URL,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    }),
    redisPrefix: `gat:${randomBytes(6).toString('hex')}`,
    dataDir: `/tmp/genalpha-test/${database ?? randomBytes(5).toString('hex')}`,
    ...overrides,
  };
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false, abortOnError: false });
  await app.init();
  // The schedules run once at start; tests begin after that, so a scheduled run never races them.
  const maintenance = app.get(JobProducer).queue(QUEUES.maintenance);
  await until(
    'the start-up runs of the scheduled jobs',
    async () => Object.values(await maintenance.getJobCounts('active', 'waiting', 'prioritized')).every((count) => count === 0),
    10_000,
  );
  return {
    app,
    config,
    dataSource: app.get(DataSource),
    close: async () => {
      await app.close();
      if (database) await dropDatabase(database);
    },
  };
}

/** The worker beside an API under test: on its database, Redis prefix and data folder. */
export function createTestWorkerBeside(api: { config: AppConfig }): Promise<TestWorker> {
  const { databaseUrl, redisPrefix, dataDir } = api.config;
  return createTestWorker({ databaseUrl, redisPrefix, dataDir });
}

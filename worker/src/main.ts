import './tracing';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { ConfigError, MediaTools, collectProcessMetrics, describeMediaBinaries, loadConfig, removeOrphanTempDirs, startMetricsServer } from '@genalpha/shared';
import { buildDataSourceOptions, runMigrationsWithLock } from '@genalpha/db';
import { WorkerModule } from './worker.module';

async function migrate(databaseUrl: string): Promise<void> {
  const dataSource = await new DataSource(buildDataSourceOptions(databaseUrl, 2)).initialize();
  try {
    await runMigrationsWithLock(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) await migrate(config.databaseUrl);
  await removeOrphanTempDirs();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  // Media jobs cannot run without them: a binary that does not start stops the worker here, not job by job.
  app.get(Logger).log(await describeMediaBinaries(app.get(MediaTools).binaries), 'Media');
  collectProcessMetrics();
  const { workerPort, host } = config.metrics;
  if (workerPort !== undefined) {
    await startMetricsServer({ port: workerPort, host });
    app.get(Logger).log(`metrics at http://${host}:${workerPort}/metrics`, 'Metrics');
  }
  app.get(Logger).log('worker ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import './tracing';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import cluster from 'node:cluster';
import { ConfigError, MediaTools, describeMediaBinaries, loadConfig } from '@genalpha/shared';
import { apiProcessCount, runApiProcesses } from './api-processes';
import { createApp } from './app.factory';
import { startPrimaryMetrics, startSingleProcessMetrics } from './metrics/process-metrics';

async function main(): Promise<void> {
  const config = loadConfig();
  const processes = apiProcessCount();
  if (processes > 1 && cluster.isPrimary) {
    runApiProcesses(processes);
    return startPrimaryMetrics(config);
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  if (!cluster.isWorker) await startSingleProcessMetrics(config);
  if (!cluster.isWorker || cluster.worker?.id === 1) await logMediaBinaries(app.get(MediaTools));
}

/** Which ffmpeg/ffprobe avatars go through; a broken binary is reported, not fatal (everything else works without it). */
async function logMediaBinaries(media: MediaTools): Promise<void> {
  const logger = new Logger('Media');
  await describeMediaBinaries(media.binaries).then(
    (description) => logger.log(description),
    (error: Error) => logger.error(`ffmpeg/ffprobe do not run: ${error.message}`),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

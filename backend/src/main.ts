import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, MediaTools, describeMediaBinaries, loadConfig } from '@genalpha/shared';
import { createApp } from './app.factory';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  await logMediaBinaries(app.get(MediaTools));
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

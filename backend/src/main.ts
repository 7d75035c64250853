import 'reflect-metadata';
import { ConfigError, loadConfig } from '@genalpha/shared';
import { createApp } from './app.factory';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  app.getHttpServer().keepAliveTimeout = 65_000;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

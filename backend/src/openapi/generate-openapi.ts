import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stringify } from 'yaml';
import { loadConfig } from '@genalpha/shared';
import { AppModule } from '../app.module';
import { API_PREFIX, createHttpAdapter } from '../app.factory';
import { buildOpenApiDocument } from './swagger';

/**
 * Writes openapi.yaml at the repository root from the controllers and DTOs. Preview mode
 * builds the module graph without connecting to the database or Redis.
 */
async function main(): Promise<void> {
  const config = loadConfig({ DATABASE_URL: 'postgres://unused@127.0.0.1/unused', LOG_LEVEL: 'silent' });
  const app = await NestFactory.create(AppModule.forRoot(config), createHttpAdapter(config), { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix(API_PREFIX);
  const document = buildOpenApiDocument(app);
  const target = resolve(__dirname, '../../../openapi.yaml');
  writeFileSync(target, stringify(document, { sortMapEntries: true, lineWidth: 0, aliasDuplicateObjects: false }));
  await app.close();
  console.log(`wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

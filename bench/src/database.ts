import { resolve } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig, buildDataSourceOptions, runMigrationsWithLock } from '@genalpha/shared';
import { startEmbeddedPostgres } from '@genalpha/backend/dist/launcher/local-services';

const REPO_ROOT = resolve(__dirname, '../..');

/**
 * Runs work against DATABASE_URL, or, like `npm start`, against the embedded PostgreSQL in
 * .data/postgres when it is unset. The schema is migrated first.
 */
export async function withDatabase<T>(config: AppConfig, work: (db: Client, url: string) => Promise<T>): Promise<T> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(resolve(REPO_ROOT, config.dataDir));
  const url = config.databaseUrl ?? embedded!.url;
  try {
    const dataSource = await new DataSource(buildDataSourceOptions(url, 2)).initialize();
    await runMigrationsWithLock(dataSource);
    await dataSource.destroy();
    const db = new Client({ connectionString: url, statement_timeout: 0 });
    await db.connect();
    try {
      return await work(db, url);
    } finally {
      await db.end();
    }
  } finally {
    await embedded?.stop();
  }
}

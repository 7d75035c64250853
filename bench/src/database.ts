import { resolve } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '@genalpha/shared';
import { buildDataSourceOptions, runMigrationsWithLock } from '@genalpha/db';
import { openDatabaseServer } from '@genalpha/launcher';

export const REPO_ROOT = resolve(__dirname, '../..');

/** The same server and credentials, another database. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function migrate(url: string): Promise<void> {
  const dataSource = await new DataSource(buildDataSourceOptions(url, 2)).initialize();
  try {
    await runMigrationsWithLock(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

export async function connect(url: string): Promise<Client> {
  const db = new Client({ connectionString: url, statement_timeout: 0 });
  // A server going away (Ctrl-C stops an embedded one) fails the next query; unheard, it would crash the process.
  db.on('error', () => undefined);
  await db.connect();
  return db;
}

/** Runs work against the configured database (see openDatabaseServer), migrated first. */
export async function withDatabase<T>(config: AppConfig, work: (db: Client, url: string) => Promise<T>): Promise<T> {
  const server = await openDatabaseServer(config);
  try {
    await migrate(server.url);
    const db = await connect(server.url);
    try {
      return await work(db, server.url);
    } finally {
      await db.end();
    }
  } finally {
    await server.stop();
  }
}

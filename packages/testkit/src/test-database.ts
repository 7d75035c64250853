import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions, databaseAdminRepository, runMigrationsWithLock } from '@genalpha/db';
import { DEFAULT_TEST_SERVICES } from './test-services';

/**
 * Test helpers: every test file gets its own database, cloned from a migrated template. The run's
 * global setup publishes the servers it found or started (test-services.ts) in TEST_DATABASE_URL and
 * TEST_REDIS_URL before any test file loads.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? DEFAULT_TEST_SERVICES.redisUrl;

/** Read when used, not when loaded: the global setup imports this module before it knows the server. */
const adminUrl = () => process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_SERVICES.databaseUrl;

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function testRunId(): string {
  return process.env.GA_TEST_RUN_ID ?? 'local';
}

function templateName(runId = testRunId()): string {
  return `ga_t_${runId}_template`;
}

/** Creates an empty database, runs every migration, and returns its name (globalSetup). */
export async function createTemplateDatabase(runId: string): Promise<string> {
  const name = templateName(runId);
  await withAdmin(async (client) => {
    await databaseAdminRepository.drop(client, name);
    await databaseAdminRepository.create(client, name);
  });
  const dataSource = new DataSource(buildDataSourceOptions(databaseUrl(name), 2));
  await dataSource.initialize();
  await runMigrationsWithLock(dataSource);
  await dataSource.destroy();
  return name;
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<string> {
  const name = `ga_t_${testRunId()}_${randomBytes(5).toString('hex')}`;
  await withAdmin((client) => databaseAdminRepository.create(client, name, templateName()));
  return name;
}

/** An empty database with no schema at all (to test migrations themselves). */
export async function createEmptyDatabase(): Promise<string> {
  const name = `ga_t_${testRunId()}_${randomBytes(5).toString('hex')}`;
  await withAdmin((client) => databaseAdminRepository.create(client, name));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => databaseAdminRepository.drop(client, name, { force: true }));
}

/** Drops every database this run created (globalTeardown). */
export async function dropRunDatabases(runId: string): Promise<void> {
  await withAdmin(async (client) => {
    for (const name of await databaseAdminRepository.namesLike(client, `ga_t_${runId}_%`)) await databaseAdminRepository.drop(client, name, { force: true });
  });
}

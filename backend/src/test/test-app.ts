import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '@genalpha/shared';
import { TEST_REDIS_URL, createTestDatabase, databaseUrl, dropDatabase } from '@genalpha/testkit';
import { createApp } from '../app.factory';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** A cookie-keeping client, like one browser. */
  agent(): TestAgent;
  close(): Promise<void>;
}

/** The real API on its own database and Redis key prefix. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: TEST_REDIS_URL,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      RATE_LIMIT_SCALE: '1000',
    }),
    redisPrefix: `gat:${randomBytes(6).toString('hex')}`,
    dataDir: `/tmp/genalpha-test/${database}`,
    ...overrides,
  };
  const app = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const server = app.getHttpServer();
  return {
    app,
    config,
    dataSource: app.get(DataSource),
    agent: () => request.agent(server),
    close: async () => {
      await app.close();
      await dropDatabase(database);
      if (!overrides.dataDir) await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Another API process on the first's database, Redis key prefix, session secret and ADMIN_EMAILS, as API_PROCESSES or replicas run them. */
export function createSecondProcess(first: TestApp): Promise<TestApp> {
  const { databaseUrl, redisPrefix, sessionSecret, adminEmails } = first.config;
  return createTestApp({ databaseUrl, redisPrefix, sessionSecret, adminEmails });
}

/** Two API processes for the tests of a describe block (see createSecondProcess). */
export function useTwoApiProcesses(): { first: TestApp; second: TestApp } {
  const processes = {} as { first: TestApp; second: TestApp };
  beforeAll(async () => {
    processes.first = await createTestApp();
    processes.second = await createSecondProcess(processes.first);
  });
  afterAll(async () => {
    await processes.second?.close();
    await processes.first?.close();
  });
  return processes;
}

let counter = 0;

/** Listens on a free local port, for tests that speak raw HTTP or open streams; answers the port. */
export async function listenOnFreePort(testApp: TestApp): Promise<number> {
  await testApp.app.listen(0, '127.0.0.1');
  return (testApp.app.getHttpServer().address() as AddressInfo).port;
}

/** Registers a new account through the API; the agent keeps its session cookie. */
export async function signUp(testApp: TestApp, email = `user${Date.now()}${counter++}@example.com`, password = 'secret123') {
  const agent = testApp.agent();
  const res = await agent.post('/api/register').send({ email, password }).expect(201);
  return { agent, user: res.body as { id: string; username: string | null; displayName: string }, email, password };
}

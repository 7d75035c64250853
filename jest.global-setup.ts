import { randomBytes } from 'node:crypto';
import { createTemplateDatabase } from './packages/testkit/src/test-database';
import { TestServices, setUpTestServices } from './packages/testkit/src/test-services';

/** Globals set here are what jest.global-teardown.ts can read (both run in jest's main process). */
declare global {
  var gaTestServices: TestServices | undefined;
}

export default async function globalSetup(): Promise<void> {
  globalThis.gaTestServices = await setUpTestServices();
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  process.env.GA_TEST_RUN_ID = runId;
  await createTemplateDatabase(runId);
}

import { randomBytes } from 'node:crypto';
import { createTemplateDatabase } from './packages/shared/src/testing/test-database';

export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  process.env.GA_TEST_RUN_ID = runId;
  await createTemplateDatabase(runId);
}

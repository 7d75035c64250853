import { dropRunDatabases } from './packages/testkit/src/test-database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.GA_TEST_RUN_ID) await dropRunDatabases(process.env.GA_TEST_RUN_ID);
  await globalThis.gaTestServices?.stop();
}

import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The journeys start from an empty product (the gate's "No videos yet", a leaderboard of two) on the
 * stack all files share, so they run first; Lighthouse seeds thousands of accounts and videos, so it
 * runs last; the other files follow the journeys in their usual order.
 */
class JourneysFirstLighthouseLast extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const is = (name: string) => (file: TestSpecification) => file.moduleId.endsWith(`/${name}.e2e.ts`);
    const [first, last] = [is('journeys'), is('lighthouse')];
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file) && !last(file)), ...sorted.filter(last)];
  }
}

/** The browser suite: the real API, worker, PostgreSQL and Redis, driven through Chromium. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./stack.ts'],
    fileParallelism: false,
    sequence: { sequencer: JourneysFirstLighthouseLast },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

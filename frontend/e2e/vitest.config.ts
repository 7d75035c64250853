import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The journeys start from an empty product (the gate's "No videos yet", a leaderboard of two) on the
 * stack all files share, so they run first; the other files follow in their usual order.
 */
class JourneysFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isJourneys = (file: TestSpecification) => file.moduleId.endsWith('/journeys.e2e.ts');
    return [...sorted.filter(isJourneys), ...sorted.filter((file) => !isJourneys(file))];
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
    sequence: { sequencer: JourneysFirst },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

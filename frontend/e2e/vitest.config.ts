import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The browser suite: the real API, worker, PostgreSQL and Redis, driven through Chromium. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./stack.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

/** The fault suite (npm run test:faults): killed processes, restarted Redis and PostgreSQL, shutdowns, backup and restore. */
import base from './jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: ['**/*.faults.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 180_000,
  // Each file starts servers and measures what survives them; one at a time they do not compete for the cores.
  maxWorkers: 1,
};

/** API, worker and shared-code tests: real PostgreSQL, Redis and ffmpeg. The web client uses vitest. */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  roots: [
    '<rootDir>/packages/shared/src',
    '<rootDir>/packages/db/src',
    '<rootDir>/packages/testkit/src',
    '<rootDir>/packages/sdk/src',
    '<rootDir>/backend/src',
    '<rootDir>/packages/launcher/src',
    '<rootDir>/backend/test',
    '<rootDir>/worker/src',
    '<rootDir>/bench/src',
    '<rootDir>/scripts',
  ],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.faults\\.spec\\.ts$'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
    // thumbhash ships only as an ES module, which Node requires from CommonJS but Jest's loader does not.
    '/node_modules/thumbhash/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', moduleResolution: 'node10', isolatedModules: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!thumbhash/)'],
  moduleNameMapper: {
    '^@genalpha/shared$': '<rootDir>/packages/shared/src/index.ts',
    '^@genalpha/db$': '<rootDir>/packages/db/src/index.ts',
    '^@genalpha/launcher$': '<rootDir>/packages/launcher/src/index.ts',
    '^@genalpha/testkit$': '<rootDir>/packages/testkit/src/index.ts',
    '^@genalpha/testkit/s3-server$': '<rootDir>/packages/testkit/src/s3-server.ts',
    '^@genalpha/shared/domain$': '<rootDir>/packages/shared/src/domain/index.ts',
    '^@genalpha/shared/tracing$': '<rootDir>/packages/shared/src/telemetry/start-tracing.ts',
    '^@genalpha/sdk$': '<rootDir>/packages/sdk/src/index.ts',
  },
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  testEnvironment: 'node',
  testTimeout: 60_000,
  maxWorkers: 2,
};

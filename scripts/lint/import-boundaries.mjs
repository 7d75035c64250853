import { readdirSync } from 'node:fs';

/**
 * Which code may import which, as ESLint's core no-restricted-imports (it reads the import's text,
 * so it holds before anything is built: a resolving rule would skip `@genalpha/*` imports whose
 * dist/ does not exist yet, as on a clean CI checkout). The rule takes one option list per file, so
 * every block below carries the whole list that applies to its files.
 */

const TEST_FILES = ['**/*.spec.ts', '**/test/**', 'packages/testkit/**'];

const NO_DIST = {
  regex: '^(@genalpha/[^/]+|\\.{1,2}(/.*)?)/dist(/|$)',
  message: "Import the package's source (its name or its src/), never another package's build output (dist/).",
};
const TESTKIT_ONLY_IN_TESTS = 'The test kit is for tests (*.spec.ts, test/ folders, bench, the browser suite), never runtime code.';
const NO_TESTKIT = { regex: '^@genalpha/testkit(/|$)|^(\\.\\./)+(packages/)?testkit(/|$)', message: TESTKIT_ONLY_IN_TESTS };
/** Inside packages/: a testing folder by a relative path too. */
const NO_TESTKIT_FOLDER = { regex: '^\\.{1,2}/(.*/)?testing(/|$)', message: TESTKIT_ONLY_IN_TESTS };
const NO_WORKER = { regex: '^@genalpha/worker(/|$)|^(\\.\\./)+worker(/|$)', message: 'The API does not import the worker: share code through packages/.' };
const NO_BACKEND = { regex: '^@genalpha/backend(/|$)|^(\\.\\./)+backend(/|$)', message: 'The worker does not import the API: share code through packages/.' };

const FEATURES_DIR = new URL('../../frontend/src/features/', import.meta.url);
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature imports no other feature, by alias or by a relative path up to a sibling: what two share lives in src/components, src/lib or src/api. */
const noOtherFeature = (feature) => {
  const others = features.filter((name) => name !== feature).join('|');
  return {
    regex: `^@/features/(?!${feature}(/|$))|^(\\.\\./)+(${others})(/|$)`,
    message: `features/${feature} imports no other feature: move what they share to src/components, src/lib or src/api.`,
  };
};

const restrict = (block, patterns) => ({ ...block, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export const importBoundaries = [
  restrict({ files: ['**/*.{ts,tsx,mts,mjs,js}'] }, [NO_DIST]),
  restrict({ files: ['backend/src/**/*.ts'], ignores: TEST_FILES }, [NO_DIST, NO_TESTKIT, NO_WORKER]),
  restrict({ files: ['worker/src/**/*.ts'], ignores: TEST_FILES }, [NO_DIST, NO_TESTKIT, NO_BACKEND]),
  restrict({ files: ['packages/*/src/**/*.ts'], ignores: TEST_FILES }, [NO_DIST, NO_TESTKIT, NO_TESTKIT_FOLDER]),
  ...features.map((feature) => restrict({ files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`] }, [NO_DIST, noOtherFeature(feature)])),
];

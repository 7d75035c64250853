import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/lint/import-boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', 'frontend/src/api/schema.d.ts', 'packages/sdk/src/schema.ts', 'bench/tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Issue 34, data layer: SQL runs through the repositories of @genalpha/db only.
  {
    files: [
      'backend/src/**/*.ts',
      'worker/src/**/*.ts',
      'bench/src/**/*.ts',
      'packages/shared/src/**/*.ts',
      'packages/launcher/src/**/*.ts',
      'packages/testkit/src/**/*.ts',
    ],
    ignores: ['**/*.spec.ts', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['query', 'createQueryBuilder', 'getRepository'].map((name) => ({
          selector: `CallExpression[callee.property.name='${name}']`,
          message: `No ${name}() outside packages/db: add the statement to a repository in packages/db/src/repositories and call that.`,
        })),
      ],
    },
  },
  ...importBoundaries,
);

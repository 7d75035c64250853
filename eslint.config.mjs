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
  ...importBoundaries,
);

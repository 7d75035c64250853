import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

interface Case {
  filePath: string;
  code: string;
}

/**
 * Lints each planted file with the repository's own eslint.config.mjs, in a child process: ESLint
 * loads the config as an ES module, which Jest's module loader cannot import. Answers each file's
 * no-restricted-imports and no-restricted-syntax (SQL outside packages/db) messages.
 */
function restrictedImports(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
    const cases = JSON.parse(process.argv[1]);
    const answers = [];
    for (const { filePath, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath });
      answers.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message));
    }
    console.log(JSON.stringify(answers));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output) as string[][];
}

const imports = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('import boundaries (npm run lint)', () => {
  const forbidden: Array<[string, Case]> = [
    ['the test kit by name, in the API', { filePath: 'backend/src/videos/planted.ts', code: imports('@genalpha/testkit') }],
    ['a part of the test kit, in the worker', { filePath: 'worker/src/jobs/planted.ts', code: imports('@genalpha/testkit/s3-server') }],
    [
      'SQL outside packages/db',
      { filePath: 'backend/src/videos/planted.ts', code: "export const run = (db: { query(sql: string): unknown }) => db.query('SELECT 1');\n" },
    ],
    ['the test kit folder, in shared runtime code', { filePath: 'packages/shared/src/media/planted.ts', code: imports('../testing/alpha-gate') }],
    ['another feature by alias', { filePath: 'frontend/src/features/auth/components/planted.tsx', code: imports('@/features/feed/api/feed-keys') }],
    ['another feature by a relative path', { filePath: 'frontend/src/features/auth/components/planted.tsx', code: imports('../../feed/api/feed-keys') }],
    ['the worker, in the API', { filePath: 'backend/src/videos/planted.ts', code: imports('../../../worker/src/jobs/video-previews') }],
    ['the API, in the worker', { filePath: 'worker/src/jobs/planted.ts', code: imports('@genalpha/backend/feed/feed.service') }],
    ["another package's dist/", { filePath: 'bench/src/planted.ts', code: imports('@genalpha/backend/dist/feed/feed.service') }],
  ];
  const allowed: Array<[string, Case]> = [
    ['the test kit in a spec', { filePath: 'backend/src/videos/planted.spec.ts', code: imports('@genalpha/testkit') }],
    [
      'SQL inside packages/db',
      {
        filePath: 'packages/db/src/repositories/planted.repository.ts',
        code: "export const run = (db: { query(sql: string): unknown }) => db.query('SELECT 1');\n",
      },
    ],
    ['the test kit in the bench', { filePath: 'bench/src/planted.ts', code: imports('@genalpha/testkit') }],
    ['its own feature', { filePath: 'frontend/src/features/auth/components/planted.tsx', code: imports('../api/login') }],
    ['the shared domain rules, in the web client', { filePath: 'frontend/src/features/auth/components/planted.tsx', code: imports('@genalpha/shared/domain') }],
    ['the web client outside features, any feature', { filePath: 'frontend/src/app/routes/planted.tsx', code: imports('@/features/feed/api/feed-keys') }],
    ['the API by its package exports, in the bench', { filePath: 'bench/src/planted.ts', code: imports('@genalpha/backend/feed/feed.service') }],
  ];
  let answers: string[][];

  beforeAll(() => {
    answers = restrictedImports([...forbidden, ...allowed].map(([, planted]) => planted));
  }, 60_000);

  it.each(forbidden.map(([name], i) => [name, i] as const))('refuses %s', (_name, i) => {
    expect(answers[i]).toHaveLength(1);
  });

  it.each(allowed.map(([name], i) => [name, forbidden.length + i] as const))('allows %s', (_name, i) => {
    expect(answers[i]).toEqual([]);
  });
});

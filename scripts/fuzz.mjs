// npm run fuzz [-- --runs N]: the API fuzz (backend/test/security/fuzz) with N cases per operation (default 2000).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const at = args.indexOf('--runs');
const runs = at === -1 ? '2000' : args[at + 1];
if (!/^[1-9]\d*$/.test(runs ?? '')) {
  console.error('usage: npm run fuzz -- --runs <cases per operation>');
  process.exit(2);
}
const result = spawnSync('npx', ['jest', 'backend/test/security/fuzz/api-fuzz.spec.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs },
});
process.exit(result.status ?? 1);

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './database';
import { WEB_DIST } from './scenarios/web';

const FRONTEND = join(REPO_ROOT, 'frontend');

function newestChange(path: string): number {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/**
 * The API serves frontend/dist; the bench measures what a user would get, so the build is
 * (re)made when missing or older than the client's sources. A failed build leaves the web
 * scenario unmeasured rather than stopping the bench.
 */
export function ensureWebBuild(): string | undefined {
  const index = join(WEB_DIST, 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((entry) => newestChange(join(FRONTEND, entry)));
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources)) return undefined;
  console.log('building the web client (frontend/dist is missing or older than its sources)…');
  const build = spawnSync('npm', ['run', 'build', '--silent', '--workspace', 'frontend'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return build.status === 0 ? undefined : 'the web client build failed';
}

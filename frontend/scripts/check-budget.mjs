// Initial JavaScript budget: the entry script of dist/index.html, every chunk it preloads and the app's,
// gzipped, must stay within 200 KB (routes are lazy chunks and do not count).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

let html;
try {
  html = readFileSync(join(dist, 'index.html'), 'utf8');
} catch {
  console.error('budget: frontend/dist/index.html is missing; run `npm run build` first');
  process.exit(1);
}

// The entry, what it preloads, and the app's chunks that index.html lists for it (scripts/preload-screen.ts).
const appChunks = html.match(/<script type="application\/json" id="app-chunks">(.*?)<\/script>/);
if (!appChunks) {
  console.error('budget: dist/index.html has no app-chunks list');
  process.exit(1);
}
const initial = [
  ...[...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((match) => match[1]),
  ...JSON.parse(appChunks[1]).app,
];
let total = 0;
for (const path of new Set(initial)) {
  const size = gzipSync(readFileSync(join(dist, path.replace(/^\//, '')))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${path}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'over';
console.log(`initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped, ${verdict} the ${BUDGET_BYTES / 1024} KB budget`);
process.exit(total <= BUDGET_BYTES ? 0 : 1);

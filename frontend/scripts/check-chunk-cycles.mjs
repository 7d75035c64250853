// Fails when built chunks import each other in a cycle. With a cycle, which chunk runs first depends on
// which screen asked first, and a component read before its chunk ran renders as undefined
// (docs/decisions/0030-no-chunk-cycles.md).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
let names;
try {
  names = readdirSync(assets).filter((name) => name.endsWith('.js'));
} catch {
  console.error('chunk cycles: frontend/dist/assets is missing; run `npm run build` first');
  process.exit(1);
}

const staticImports = new Map(
  names.map((name) => [name, [...readFileSync(join(assets, name), 'utf8').matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1])]),
);

const cycles = [];
const done = new Set();
const visit = (name, path) => {
  if (path.includes(name)) return cycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
  if (done.has(name)) return;
  for (const next of staticImports.get(name) ?? []) visit(next, [...path, name]);
  done.add(name);
};
for (const name of names) visit(name, []);

if (cycles.length > 0) {
  console.error(`chunk cycles: ${cycles.length} found\n  ${cycles.join('\n  ')}`);
  process.exit(1);
}
console.log(`chunk cycles: none among ${names.length} chunks`);

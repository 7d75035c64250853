// Precompresses the build: every compressible file in dist over 1 KB gets a brotli (quality 11)
// and a gzip (level 9) copy beside it, which the API serves by content negotiation
// (backend/src/web/web-app.middleware.ts), so no static file is compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml|map|ico|wasm)$/i;
export const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of dir; returns the files compressed. */
export function precompress(dir) {
  const done = [];
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A copy no smaller than the file is of no use: the file goes out as it is.
    if (br.length < raw.length) writeFileSync(`${path}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
    done.push({ path, bytes: raw.length, br: br.length, gz: gz.length });
  }
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const done = precompress(dist);
  const sum = (key) => done.reduce((total, file) => total + file[key], 0);
  console.log(
    `precompressed ${done.length} files: ${(sum('bytes') / 1024).toFixed(0)} KB → ${(sum('br') / 1024).toFixed(0)} KB brotli, ${(sum('gz') / 1024).toFixed(0)} KB gzip`,
  );
}

/// <reference types="node" />
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';

describe('precompress (the build step)', () => {
  const dist = mkdtempSync(join(tmpdir(), 'compress-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes .br and .gz beside every compressible file over 1 KB, and nothing beside the rest', () => {
    mkdirSync(join(dist, 'assets'));
    const js = `console.log(${JSON.stringify('hello '.repeat(400))});`;
    writeFileSync(join(dist, 'assets', 'index-Ab12.js'), js);
    writeFileSync(join(dist, 'assets', 'index-Cd34.css'), 'body{color:red}'.repeat(100));
    writeFileSync(join(dist, 'tiny.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'poster.png'), Buffer.alloc(4096, 7));

    const done = precompress(dist);

    expect(done.map((f) => f.path).sort()).toEqual([join(dist, 'assets', 'index-Ab12.js'), join(dist, 'assets', 'index-Cd34.css')]);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-Ab12.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-Ab12.js.gz'))).toString()).toBe(js);
    expect(existsSync(join(dist, 'assets', 'index-Cd34.css.br'))).toBe(true);
    expect(existsSync(join(dist, 'tiny.svg.br'))).toBe(false);
    expect(existsSync(join(dist, 'poster.png.gz'))).toBe(false);
  });
});

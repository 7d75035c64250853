import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { once } from 'node:events';

const BLOCK = 1024 * 1024;

/**
 * A file of exactly `bytes` bytes: a random megabyte repeated, or every megabyte its own
 * (`distinctBlocks`, where a block stored in the wrong place must show); kept when one of that size is there already.
 */
export async function ensureFileOfSize(path: string, bytes: number, { distinctBlocks = false } = {}): Promise<void> {
  if (statSync(path, { throwIfNoEntry: false })?.size === bytes) return;
  mkdirSync(dirname(path), { recursive: true });
  const repeated = randomBytes(BLOCK);
  const out = createWriteStream(path);
  for (let written = 0; written < bytes; written += BLOCK) {
    const block = distinctBlocks ? randomBytes(BLOCK) : repeated;
    if (!out.write(block.subarray(0, Math.min(BLOCK, bytes - written)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

export const megabytes = (bytes: number) => bytes / (1024 * 1024);

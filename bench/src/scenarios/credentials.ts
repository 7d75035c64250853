import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { readContentCredentials } from '@genalpha/shared';
import { createTestSigningChain, signMp4 } from '@genalpha/shared/testing';
import { BenchContext } from '../bench-context';
import { REPO_ROOT } from '../database';
import { CLIPS, ensureClip } from '../media';
import { BenchResult } from '../results';

const ADDED_MS_TARGET = 100;
/** What "bounded" means here: the reading process's peak RSS, whatever the file's size. */
const PEAK_RSS_TARGET_MB = 512;
const MB = 1024 * 1024;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Appends a top-level box of an unregistered type, `bytes` long (sparse on disk): C2PA's BMFF hash covers it. */
function appendBox(path: string, bytes: number): void {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0); // 64-bit size follows the type
  header.write('junk', 4, 'latin1');
  header.writeBigUInt64BE(BigInt(bytes), 8);
  const before = statSync(path).size;
  appendFileSync(path, header);
  truncateSync(path, before + bytes);
}

/** The worker's reading (the same function) timed in this process: ms per upload. */
async function readMs(path: string): Promise<{ ms: number; state: string }> {
  const started = performance.now();
  const read = await readContentCredentials(path, 'video/mp4', { trustAnchors: '', timeoutMs: 120_000 });
  return { ms: performance.now() - started, state: read.store ? String(read.store.validation_state) : `none (${read.warning ?? 'no manifest'})` };
}

/** The same reading in a fresh Node process, for its peak RSS (the reading thread included) and its time. */
function readInChild(path: string): { maxRssMb: number; seconds: number; outcome: string } {
  const script = `
    const { readContentCredentials } = require(${JSON.stringify(join(REPO_ROOT, 'packages/shared/dist/credentials/read-credentials.js'))});
    const started = performance.now();
    readContentCredentials(process.argv[1], 'video/mp4', { trustAnchors: '', timeoutMs: 600000 }).then((read) => {
      const outcome = read.store ? read.store.validation_state : 'none: ' + read.warning;
      console.log(JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024, seconds: (performance.now() - started) / 1000, outcome }));
    });`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, path], { encoding: 'utf8' }).trim().split('\n').pop()!);
}

/**
 * 8d–8e: what reading Content Credentials in video.probe costs. 8d: the time it adds to an upload
 * of a 50 MB MP4, without a manifest (most uploads) and signed (the whole file is hashed to
 * validate it). 8e: the reading process's peak memory on a large signed file (2 GB in the full run).
 */
export async function credentialsScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const dir = join(ctx.stack.dataDir, 'tmp', 'credentials');
  mkdirSync(dir, { recursive: true });
  try {
    const clip = await ensureClip(ctx.stack.dataDir, CLIPS.h264_1080p_10s);
    const chain = await createTestSigningChain(dir, 'Bench Signer');
    // A 50 MB upload: the 1080p clip grown to 50 MB, then signed (so the hash covers all 50 MB).
    const plain = join(dir, 'plain-50mb.mp4');
    execFileSync('cp', [clip, plain]);
    appendBox(plain, 50 * MB - statSync(plain).size - 16);
    const signed = join(dir, 'signed-50mb.mp4');
    await signMp4(plain, signed, chain, { generator: 'OpenAI Sora' });

    await readMs(signed); // compiles the library once, as a running worker has
    const unsigned: number[] = [];
    const valid: number[] = [];
    let state = '';
    for (let run = 0; run < RUNS; run++) {
      unsigned.push((await readMs(plain)).ms);
      const read = await readMs(signed);
      valid.push(read.ms);
      state = read.state;
    }

    // A large signed file: the small clip signed, then grown past its hash (read whole, then invalid).
    const large = join(dir, 'signed-large.mp4');
    await signMp4(clip, large, chain, { generator: 'OpenAI Sora' });
    appendBox(large, ctx.profile.uploadBytes);
    const largeMb = statSync(large).size / MB;
    const child = readInChild(large);
    const small = readInChild(signed);

    return [
      {
        id: '8d',
        scenario: 'video.probe: reading Content Credentials, 50 MB MP4 (time added per upload)',
        value: median(valid),
        unit: 'ms',
        target: `median ≤ ${ADDED_MS_TARGET} ms`,
        pass: median(valid) <= ADDED_MS_TARGET,
        note: `signed (${state}, whole file hashed): ${valid.map((ms) => ms.toFixed(0)).join(', ')} ms; no manifest: median ${median(unsigned).toFixed(0)} ms (${unsigned.map((ms) => ms.toFixed(0)).join(', ')})`,
      },
      {
        id: '8e',
        scenario: `video.probe: reading Content Credentials of a ${(largeMb / 1024).toFixed(2)} GB signed MP4 (peak RSS of the reading process)`,
        value: child.maxRssMb,
        unit: 'MB',
        target: `≤ ${PEAK_RSS_TARGET_MB} MB, as for 50 MB`,
        pass: child.maxRssMb <= PEAK_RSS_TARGET_MB,
        note: `${child.seconds.toFixed(1)} s, ${child.outcome}; the 50 MB file: ${small.maxRssMb.toFixed(0)} MB peak RSS in ${small.seconds.toFixed(2)} s (worker limit: 60 s)`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

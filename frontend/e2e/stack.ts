import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { resolveMediaBinaries } from '@genalpha/shared';
import {
  createEmptyDatabase,
  createTestSigningChain,
  databaseUrl,
  dropDatabase,
  setUpTestServices,
  signMp4,
  startAppStack,
  tamperMedia,
} from '@genalpha/testkit';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    fixturesDir: string;
    logsDir: string;
    /** Where the stack keeps its objects (local storage). */
    dataDir: string;
  }
}

/** Short H.264/AAC clips made with ffmpeg: a landscape one large enough to watch upload, and a portrait one. */
function makeFixtures(dir: string): void {
  const { ffmpeg } = resolveMediaBinaries({});
  const clip = (name: string, size: string, seconds: number, bitrate: string) =>
    execFileSync(ffmpeg, [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${size}:rate=24:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-b:v',
      bitrate,
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      '-movflags',
      '+faststart',
      join(dir, name),
    ]);
  clip('landscape.mp4', '1280x720', 6, '6M');
  clip('portrait.mp4', '360x640', 2, '500k');
}

/**
 * Sora-style signed clips for the Content Credentials journey: signed by a test "OpenAI" whose root
 * the worker trusts (C2PA_TRUST_ANCHORS), and a copy changed after signing. Returns the anchor file.
 */
async function makeSignedFixtures(dir: string): Promise<string> {
  const chain = await createTestSigningChain(dir, 'OpenAI', 'c2pa-anchor');
  await signMp4(join(dir, 'portrait.mp4'), join(dir, 'sora-signed.mp4'), chain, { generator: 'OpenAI Sora' });
  await signMp4(join(dir, 'portrait.mp4'), join(dir, 'sora-tampered.mp4'), chain, { generator: 'OpenAI Sora' });
  await tamperMedia(join(dir, 'sora-tampered.mp4'));
  return join(dir, 'c2pa-anchor-root.pem');
}

/**
 * Starts the production build (`npm run build` first) on a fresh database, its own Redis key prefix
 * and a free port, on the run's PostgreSQL and Redis (started for the run when none answers, as for
 * `npm test`); tears all of it down afterwards.
 */
export default async function setup(project: TestProject) {
  const services = await setUpTestServices();
  const workDir = join(tmpdir(), `genalpha-e2e-${randomBytes(4).toString('hex')}`);
  const fixturesDir = join(workDir, 'fixtures');
  const logsDir = join(workDir, 'logs');
  const dataDir = join(workDir, 'data');
  mkdirSync(fixturesDir, { recursive: true });
  makeFixtures(fixturesDir);
  const trustAnchors = await makeSignedFixtures(fixturesDir);

  const database = await createEmptyDatabase();
  const teardown = async (stack?: { stop(): Promise<void> }) => {
    await stack?.stop();
    await dropDatabase(database);
    await services.stop();
    if (!process.env.E2E_KEEP_LOGS) rmSync(workDir, { recursive: true, force: true });
  };
  let stack;
  try {
    stack = await startAppStack({
      databaseUrl: databaseUrl(database),
      redisUrl: services.redisUrl,
      dataDir,
      logsDir,
      // No grace period: a deleted account is purged at once, so the journey sees its media go.
      env: { RATE_LIMIT_SCALE: '100', C2PA_TRUST_ANCHORS: trustAnchors, ACCOUNT_DELETION_GRACE_DAYS: '0' },
    });
  } catch (error) {
    process.env.E2E_KEEP_LOGS = '1';
    await teardown();
    throw error;
  }

  project.provide('baseUrl', stack.baseUrl);
  project.provide('databaseUrl', databaseUrl(database));
  project.provide('fixturesDir', fixturesDir);
  project.provide('logsDir', logsDir);
  project.provide('dataDir', dataDir);
  return () => teardown(stack);
}

import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { data } from '@genalpha/sdk';
import { isMissingRoute, seedEmail, signIn } from '../api-client';
import { withBaseline } from '../baseline';
import { BenchContext } from '../bench-context';
import { ensureFileOfSize, megabytes } from '../files';
import { sampleResidentMemory } from '../proc-stats';
import { BenchResult, notMeasured } from '../results';
import { putFile } from '../uploads';

const CP_SHARE = 0.7;
const RSS_GROWTH_LIMIT_MB = 64;

const seconds = (from: number) => (performance.now() - from) / 1000;

/** 7: one large PUT to the local upload URL against `cp` of the same file; the API's memory must not grow with the file. */
export async function uploadScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const size = ctx.profile.uploadBytes;
  const label = `${megabytes(size)} MB`;
  const scenario = `upload: PUT ${label} to the local upload URL`;
  const target = `≥ ${CP_SHARE * 100}% of cp`;
  const client = await signIn(ctx.stack.baseUrl, seedEmail(1));
  let uploadURL: string;
  try {
    ({ uploadURL } = await data(client.sdk.POST('/api/objects/upload')));
  } catch (error) {
    if (isMissingRoute(error)) return [notMeasured('7a', scenario, target, 'not available yet (404 from the API)')];
    throw error;
  }

  const tmp = join(ctx.stack.dataDir, 'tmp');
  const source = join(tmp, `upload-${megabytes(size)}mb.mp4`);
  await ensureFileOfSize(source, size);
  const copy = join(tmp, 'cp-copy.mp4');
  const cpStarted = performance.now();
  const cp = spawnSync('cp', [source, copy]);
  const cpSeconds = seconds(cpStarted);
  rmSync(copy, { force: true });
  if (cp.status !== 0) throw new Error(`cp failed: ${cp.stderr.toString()}`);

  const memory = sampleResidentMemory(ctx.stack.api.pid!);
  const putStarted = performance.now();
  await putFile(uploadURL, source, 'video/mp4');
  const putSeconds = seconds(putStarted);
  const { baselineBytes, peakBytes } = memory.stop();
  rmSync(join(ctx.stack.dataDir, 'objects', new URL(uploadURL).pathname.replace(/^\/objects\//, '')), { force: true });

  // The ceiling of Node itself on this machine: the same PUT to a bare node:http server writing the body to a file.
  const plainSeconds = await withBaseline(ctx, async (url) => {
    const started = performance.now();
    await putFile(`${url}/upload`, source, 'video/mp4');
    return seconds(started);
  });
  rmSync(join(tmp, 'baseline-upload'), { force: true });
  // Gigabytes are not worth keeping between runs: writing them again takes seconds.
  rmSync(source, { force: true });

  const putMbps = megabytes(size) / putSeconds;
  const plainMbps = megabytes(size) / plainSeconds;
  const cpMbps = megabytes(size) / cpSeconds;
  const growthMb = megabytes(peakBytes - baselineBytes);
  return [
    {
      id: '7a',
      scenario,
      value: putMbps,
      unit: 'MB/s',
      target,
      pass: putMbps >= CP_SHARE * cpMbps,
      note: `${((putMbps / cpMbps) * 100).toFixed(0)}% of cp, ${((putMbps / plainMbps) * 100).toFixed(0)}% of bare node:http (${putSeconds.toFixed(1)} s)`,
    },
    { id: '7b', scenario: `cp of the same ${label} file`, value: cpMbps, unit: 'MB/s', target: 'reference', pass: null, note: `${cpSeconds.toFixed(1)} s` },
    {
      id: '7c',
      scenario: `bare node:http PUT of the same file to a file`,
      value: plainMbps,
      unit: 'MB/s',
      target: 'reference (Node ceiling)',
      pass: null,
      note: `${plainSeconds.toFixed(1)} s`,
    },
    {
      id: '7d',
      scenario: 'upload: API peak RSS growth during the PUT',
      value: growthMb,
      unit: 'MB',
      target: `≤ ${RSS_GROWTH_LIMIT_MB} MB`,
      pass: growthMb <= RSS_GROWTH_LIMIT_MB,
      note: `RSS ${megabytes(baselineBytes).toFixed(0)} → peak ${megabytes(peakBytes).toFixed(0)} MB`,
    },
  ];
}

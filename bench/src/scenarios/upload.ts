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
import { timed } from '../timing';
import { putFile } from '../uploads';

/** The target: the API's PUT at ≥ 90% of the same PUT to a bare node:http server writing to a file. */
const BARE_SHARE = 0.9;
const RSS_GROWTH_LIMIT_MB = 64;

/**
 * 7: large PUTs to the local upload URL and to a bare node:http server, in interleaved turns (a new
 * upload by another seeded creator each turn), with `cp` of the same file as the disk's reference;
 * the API's memory must not grow with the file.
 */
export async function uploadScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const size = ctx.profile.uploadBytes;
  const label = `${megabytes(size)} MB`;
  const scenario = `upload: PUT ${label} to the local upload URL`;
  const target = `≥ ${BARE_SHARE * 100}% of bare node:http`;
  const uploadUrl = async (turn: number): Promise<string> => {
    const client = await signIn(ctx.stack.baseUrl, seedEmail(turn + 1));
    return (await data(client.sdk.POST('/api/objects/upload'))).uploadURL;
  };
  let firstUrl: string;
  try {
    firstUrl = await uploadUrl(0);
  } catch (error) {
    if (isMissingRoute(error)) return [notMeasured('7a', scenario, target, 'not available yet (404 from the API)')];
    throw error;
  }

  const tmp = join(ctx.stack.dataDir, 'tmp');
  const source = join(tmp, `upload-${megabytes(size)}mb.mp4`);
  await ensureFileOfSize(source, size);
  const copy = join(tmp, 'cp-copy.mp4');
  const storedPath = (url: string) => join(ctx.stack.dataDir, 'objects', new URL(url).pathname.replace(/^\/objects\//, ''));
  const totals = { api: 0, bare: 0, cp: 0 };
  let growthBytes = 0;
  let rss = '';
  // The ceiling of Node itself on this machine: the bare server, up for all the turns.
  await withBaseline(ctx, async (bareUrl) => {
    for (let turn = 0; turn < ctx.profile.rounds; turn++) {
      const url = turn === 0 ? firstUrl : await uploadUrl(turn);
      const memory = sampleResidentMemory(ctx.stack.api.pid!);
      totals.api += await timed(() => putFile(url, source, 'video/mp4'));
      const { baselineBytes, peakBytes } = memory.stop();
      if (peakBytes - baselineBytes >= growthBytes) {
        growthBytes = peakBytes - baselineBytes;
        rss = `RSS ${megabytes(baselineBytes).toFixed(0)} → peak ${megabytes(peakBytes).toFixed(0)} MB`;
      }
      rmSync(storedPath(url), { force: true });
      totals.bare += await timed(() => putFile(`${bareUrl}/upload`, source, 'video/mp4'));
      rmSync(join(tmp, 'baseline-upload'), { force: true });
      totals.cp += await timed(async () => {
        const cp = spawnSync('cp', [source, copy]);
        if (cp.status !== 0) throw new Error(`cp failed: ${cp.stderr.toString()}`);
      });
      rmSync(copy, { force: true });
    }
  });
  // Gigabytes are not worth keeping between runs: writing them again takes seconds.
  rmSync(source, { force: true });

  const turns = ctx.profile.rounds;
  const mbps = (totalSeconds: number) => (megabytes(size) * turns) / totalSeconds;
  const [putMbps, bareMbps, cpMbps] = [mbps(totals.api), mbps(totals.bare), mbps(totals.cp)];
  const growthMb = megabytes(growthBytes);
  const each = (totalSeconds: number) => `${turns} × ${label}, ${(totalSeconds / turns).toFixed(1)} s each`;
  return [
    {
      id: '7a',
      scenario,
      value: putMbps,
      unit: 'MB/s',
      target,
      pass: putMbps >= BARE_SHARE * bareMbps,
      note: `${((putMbps / bareMbps) * 100).toFixed(0)}% of bare node:http, ${((putMbps / cpMbps) * 100).toFixed(0)}% of cp (${each(totals.api)})`,
    },
    { id: '7b', scenario: `cp of the same ${label} file`, value: cpMbps, unit: 'MB/s', target: 'reference', pass: null, note: each(totals.cp) },
    {
      id: '7c',
      scenario: `bare node:http PUT of the same file to a file`,
      value: bareMbps,
      unit: 'MB/s',
      target: 'reference (Node ceiling)',
      pass: null,
      note: each(totals.bare),
    },
    {
      id: '7d',
      scenario: 'upload: API peak RSS growth during a PUT',
      value: growthMb,
      unit: 'MB',
      target: `≤ ${RSS_GROWTH_LIMIT_MB} MB`,
      pass: growthMb <= RSS_GROWTH_LIMIT_MB,
      note: rss,
    },
  ];
}

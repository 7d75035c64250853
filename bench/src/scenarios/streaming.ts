import { join } from 'node:path';
import { videoPlayableKey } from '@genalpha/shared';
import { median } from '@genalpha/testkit';
import { BenchContext } from '../bench-context';
import { ensureFileOfSize, megabytes } from '../files';
import { describeStatuses } from '../load';
import { nginxBinary, withNginx } from '../nginx';
import { cpuSecondsWithChildren } from '../proc-stats';
import { RangeLoadResult, measureRangeLoad } from '../range-load';
import { BenchResult } from '../results';

const CONNECTIONS = 20;
/** Each GET asks for this much at a random offset, as a player seeking through a video does. */
const RANGE_BYTES = 4 * 1024 * 1024;
const NGINX_SHARE = 0.7;

interface Served {
  mbps: number;
  p50Ms: number;
  p99Ms: number;
  /** Both servers are fed by the same one-process client, which can be the limit on a small machine: CPU per GB tells them apart. */
  cpuPerGb: number;
  failures?: string;
}

/** Serves the object from `url` in turns of the given length, summing bytes and the server's CPU. */
class ServerTurns {
  private readonly loads: RangeLoadResult[] = [];
  private cpu = 0;

  constructor(
    private readonly url: string,
    private readonly size: number,
    private readonly serverCpu: () => number,
  ) {}

  async turn(seconds: number): Promise<void> {
    const before = this.serverCpu();
    this.loads.push(await measureRangeLoad(this.url, this.size, RANGE_BYTES, CONNECTIONS, seconds));
    this.cpu += this.serverCpu() - before;
  }

  result(): Served {
    const seconds = this.loads.reduce((sum, load) => sum + load.seconds, 0);
    const bytes = this.loads.reduce((sum, load) => sum + load.bytesPerSec * load.seconds, 0);
    const failures: Record<string, number> = {};
    for (const load of this.loads) for (const [status, count] of Object.entries(load.failures)) failures[status] = (failures[status] ?? 0) + count;
    return {
      mbps: megabytes(bytes / seconds),
      p50Ms: median(this.loads.map((load) => load.p50Ms)),
      p99Ms: median(this.loads.map((load) => load.p99Ms)),
      cpuPerGb: this.cpu / (bytes / 1024 ** 3),
      failures: Object.keys(failures).length ? `non-206 answers: ${describeStatuses(failures)}` : undefined,
    };
  }
}

/** 6: Range GETs of one large object from /objects on the API and from nginx serving the same file, in turns. */
export async function streamingScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const size = ctx.profile.streamBytes;
  // A public video's playable copy, so each request pays for the visibility check real playback does.
  const key = videoPlayableKey(ctx.facts.popularVideoIds[0]);
  const objectsDir = join(ctx.stack.dataDir, 'objects');
  await ensureFileOfSize(join(objectsDir, key), size);
  const path = `/objects/${key}`;
  const label = `${megabytes(size)} MB object, 4 MB Range GETs, ${CONNECTIONS} conn`;
  const target = `≥ ${NGINX_SHARE * 100}% of nginx`;
  const { rounds, seconds } = ctx.profile;
  const apiPid = ctx.stack.api.pid!;
  const api = new ServerTurns(`${ctx.stack.baseUrl}${path}`, size, () => cpuSecondsWithChildren(apiPid));
  const row = (served: Served): BenchResult => ({
    id: '6a',
    scenario: `streaming via API /objects: ${label}`,
    p50Ms: served.p50Ms,
    p99Ms: served.p99Ms,
    value: served.mbps,
    unit: 'MB/s',
    target,
    pass: null,
  });

  const binary = nginxBinary();
  if (!binary) {
    await api.turn(seconds);
    return [{ ...row(api.result()), note: 'nginx is not installed (apt-get install nginx): no baseline to compare with' }];
  }
  const [served, nginx] = await withNginx(binary, ctx.stack.dataDir, objectsDir, async (url, master) => {
    const viaNginx = new ServerTurns(`${url}${path}`, size, () => cpuSecondsWithChildren(master));
    for (let round = 0; round < rounds; round++) {
      await api.turn(seconds / rounds);
      await viaNginx.turn(seconds / rounds);
    }
    return [api.result(), viaNginx.result()];
  });
  return [
    {
      ...row(served),
      pass: !served.failures && served.mbps >= NGINX_SHARE * nginx.mbps,
      note: [`${((served.mbps / nginx.mbps) * 100).toFixed(0)}% of nginx; server CPU ${served.cpuPerGb.toFixed(2)} s per GB sent`, served.failures]
        .filter(Boolean)
        .join('; '),
    },
    {
      id: '6b',
      scenario: `streaming via nginx (Debian, sendfile): ${label}`,
      p50Ms: nginx.p50Ms,
      p99Ms: nginx.p99Ms,
      value: nginx.mbps,
      unit: 'MB/s',
      target: 'reference',
      pass: null,
      note: [`server CPU ${nginx.cpuPerGb.toFixed(2)} s per GB sent`, nginx.failures].filter(Boolean).join('; '),
    },
  ];
}

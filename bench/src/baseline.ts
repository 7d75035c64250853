import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@genalpha/launcher';
import { BenchContext } from './bench-context';
import { LoadResult, failuresOf } from './load';
import { BenchResult } from './results';
import { hasExited, stopProcess } from '@genalpha/testkit';
import { startChild } from './children';

/** The reference servers, each a `<name>-server.js` beside this file. */
export type ReferenceServer = 'baseline' | 'fastify-reference' | 'nest-reference';

/** Runs `servers` one after another for the length of work, which gets each one's URL by its name. */
export function withReferences<S extends ReferenceServer, T>(
  ctx: BenchContext,
  servers: readonly S[],
  work: (urls: Record<S, string>) => Promise<T>,
): Promise<T> {
  const urls = {} as Record<S, string>;
  const from = (index: number): Promise<T> =>
    index === servers.length
      ? work(urls)
      : withBaseline(
          ctx,
          (url) => {
            urls[servers[index]] = url;
            return from(index + 1);
          },
          servers[index],
        );
  return from(0);
}

/** Runs a reference server (the bare node:http baseline unless named) for the length of work; the baseline's upload lands in <dataDir>/tmp. */
export async function withBaseline<T>(ctx: BenchContext, work: (url: string) => Promise<T>, server: ReferenceServer = 'baseline'): Promise<T> {
  const port = await freePort();
  const uploadDir = join(ctx.stack.dataDir, 'tmp');
  mkdirSync(uploadDir, { recursive: true });
  const child = startChild(process.execPath, [join(__dirname, `${server}-server.js`)], {
    env: { ...process.env, DATABASE_URL: ctx.databaseUrl, PORT: String(port), UPLOAD_DIR: uploadDir },
    logFile: join(ctx.stack.logsDir, `${server}.log`),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      if (hasExited(child) || attempt > 100) throw new Error(`the ${server} server did not start; see ${ctx.stack.logsDir}/${server}.log`);
      if (
        await fetch(`${url}/feed`).then(
          (res) => res.ok,
          () => false,
        )
      )
        break;
      await new Promise((done) => setTimeout(done, 100));
    }
    return await work(url);
  } finally {
    await stopProcess(child, 5_000);
  }
}

/** Issue 38: a read's p99 at most this factor of its bare baseline's (the same SQL) in the same run. */
export const BASELINE_P99_FACTOR = 1.2;

/** A result judging `read`'s p99 against `bare`'s, the baseline running the same SQL in the same run. */
export function p99AgainstBaseline(id: string, scenario: string, read: LoadResult, bare: LoadResult): BenchResult {
  const failures = failuresOf(read) ?? failuresOf(bare);
  return {
    id,
    scenario,
    reqPerSec: read.reqPerSec,
    p50Ms: read.p50Ms,
    p99Ms: read.p99Ms,
    value: read.p99Ms / bare.p99Ms,
    unit: "× baseline's p99",
    target: `≤ ${BASELINE_P99_FACTOR} × the baseline's p99`,
    pass: !failures && read.p99Ms <= BASELINE_P99_FACTOR * bare.p99Ms,
    note: failures,
  };
}

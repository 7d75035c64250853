import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { freePort } from '@genalpha/launcher';
import { signIn } from '../api-client';
import { BenchContext } from '../bench-context';
import { failuresOf, measureInTurns, measureLoad } from '../load';
import { BenchResult } from '../results';

const CONNECTIONS = 50;
/** Issue 39: the feed's req/s with metrics and tracing on is at least this share of with both off. */
const MIN_SHARE = 0.95;

/** An OTLP/HTTP collector that takes every export and keeps nothing: the traces' cost is the API's, not a collector's. */
async function otlpSink(): Promise<{ endpoint: string; exports: () => number; close(): void }> {
  let count = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, exports: () => count, close: () => server.close() };
}

/**
 * 16 (issue 39): Latest's first page, signed in, on two stacks of the same build and database started
 * for the scenario, one without a metrics port or tracing and one with METRICS_PORT and an OTLP
 * endpoint set (default sampling: a tenth of traces kept), each warmed by a discarded run of the same
 * load, then measured in turns. (The bench's own stack, warm from every scenario before, against a
 * cold one would measure the warm-up.)
 */
export async function observabilityScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const sink = await otlpSink();
  const plain = await ctx.startAnotherStack(join(ctx.stack.dataDir, 'plain-stack'), {});
  const observed = await ctx
    .startAnotherStack(join(ctx.stack.dataDir, 'observed-stack'), {
      OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '1000',
      METRICS_PORT: String(await freePort()),
    })
    .catch(async (error: unknown) => {
      await plain.stop();
      throw error;
    });
  try {
    const load = (baseUrl: string, cookie: string) => (seconds: number) =>
      measureLoad({ url: `${baseUrl}/api/videos`, connections: CONNECTIONS, seconds, headers: { cookie } });
    const plainViewer = await signIn(plain.baseUrl, ctx.facts.liker.email);
    const observedViewer = await signIn(observed.baseUrl, ctx.facts.liker.email);
    const loads = { off: load(plain.baseUrl, plainViewer.cookie!), on: load(observed.baseUrl, observedViewer.cookie!) };
    for (const warmUp of Object.values(loads)) await warmUp(ctx.profile.seconds);
    const { off, on } = await measureInTurns(ctx.profile.rounds, loads, ctx.profile.seconds);
    const share = on.reqPerSec / off.reqPerSec;
    const exported = sink.exports();
    return [
      {
        id: '16a',
        scenario: `feed first page, metrics and tracing on (${exported} OTLP exports) vs off, 50 conn`,
        reqPerSec: on.reqPerSec,
        p50Ms: on.p50Ms,
        p99Ms: on.p99Ms,
        value: share * 100,
        unit: '% of req/s with both off',
        target: `≥ ${MIN_SHARE * 100}% of req/s with both off`,
        pass: !failuresOf(on) && !failuresOf(off) && exported > 0 && share >= MIN_SHARE,
        note: failuresOf(on) ?? failuresOf(off) ?? (exported > 0 ? `off: ${off.reqPerSec.toFixed(0)} req/s` : 'no trace was exported'),
      },
    ];
  } finally {
    await Promise.all([plain.stop(), observed.stop()]);
    sink.close();
  }
}

import autocannon from 'autocannon';
import { median } from '@genalpha/testkit';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Each connection cycles through these; a setupRequest may pick a random user, video or range per request. */
  requests?: autocannon.Request[];
}

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Response bytes per second. */
  bytesPerSec: number;
  requests: number;
  seconds: number;
  errors: number;
  timeouts: number;
  statusCounts: Record<string, number>;
}

function run(options: LoadOptions, limit: { duration: number } | { amount: number }): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: options.url, connections: options.connections, headers: options.headers, requests: options.requests, timeout: 30, ...limit },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** A short warm-up (connections opened, JIT and caches warm), then the measured run. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  await run(options, { amount: options.connections * 5 });
  const result = await run(options, { duration: options.seconds });
  const statusCounts: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statusCounts[status] = stats.count ?? 0;
  return {
    reqPerSec: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerSec: result.throughput.total / result.duration,
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCounts,
  };
}

/**
 * Measures several loads in turns (A B C A B C …) so that a burst of other work on a shared
 * machine falls on all of them alike. Rates come from all turns together; p50 and p99 are the
 * median of the turns'.
 */
export async function measureInTurns<K extends string>(
  rounds: number,
  loads: Record<K, (seconds: number) => Promise<LoadResult>>,
  seconds: number,
): Promise<Record<K, LoadResult>> {
  const turns = Object.fromEntries(Object.keys(loads).map((key) => [key, [] as LoadResult[]])) as Record<K, LoadResult[]>;
  for (let round = 0; round < rounds; round++) {
    for (const key of Object.keys(loads) as K[]) turns[key].push(await loads[key](seconds / rounds));
  }
  const merged = {} as Record<K, LoadResult>;
  for (const key of Object.keys(turns) as K[]) {
    const parts = turns[key];
    const sum = (pick: (load: LoadResult) => number) => parts.reduce((total, load) => total + pick(load), 0);
    const statusCounts: Record<string, number> = {};
    for (const part of parts) for (const [status, count] of Object.entries(part.statusCounts)) statusCounts[status] = (statusCounts[status] ?? 0) + count;
    merged[key] = {
      reqPerSec: sum((l) => l.requests) / sum((l) => l.seconds),
      bytesPerSec: sum((l) => l.bytesPerSec * l.seconds) / sum((l) => l.seconds),
      p50Ms: median(parts.map((l) => l.p50Ms)),
      p99Ms: median(parts.map((l) => l.p99Ms)),
      requests: sum((l) => l.requests),
      seconds: sum((l) => l.seconds),
      errors: sum((l) => l.errors),
      timeouts: sum((l) => l.timeouts),
      statusCounts,
    };
  }
  return merged;
}

/** "200 ×9812, 500 ×3" */
export const describeStatuses = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, count]) => `${status} ×${count}`)
    .join(', ');

/** The load's failures in words, or undefined when every answer was 2xx. */
/** measureLoad of GETs, each to a path `path` picks for it (a random video, a random search). */
export function measureGets(options: Omit<LoadOptions, 'requests'> & { path: () => string }): Promise<LoadResult> {
  const headers = options.headers ?? {};
  return measureLoad({ ...options, requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: options.path(), headers }) }] });
}

export function failuresOf(result: LoadResult): string | undefined {
  const bad = Object.entries(result.statusCounts).filter(([status]) => !status.startsWith('2'));
  if (bad.length === 0 && result.errors === 0) return undefined;
  return [bad.length ? `non-2xx answers: ${describeStatuses(Object.fromEntries(bad))}` : '', result.errors ? `${result.errors} connection errors` : '']
    .filter(Boolean)
    .join('; ');
}

export const randomOf = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

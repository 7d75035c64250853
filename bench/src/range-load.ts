import { Agent, get } from 'node:http';

export interface RangeLoadResult {
  bytesPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Length of the measured part. */
  seconds: number;
  /** Answers other than 206, by status. */
  failures: Record<string, number>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

function getRange(agent: Agent, url: string, start: number, length: number): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent, headers: { range: `bytes=${start}-${start + length - 1}` } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Range GETs of `rangeBytes` at random offsets of an object of `size` bytes, from `connections`
 * keep-alive connections, for `seconds`. (autocannon parses bodies byte by byte in JavaScript
 * and tops out far below what a server can send; node's own client does not.)
 */
export async function measureRangeLoad(url: string, size: number, rangeBytes: number, connections: number, seconds: number): Promise<RangeLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let bytes = 0;
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const started = performance.now();
      const answer = await getRange(agent, url, Math.floor(Math.random() * (size - rangeBytes)), rangeBytes);
      if (!record) continue;
      latencies.push(performance.now() - started);
      bytes += answer.bytes;
      if (answer.status !== 206) failures[answer.status] = (failures[answer.status] ?? 0) + 1;
    }
  };
  try {
    const warm = performance.now() + Math.min(500, seconds * 200);
    await Promise.all(Array.from({ length: connections }, () => run(warm, false)));
    const started = performance.now();
    await Promise.all(Array.from({ length: connections }, () => run(started + seconds * 1000, true)));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      bytesPerSec: bytes / elapsed,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      requests: latencies.length,
      seconds: elapsed,
      failures,
    };
  } finally {
    agent.destroy();
  }
}

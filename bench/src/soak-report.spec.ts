import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SoakReport, memoryTrend, soakPassed, writeSoakReport } from './soak-report';

const MB = 1024 ** 2;
const report = (overrides: Partial<SoakReport> = {}): SoakReport => ({
  date: '2026-01-01T00:00:00.000Z',
  machine: { cores: 2, cpu: 'test cpu', memoryGb: 4, node: 'v20', postgres: '15', kernel: '6', loadAtStart: 0.5 },
  data: '10,000 users',
  minutes: 5,
  connections: 100,
  writers: 300,
  requests: 1000,
  reqPerSec: 100,
  latencyMs: { p50: 10, p90: 50, p99: 120, max: 400 },
  statusCounts: { '200': 990, '201': 10 },
  connectionErrors: 0,
  timeouts: 0,
  mix: { feed: 700, comment: 300 },
  cpu: { api: 1, postgres: 0.6, redis: 0.1, worker: 0.1, loadGenerator: 0.2, other: 0.05 },
  api: memoryTrend([100 * MB, 150 * MB, 152 * MB, 151 * MB, 155 * MB, 160 * MB]),
  worker: memoryTrend([80 * MB, 80 * MB]),
  counterMismatches: { 'video likes': 0 },
  errorLogLines: 0,
  ...overrides,
});

describe('soak report', () => {
  it('judges memory from minute 1 (warm-up growth allowed) to the last minute, and not at all under 2 minutes', () => {
    expect(memoryTrend([100, 150, 160]).flat).toBe(true);
    expect(memoryTrend([100, 150, 170]).flat).toBe(false);
    expect(memoryTrend([100, 150, 160]).growth).toBeCloseTo(0.0667);
    expect(memoryTrend([100, 130])).toEqual({ samples: [100, 130], growth: null, flat: null });
    expect(soakPassed(report({ api: memoryTrend([100, 130]) }))).toBe(true);
  });

  it('passes only with no error, flat memory, exact counters and a clean log', () => {
    expect(soakPassed(report())).toBe(true);
    expect(soakPassed(report({ statusCounts: { '200': 999, '500': 1 } }))).toBe(false);
    expect(soakPassed(report({ timeouts: 1 }))).toBe(false);
    expect(soakPassed(report({ counterMismatches: { 'video likes': 2 } }))).toBe(false);
    expect(soakPassed(report({ errorLogLines: 1 }))).toBe(false);
  });

  it('shows CPU per request by part and the ceiling an API that cost nothing would leave', () => {
    const dir = mkdtempSync(join(tmpdir(), 'soak-report-'));
    try {
      writeSoakReport(report(), dir);
      const text = readFileSync(join(dir, 'RESULTS.md'), 'utf8');
      // 1 CPU-second over 1,000 requests is 1 ms each; the others spend 1 ms per request together: 2 cores / 1 ms.
      expect(text).toContain('API 1.00 · PostgreSQL 0.60 · Redis 0.10 · worker 0.10 · load generator 0.20 · rest of the machine 0.05');
      expect(text).toContain('2 cores would allow 2000 req/s');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces its own section of RESULTS.md and keeps the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'soak-report-'));
    try {
      writeFileSync(join(dir, 'RESULTS.md'), '# Results\n\nWritten by hand.\n');
      writeSoakReport(report(), dir);
      writeSoakReport(report({ latencyMs: { p50: 11, p90: 51, p99: 99, max: 300 } }), dir);
      const markdown = readFileSync(join(dir, 'RESULTS.md'), 'utf8');
      expect(markdown).toContain('Written by hand.');
      expect(markdown.match(/## Soak/g)).toHaveLength(1);
      expect(markdown).toContain('| latency p50 / p90 / p99 / max | 11 / 51 / 99 / 300 ms |');
      expect(markdown).toContain('| API RSS by minute (MB) | 100 → 150 → 152 → 151 → 155 → 160 | flat: last within 10% of minute 1 | pass (+6.7%) |');
      expect(markdown).toContain('| worker RSS by minute (MB) | 80 → 80 | flat: last within 10% of minute 1 | n/a (needs 2 minutes or more) |');
      expect(markdown).toContain('- Mix: feed 70.0%, creator videos 0.0%, detail 0.0%');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

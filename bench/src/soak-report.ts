import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CPU_PARTS, CPU_PART_NAMES, CpuSeconds, ceilingWithoutApi } from './cpu-shares';
import { Machine, formatMachine } from './machine';
import { BENCH_DIR } from './report';
import { SOAK_MIX } from './soak-mix';

/** Memory may grow this much from the first sampled minute to the last and still count as flat. */
export const RSS_TOLERANCE = 0.1;

export interface MemoryTrend {
  /** Resident memory in bytes at minute 0 (after the warm-up), 1, 2, … */
  samples: number[];
  /** Growth from minute 1 to the last minute, as a fraction (the first minute grows the heaps to their working size). */
  growth: number | null;
  /** null when the run is too short to tell (under 2 minutes). */
  flat: boolean | null;
}

export function memoryTrend(samples: number[]): MemoryTrend {
  if (samples.length < 3) return { samples, growth: null, flat: null };
  const growth = (samples[samples.length - 1] - samples[1]) / samples[1];
  return { samples, growth, flat: growth <= RSS_TOLERANCE };
}

export interface SoakReport {
  date: string;
  machine: Machine;
  data: string;
  minutes: number;
  connections: number;
  writers: number;
  requests: number;
  reqPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  statusCounts: Record<string, number>;
  connectionErrors: number;
  timeouts: number;
  /** Requests sent per kind of the mix. */
  mix: Record<string, number>;
  /** CPU seconds each part of the system spent during the run (after the warm-up). */
  cpu: CpuSeconds;
  api: MemoryTrend;
  worker: MemoryTrend;
  /** Rows whose stored counter differs from COUNT(*), per counter. */
  counterMismatches: Record<string, number>;
  /** Lines the API and worker logged at error level during the run. */
  errorLogLines: number;
}

export function soakErrors(report: SoakReport): number {
  const non2xx = Object.entries(report.statusCounts)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return non2xx + report.connectionErrors + report.timeouts;
}

export function soakPassed(report: SoakReport): boolean {
  return (
    soakErrors(report) === 0 &&
    report.api.flat !== false &&
    report.worker.flat !== false &&
    Object.values(report.counterMismatches).every((n) => n === 0) &&
    report.errorLogLines === 0
  );
}

const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);
const verdict = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)}%`;
const memoryVerdict = (trend: MemoryTrend) => (trend.flat === null ? 'n/a (needs 2 minutes or more)' : `${verdict(trend.flat)} (${percent(trend.growth!)})`);
const counted = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, n]) => `${key} ×${n.toLocaleString('en')}`)
    .join(', ');

/** CPU per request by part, and the req/s the machine's cores would allow if the API cost nothing. */
function cpuRow(report: SoakReport): string {
  const perRequest = CPU_PARTS.map((part) => `${CPU_PART_NAMES[part]} ${((report.cpu[part] / report.requests) * 1000).toFixed(2)}`).join(' · ');
  const ceiling = ceilingWithoutApi(report.cpu, report.requests, report.machine.cores);
  return `| CPU per request (ms) | ${perRequest}; with an API that cost nothing, ${report.machine.cores} cores would allow ${ceiling.toFixed(0)} req/s | measured | n/a |`;
}

const BEGIN = '<!-- soak:begin (written by npm run soak; edit outside these markers) -->';
const END = '<!-- soak:end -->';

export function soakSection(report: SoakReport): string {
  const errors = soakErrors(report);
  const offRows = Object.values(report.counterMismatches).reduce((sum, n) => sum + n, 0);
  const total = Object.values(report.mix).reduce((sum, n) => sum + n, 0);
  const mix = SOAK_MIX.map(({ kind }) => `${kind} ${(((report.mix[kind] ?? 0) / total) * 100).toFixed(1)}%`).join(', ');
  const memory = (name: string, trend: MemoryTrend) =>
    `| ${name} RSS by minute (MB) | ${trend.samples.map(mb).join(' → ')} | flat: last within ${RSS_TOLERANCE * 100}% of minute 1 | ${memoryVerdict(trend)} |`;
  return [
    BEGIN,
    '## Soak',
    '',
    `- Date: ${report.date}`,
    `- Machine: ${formatMachine(report.machine)}`,
    `- Data: ${report.data}`,
    `- Load: ${report.minutes} min at ${report.connections} connections (autocannon), ${report.writers} seeded users signed in; the production build of the API and worker`,
    `- Mix: ${mix}`,
    '',
    '| measure | value | target | result |',
    '|---|---|---|---|',
    `| requests | ${report.requests.toLocaleString('en')} (${report.reqPerSec.toFixed(0)} req/s) | measured | n/a |`,
    `| latency p50 / p90 / p99 / max | ${report.latencyMs.p50} / ${report.latencyMs.p90} / ${report.latencyMs.p99} / ${report.latencyMs.max} ms | p99 reported | n/a |`,
    cpuRow(report),
    `| errors (non-2xx, connection errors, timeouts) | ${errors} | 0 | ${verdict(errors === 0)} |`,
    `| answers | ${counted(report.statusCounts)} |  |  |`,
    memory('API', report.api),
    memory('worker', report.worker),
    `| counters after the run vs COUNT(*) | ${offRows} rows off | exact | ${verdict(offRows === 0)} |`,
    `| error lines in the API and worker logs | ${report.errorLogLines} | 0 | ${verdict(report.errorLogLines === 0)} |`,
    '',
    END,
  ].join('\n');
}

/** Replaces the soak section of RESULTS.md (or appends it), keeping everything else. */
export function writeSoakReport(report: SoakReport, dir = BENCH_DIR): void {
  const file = join(dir, 'RESULTS.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const section = soakSection(report);
  const from = current.indexOf(BEGIN);
  const to = current.indexOf(END);
  writeFileSync(file, from !== -1 && to > from ? current.slice(0, from) + section + current.slice(to + END.length) : `${current.trimEnd()}\n\n${section}\n`);
}

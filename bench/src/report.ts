import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BenchProfile } from './bench-args';
import { Machine, formatMachine } from './machine';
import { BenchResult, markdownTable } from './results';

export const BENCH_DIR = join(__dirname, '..');

export interface BenchReport {
  mode: BenchProfile['mode'];
  date: string;
  machine: Machine;
  seed: BenchProfile['seed'];
  durationSeconds: number;
  results: BenchResult[];
}

/** results.json for a full run; a quick run writes results-quick.json so it never overwrites the full figures. */
export const resultsFile = (mode: BenchProfile['mode'], dir = BENCH_DIR) => join(dir, mode === 'full' ? 'results.json' : 'results-quick.json');

const begin = (mode: string) => `<!-- bench:${mode}:begin (written by npm run bench; edit outside these markers) -->`;
const end = (mode: string) => `<!-- bench:${mode}:end -->`;

function generatedSection(report: BenchReport): string {
  const plans = report.results.filter((r) => r.details?.length);
  const seed = Object.entries(report.seed)
    .filter(([key]) => key !== 'force')
    .map(([key, value]) => `${Number(value).toLocaleString('en')} ${key}`)
    .join(', ');
  return [
    begin(report.mode),
    `## Latest ${report.mode} run`,
    '',
    `- Date: ${report.date}`,
    `- Machine: ${formatMachine(report.machine)}`,
    `- Data: ${seed}`,
    `- Run time: ${report.durationSeconds.toFixed(0)} s`,
    '',
    markdownTable(report.results),
    '',
    ...(plans.length
      ? [
          '### Query plans (key lines of EXPLAIN (ANALYZE, BUFFERS))',
          '',
          '```',
          ...plans.flatMap((r) => [`${r.id} ${r.scenario.replace(/^EXPLAIN /, '')}:`, ...r.details!.map((line) => `    ${line}`)]),
          '```',
          '',
        ]
      : []),
    end(report.mode),
  ].join('\n');
}

/** Replaces this mode's generated section of RESULTS.md, keeping the hand-written analysis around it. */
export function writeReport(report: BenchReport, dir = BENCH_DIR): void {
  writeFileSync(resultsFile(report.mode, dir), `${JSON.stringify(report, null, 2)}\n`);
  const file = join(dir, 'RESULTS.md');
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmark results\n\nRun with `npm run bench` (full) or `npm run bench -- --quick` (CI smoke run).\n';
  const section = generatedSection(report);
  const from = current.indexOf(begin(report.mode));
  const to = current.indexOf(end(report.mode));
  const next =
    from !== -1 && to > from ? current.slice(0, from) + section + current.slice(to + end(report.mode).length) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

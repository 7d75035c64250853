/** One line of the results table. */
export interface BenchResult {
  /** Scenario number and letter, e.g. "1a". */
  id: string;
  scenario: string;
  reqPerSec?: number;
  p50Ms?: number;
  p99Ms?: number;
  /** A figure that is not a request rate or latency (MB/s, seconds, KB…), with its unit. */
  value?: number;
  unit?: string;
  target: string;
  /**
   * true/false against the target; null when not measured. A `check` is about correctness
   * (exact counters, no 5xx, no deadlock, index use) and fails the run; a performance target
   * missed on a noisy machine does not.
   */
  pass: boolean | null;
  check?: boolean;
  note?: string;
  /** Supporting lines (a query plan's key lines), shown under the table. */
  details?: string[];
}

export const notMeasured = (id: string, scenario: string, target: string, note: string): BenchResult => ({ id, scenario, target, pass: null, note });

const fixed = (n: number | undefined, digits: number) => (n === undefined ? '' : n.toFixed(digits));

export function formatValue(result: BenchResult): string {
  if (result.value === undefined) return '';
  const digits = Math.abs(result.value) >= 100 ? 0 : Math.abs(result.value) >= 10 ? 1 : 2;
  return `${result.value.toFixed(digits)} ${result.unit ?? ''}`.trim();
}

export function verdict(result: BenchResult): string {
  if (result.pass === null) return 'n/a';
  return result.pass ? 'pass' : 'FAIL';
}

const COLUMNS = ['#', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'value', 'target', 'result'];

function rowsOf(results: BenchResult[]): string[][] {
  return results.map((r) => [r.id, r.scenario, fixed(r.reqPerSec, 0), fixed(r.p50Ms, 1), fixed(r.p99Ms, 1), formatValue(r), r.target, verdict(r)]);
}

/** The one table printed at the end, notes below it. */
export function formatTable(results: BenchResult[]): string {
  const rows = [COLUMNS, ...rowsOf(results)];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column >= 2 && column <= 5 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  const notes = results.filter((r) => r.note).map((r) => `  ${r.id}: ${r.note}`);
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line), ...(notes.length ? ['', 'notes:', ...notes] : [])].join('\n');
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

export function markdownTable(results: BenchResult[]): string {
  const lines = [`| ${COLUMNS.join(' | ')} | note |`, `|${COLUMNS.map(() => '---').join('|')}|---|`];
  for (const [row, result] of rowsOf(results).map((row, i) => [row, results[i]] as const)) {
    const cells = [...row.slice(0, 7), result.pass === false ? '**FAIL**' : row[7], result.note ?? ''];
    lines.push(`| ${cells.map(escapeCell).join(' | ')} |`);
  }
  return lines.join('\n');
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILES } from './bench-args';
import { BenchReport, writeReport } from './report';
import { formatTable } from './results';

const machine = { cores: 2, cpu: 'test cpu', memoryGb: 4, node: 'v20', postgres: '15', kernel: '6', loadAtStart: 0.5 };
const report = (mode: 'full' | 'quick', p99Ms: number): BenchReport => ({
  mode,
  date: '2026-01-01T00:00:00.000Z',
  machine,
  seed: PROFILES[mode].seed,
  durationSeconds: 60,
  results: [
    { id: '1a', scenario: 'feed', reqPerSec: 1000, p50Ms: 5, p99Ms, target: 'p99 ≤ 50 ms', pass: p99Ms <= 50 },
    {
      id: '2b.1',
      scenario: 'EXPLAIN feed',
      value: 0.4,
      unit: 'ms',
      target: 'indexes',
      pass: true,
      details: ['Index Scan using "IDX_videos_feed" on videos v'],
    },
  ],
});

describe('bench report', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bench-report-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('rewrites only its own mode’s section of RESULTS.md, keeping the hand-written analysis', () => {
    writeFileSync(join(dir, 'RESULTS.md'), '# Results\n\n## Analysis\nWritten by hand.\n');
    writeReport(report('full', 40), dir);
    writeReport(report('quick', 70), dir);
    writeReport(report('full', 45), dir);
    const markdown = readFileSync(join(dir, 'RESULTS.md'), 'utf8');
    expect(markdown).toContain('Written by hand.');
    expect(markdown.match(/## Latest full run/g)).toHaveLength(1);
    expect(markdown.match(/## Latest quick run/g)).toHaveLength(1);
    expect(markdown).toContain('| 1a | feed | 1000 | 5.0 | 45.0 |');
    expect(markdown).toContain('| 1a | feed | 1000 | 5.0 | 70.0 |  | p99 ≤ 50 ms | **FAIL** |');
    expect(markdown).toContain('    Index Scan using "IDX_videos_feed" on videos v');
    expect(JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')).results[0].p99Ms).toBe(45);
    expect(JSON.parse(readFileSync(join(dir, 'results-quick.json'), 'utf8')).results[0].p99Ms).toBe(70);
  });

  it('prints one aligned table with the verdicts', () => {
    const table = formatTable(report('full', 70).results).split('\n');
    expect(table[0]).toMatch(/^#\s+scenario\s+req\/s\s+p50 ms\s+p99 ms\s+value\s+target\s+result/);
    expect(table[2]).toMatch(/^1a\s+feed\s+1000\s+5\.0\s+70\.0\s+p99 ≤ 50 ms\s+FAIL/);
    expect(table[3]).toMatch(/0\.40 ms\s+indexes\s+pass/);
  });
});

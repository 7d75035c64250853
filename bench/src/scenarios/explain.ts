import { plansRepository, databaseAdminRepository } from '@genalpha/db';
import { BenchContext } from '../bench-context';
import { BenchResult } from '../results';
import { feedKeysetAt } from './feed';
import { hotQueries } from './hot-queries';

export interface PlanSummary {
  executionMs: number;
  /** "Index Scan using IDX_videos_feed on videos v" and the like, in plan order. */
  scans: string[];
  /** The top node's buffer counts. */
  buffers: string;
  seqScannedTables: string[];
}

const SCAN =
  /((?:Parallel )?(?:Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Index Scan|Bitmap Heap Scan)(?: using \S+)? on \S+(?: \S+)?)/;

export function summarisePlan(lines: string[]): PlanSummary {
  const scans = lines
    .map((line) => SCAN.exec(line)?.[1])
    .filter((scan): scan is string => Boolean(scan))
    .map((scan) => scan.replace(/ \(.*$/, ''));
  const execution = lines.find((line) => line.startsWith('Execution Time'));
  return {
    executionMs: execution ? Number(/([\d.]+) ms/.exec(execution)?.[1]) : NaN,
    scans,
    buffers: lines.find((line) => line.trim().startsWith('Buffers:'))?.trim() ?? '',
    seqScannedTables: scans.filter((scan) => scan.includes('Seq Scan')).map((scan) => /on (\S+)/.exec(scan)![1]),
  };
}

/** 2b: EXPLAIN (ANALYZE, BUFFERS) of every hot query: index use, no sequential scan of a large table. */
export async function explainScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  await databaseAdminRepository.analyze(ctx.db);
  // A sequential scan of a large table (plansRepository.largeTables) in a hot query fails.
  const large = await plansRepository.largeTables(ctx.db);
  const queries = hotQueries(ctx.facts, await feedKeysetAt(ctx.db, ctx.profile.deepOffset));
  const results: BenchResult[] = [];
  for (const [index, query] of queries.entries()) {
    // The second run is the measured one: the first warms the cache, as a busy server's would be.
    await plansRepository.explain(ctx.db, query);
    const plan = summarisePlan(await plansRepository.explain(ctx.db, query));
    const badScans = plan.seqScannedTables.filter((table) => large.has(table));
    const smallScans = plan.seqScannedTables.filter((table) => !large.has(table));
    results.push({
      id: `2b.${index + 1}`,
      scenario: `EXPLAIN ${query.name}`,
      value: plan.executionMs,
      unit: 'ms',
      target: 'indexes, no Seq Scan of a large table',
      // Small tables (the leaderboard's few thousand creators, an empty sessions table) may be read whole.
      pass: badScans.length === 0,
      note:
        [badScans.length ? `Seq Scan of large table ${badScans.join(', ')}` : '', smallScans.length ? `Seq Scan of small table ${smallScans.join(', ')}` : '']
          .filter(Boolean)
          .join('; ') || undefined,
      details: [...plan.scans, plan.buffers].filter(Boolean),
    });
  }
  return results;
}

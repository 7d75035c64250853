import { lighthousePages, seedAsQuickBench } from '@genalpha/bench/lighthouse-pages';
import {
  LIGHTHOUSE_CHROMIUM,
  LOADED_BENCHMARK_INDEX,
  benchmarkIndexOf,
  formatByCpuTime,
  formatLighthouseFigures,
  launchLighthouseBrowser,
  measureLighthousePages,
  missedLighthouseTargets,
  passAlphaGate,
  runLighthouse,
  type MeasuredPage,
} from '@genalpha/testkit';
import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { database } from './e2e-helpers';

const RUNS = 5;

/**
 * Issue 38's gate, Lighthouse 12's mobile preset (simulated slow 4G, 4× CPU slowdown) on the quick
 * bench's seed data: the feed, the most commented video and the busiest creator's profile, each
 * judged by the median of 5 runs as Lighthouse reports it. A page that misses while Lighthouse's
 * benchmark index says the host was busy (LOADED_BENCHMARK_INDEX) is measured once more, and the
 * report says so. TBT and Performance timed by the CPU time of the page's thread are printed beside
 * them as a diagnostic (decision 0006). Runs last (see vitest.config.ts): it seeds thousands of rows.
 */
describe('Lighthouse, mobile preset, on seeded data', () => {
  it(
    `meets the targets on the feed, a video page and a profile as Lighthouse reports them (median of ${RUNS} runs)`,
    async () => {
      expect(existsSync(LIGHTHOUSE_CHROMIUM), `Chromium at ${LIGHTHOUSE_CHROMIUM}`).toBe(true);
      await database((db) => seedAsQuickBench(db, inject('dataDir')));
      const pages = await database(lighthousePages);

      const missedOn = (page: MeasuredPage) => missedLighthouseTargets(page.median);
      const busy = (page: MeasuredPage) => missedOn(page).length > 0 && benchmarkIndexOf(page) < LOADED_BENCHMARK_INDEX;
      const measured = await measureLighthousePages(inject('baseUrl'), pages, RUNS);
      const reruns: string[] = [];
      for (const [i, page] of measured.entries()) {
        if (!busy(page)) continue;
        reruns.push(`${page.name}: measured again, the host was busy (benchmark index ${Math.round(benchmarkIndexOf(page))} < ${LOADED_BENCHMARK_INDEX})`);
        [measured[i]] = await measureLighthousePages(inject('baseUrl'), [page], RUNS);
      }

      const report = measured.map((page) => ({
        page: page.name,
        asLighthouseReports: formatLighthouseFigures(page.median),
        diagnostic: formatByCpuTime(page.medianByCpuTime),
        benchmarkIndex: Math.round(benchmarkIndexOf(page)),
        runs: page.runs.map(
          (run) => `${formatLighthouseFigures(run.figures)}; ${formatByCpuTime(run.byCpuTime)} (benchmark index ${Math.round(run.benchmarkIndex)})`,
        ),
        missed: missedOn(page),
      }));
      console.log(JSON.stringify({ reruns, report }, null, 2));
      expect(report.filter((page) => page.missed.length > 0)).toEqual([]);
    },
    30 * 60_000,
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
      const missed = missedLighthouseTargets(run.figures);
      console.log(`blocked feed: ${formatLighthouseFigures(run.figures)}; ${formatByCpuTime(run.byCpuTime)}; missed: ${missed.join(', ')}`);
      expect(missed).toContainEqual(expect.stringMatching(/^TBT /));
    } finally {
      await browser.close();
    }
  }, 120_000);
});

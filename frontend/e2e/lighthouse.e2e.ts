import { lighthousePages, seedAsQuickBench } from '@genalpha/bench/lighthouse-pages';
import {
  FIRST_VISIT_TARGETS,
  type JudgedPage,
  LIGHTHOUSE_CHROMIUM,
  formatByCpuTime,
  formatLighthouseFigures,
  judgeAsReported,
  launchLighthouseBrowser,
  missedLighthouseTargets,
  passAlphaGate,
  runLighthouse,
} from '@genalpha/testkit';
import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { database } from './e2e-helpers';

/** Lighthouse runs of each page; the median is judged (issue 38). */
const RUNS = 5;

/** What the log shows of a judged page: its median, each run with its benchmark index, what it missed. */
function reportOf({ measured, missed, host, measuredAgain, notJudged }: JudgedPage) {
  return {
    page: measured.name,
    asLighthouseReports: formatLighthouseFigures(measured.median),
    host,
    ...(measuredAgain ? { measuredAgain } : {}),
    ...(notJudged ? { notJudged } : {}),
    runs: measured.runs.map(
      (run) => `${formatLighthouseFigures(run.figures)}; ${formatByCpuTime(run.byCpuTime)} (benchmark index ${Math.round(run.benchmarkIndex)})`,
    ),
    missed,
  };
}

/**
 * Issue 38's targets for Lighthouse 12's mobile preset (simulated slow 4G, 4× CPU slowdown) as
 * Lighthouse reports them, the median of 5 runs a page: the feed, the most commented video and the
 * busiest creator's profile on the quick bench's seed data, and a cold first visit (the gate drawn
 * by index.html). Each measurement follows a measure of how fast the host gives fresh memory; a page
 * that misses on a loaded host is measured once more, and one loaded for both is printed as not
 * judged (judgeAsReported, decision 0041). TBT timed by the CPU time of the page's thread is printed
 * beside each run as a diagnostic. Runs last (see vitest.config.ts): it seeds thousands of rows.
 */
describe('Lighthouse, mobile preset, on seeded data', () => {
  it(
    `meets the targets on the feed, a video page and a profile as Lighthouse reports them (median of ${RUNS} runs)`,
    async () => {
      expect(existsSync(LIGHTHOUSE_CHROMIUM), `Chromium at ${LIGHTHOUSE_CHROMIUM}`).toBe(true);
      await database((db) => seedAsQuickBench(db, inject('dataDir')));
      const pages = await database(lighthousePages);

      const report = (await judgeAsReported(inject('baseUrl'), pages, RUNS)).map(reportOf);

      console.log(JSON.stringify(report, null, 2));
      expect(report.filter((page) => page.missed.length > 0)).toEqual([]);
    },
    30 * 60_000,
  );

  it(
    `meets the targets on a cold first visit of / (the gate) as Lighthouse reports them (median of ${RUNS})`,
    async () => {
      const [firstVisit] = (await judgeAsReported(inject('baseUrl'), [{ name: 'first visit', path: '/', firstVisit: true }], RUNS, FIRST_VISIT_TARGETS)).map(
        reportOf,
      );
      console.log(JSON.stringify(firstVisit, null, 2));
      expect(firstVisit.missed).toEqual([]);
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
      const missed = missedLighthouseTargets(run.figures);
      console.log(`blocked feed: ${formatLighthouseFigures(run.figures)}; ${formatByCpuTime(run.byCpuTime)}; missed: ${missed.join(', ')}`);
      expect(missed).toContainEqual(expect.stringMatching(/^TBT /));
    } finally {
      await browser.close();
    }
  }, 120_000);
});

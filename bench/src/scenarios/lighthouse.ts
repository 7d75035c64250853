import { existsSync } from 'node:fs';
import {
  LIGHTHOUSE_CHROMIUM,
  FIRST_VISIT_TARGETS,
  LIGHTHOUSE_TARGETS as T,
  formatByCpuTime,
  formatLighthouseFigures,
  measureLighthousePages,
  missedLighthouseTargets,
  pageFaultMicros,
  type MeasuredPage,
} from '@genalpha/testkit';
import { BenchContext } from '../bench-context';
import { lighthousePages } from '../lighthouse-pages';
import { BenchResult, notMeasured } from '../results';
import { WEB_DIST } from './web';

/** Lighthouse's measure of the host's speed over a page's runs: "benchmark index 2,068–2,363" (one figure for one run). */
const benchmarkIndexes = (page: MeasuredPage) => {
  const [low, high] = [Math.min, Math.max].map((pick) => pick(...page.runs.map((run) => Math.round(run.benchmarkIndex))).toLocaleString('en'));
  return `benchmark index ${low === high ? low : `${low}–${high}`}`;
};
const targetText = (t: typeof T) =>
  `Perf ≥ ${t.performance}, A11y ${t.accessibility}, BP ≥ ${t.bestPractices}, LCP ≤ ${t.lcpMs / 1000} s, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}`;
const TARGET = targetText(T);
const IDS = ['10c', '10d', '10e'];
/** Issue 38: a cold first visit of `/` (the alpha gate's screen), as Lighthouse reports it. */
const FIRST_VISIT_ID = '10h';
const FIRST_VISIT_TARGET = targetText(FIRST_VISIT_TARGETS);

/** 10: Lighthouse 12's mobile preset on the feed, the most commented video and the top creator's profile of the seeded data. */
export async function lighthouseScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const pages = await lighthousePages(ctx.db);
  const runs = ctx.profile.lighthouseRuns;
  const scenario = (name: string) => `web: Lighthouse mobile, ${name} (median of ${runs})`;
  if (!existsSync(`${WEB_DIST}/index.html`)) return pages.map((p, i) => notMeasured(IDS[i], scenario(p.name), TARGET, 'no web build'));
  if (!existsSync(LIGHTHOUSE_CHROMIUM))
    return pages.map((p, i) => notMeasured(IDS[i], scenario(p.name), TARGET, `no Chromium at ${LIGHTHOUSE_CHROMIUM} (set CHROMIUM_PATH)`));

  // The host's speed at giving fresh memory, which moves every figure below (decision 0041).
  const freshMemory = `fresh memory ${pageFaultMicros().toFixed(1)} µs a page`;
  const [firstVisit] = await measureLighthousePages(ctx.stack.baseUrl, [{ name: 'first visit', path: '/', firstVisit: true }], runs);
  const firstVisitMissed = missedLighthouseTargets(firstVisit.median, FIRST_VISIT_TARGETS);
  const measured = await measureLighthousePages(ctx.stack.baseUrl, pages, runs);
  const firstVisitResult: BenchResult = {
    id: FIRST_VISIT_ID,
    scenario: `web: Lighthouse mobile, a cold first visit of / (the gate; median of ${runs})`,
    value: firstVisit.median.performance,
    unit: 'Perf',
    target: FIRST_VISIT_TARGET,
    pass: firstVisitMissed.length === 0,
    note: [formatLighthouseFigures(firstVisit.median), benchmarkIndexes(firstVisit), freshMemory, ...firstVisitMissed.map((m) => `missed: ${m}`)].join('; '),
  };
  return [
    ...measured.map((page, i) => {
      const { name, median, medianByCpuTime } = page;
      const missed = missedLighthouseTargets(median);
      return {
        id: IDS[i],
        scenario: scenario(name),
        value: median.performance,
        unit: 'Perf',
        target: TARGET,
        pass: missed.length === 0,
        note: [
          formatLighthouseFigures(median),
          benchmarkIndexes(page),
          freshMemory,
          `${formatByCpuTime(medianByCpuTime)} (a diagnostic)`,
          ...missed.map((m) => `missed: ${m}`),
        ].join('; '),
      };
    }),
    firstVisitResult,
  ];
}

import { existsSync } from 'node:fs';
import {
  LIGHTHOUSE_CHROMIUM,
  LIGHTHOUSE_TARGETS as T,
  formatByCpuTime,
  formatLighthouseFigures,
  measureLighthousePages,
  missedLighthouseTargets,
} from '@genalpha/testkit';
import { BenchContext } from '../bench-context';
import { lighthousePages } from '../lighthouse-pages';
import { BenchResult, notMeasured } from '../results';
import { WEB_DIST } from './web';

const TARGET = `Perf ≥ ${T.performance}, A11y ${T.accessibility}, BP ≥ ${T.bestPractices}, LCP ≤ ${T.lcpMs / 1000} s, TBT ≤ ${T.tbtMs} ms, CLS ≤ ${T.cls}`;
const IDS = ['10c', '10d', '10e'];

/** 10: Lighthouse 12's mobile preset on the feed, the most commented video and the top creator's profile of the seeded data. */
export async function lighthouseScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const pages = await lighthousePages(ctx.db);
  const runs = ctx.profile.lighthouseRuns;
  const scenario = (name: string) => `web: Lighthouse mobile, ${name} (median of ${runs})`;
  if (!existsSync(`${WEB_DIST}/index.html`)) return pages.map((p, i) => notMeasured(IDS[i], scenario(p.name), TARGET, 'no web build'));
  if (!existsSync(LIGHTHOUSE_CHROMIUM))
    return pages.map((p, i) => notMeasured(IDS[i], scenario(p.name), TARGET, `no Chromium at ${LIGHTHOUSE_CHROMIUM} (set CHROMIUM_PATH)`));

  const measured = await measureLighthousePages(ctx.stack.baseUrl, pages, runs);
  return measured.map(({ name, median, medianByCpuTime }, i) => {
    const missed = missedLighthouseTargets(median);
    return {
      id: IDS[i],
      scenario: scenario(name),
      value: median.performance,
      unit: 'Perf',
      target: TARGET,
      pass: missed.length === 0,
      note: [formatLighthouseFigures(median), `${formatByCpuTime(medianByCpuTime)} (the browser suite's gate)`, ...missed.map((m) => `missed: ${m}`)].join(
        '; ',
      ),
    };
  });
}

import { existsSync } from 'node:fs';
import {
  LIGHTHOUSE_CHROMIUM,
  LIGHTHOUSE_TARGETS as T,
  formatLighthouseFigures,
  launchLighthouseBrowser,
  medianFigures,
  missedLighthouseTargets,
  runLighthouse,
} from '@genalpha/shared/testing';
import { BenchContext } from '../bench-context';
import { BenchResult, notMeasured } from '../results';
import { WEB_DIST } from './web';

const TARGET = `Perf ≥ ${T.performance}, A11y ${T.accessibility}, BP ≥ ${T.bestPractices}, LCP ≤ ${T.lcpMs / 1000} s, TBT ≤ ${T.tbtMs} ms, CLS ≤ ${T.cls}`;
/** The flag the alpha gate leaves behind. */
const GATE_PASSED = { generationalpha_secret_gate_passed: 'true' };

/** 10: Lighthouse 12's mobile preset on the feed, the most commented video and the top creator's profile of the seeded data. */
export async function lighthouseScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const { rows } = await ctx.db.query<{ username: string }>(`SELECT username FROM users WHERE id = $1`, [ctx.facts.topCreator.id]);
  const pages = [
    { id: '10c', name: 'feed', path: '/' },
    { id: '10d', name: 'video page', path: `/video/${ctx.facts.popularVideoIds[0]}` },
    { id: '10e', name: 'profile', path: `/profile/${rows[0].username}` },
  ];
  const runs = ctx.profile.lighthouseRuns;
  const scenario = (name: string) => `web: Lighthouse mobile, ${name} (median of ${runs})`;
  if (!existsSync(`${WEB_DIST}/index.html`)) return pages.map((p) => notMeasured(p.id, scenario(p.name), TARGET, 'no web build'));
  if (!existsSync(LIGHTHOUSE_CHROMIUM))
    return pages.map((p) => notMeasured(p.id, scenario(p.name), TARGET, `no Chromium at ${LIGHTHOUSE_CHROMIUM} (set CHROMIUM_PATH)`));

  const browser = await launchLighthouseBrowser();
  try {
    const results: BenchResult[] = [];
    for (const page of pages) {
      const figures = [];
      for (let n = 0; n < runs; n++) figures.push((await runLighthouse(browser, `${ctx.stack.baseUrl}${page.path}`, GATE_PASSED)).figures);
      const median = medianFigures(figures);
      const missed = missedLighthouseTargets(median);
      results.push({
        id: page.id,
        scenario: scenario(page.name),
        value: median.performance,
        unit: 'Perf',
        target: TARGET,
        pass: missed.length === 0,
        note: [formatLighthouseFigures(median), ...missed.map((m) => `missed: ${m}`)].join('; '),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

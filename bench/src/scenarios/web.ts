import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PASS_ALPHA_GATE_SCRIPT, median } from '@genalpha/testkit';
import { chromium } from 'playwright-core';
import { BenchContext } from '../bench-context';
import { REPO_ROOT } from '../database';
import { BenchResult, notMeasured } from '../results';

export const WEB_DIST = join(REPO_ROOT, 'frontend/dist');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The browser build beside the package's main file (its exports map does not list it).
const WEB_VITALS_SCRIPT = join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js');
const JS_BUDGET_KB = 200;
const LCP_TARGET_MS = 1500;
const CLS_TARGET = 0.05;
/** How long the page is watched after load for late layout shifts and larger paints. */
const SETTLE_MS = 3000;

/** The first screen's scripts, gzipped. */
export function initialJsGzipBytes(dist: string): number {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The entry, what it preloads, and the app's chunks index.html lists for it (frontend/scripts/preload-screen.ts),
  // as frontend/scripts/check-budget.mjs counts them.
  const appChunks = html.match(/<script type="application\/json" id="app-chunks">(.*?)<\/script>/);
  if (!appChunks) throw new Error(`${dist}/index.html has no app-chunks list`);
  const initial = new Set([
    ...[...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]),
    ...(JSON.parse(appChunks[1]) as { app: string[] }).app,
  ]);
  return [...initial].reduce((total, path) => total + gzipSync(readFileSync(join(dist, path.replace(/^\//, '')))).length, 0);
}

interface WebVitals {
  onLCP(report: (metric: { value: number }) => void, options: object): void;
  onCLS(report: (metric: { value: number }) => void, options: object): void;
}

interface PageGlobals {
  __vitals: { lcp: number; cls: number };
}

/**
 * The web-vitals library and its use in one script: Playwright does not order separate init
 * scripts, and may wrap each in a function, so the library's `webVitals` is handed over directly.
 */
function vitalsScript(): string {
  const collect = (webVitals: WebVitals) => {
    const vitals = { lcp: -1, cls: 0 };
    (globalThis as unknown as PageGlobals).__vitals = vitals;
    webVitals.onLCP((metric) => (vitals.lcp = metric.value), { reportAllChanges: true });
    webVitals.onCLS((metric) => (vitals.cls = metric.value), { reportAllChanges: true });
  };
  return `${readFileSync(WEB_VITALS_SCRIPT, 'utf8')};\n(${collect.toString()})(webVitals);`;
}

/** LCP and CLS of the feed for a visitor past the gate, measured with the web-vitals library. */
async function feedVitals(baseUrl: string, runs: number): Promise<{ lcp: number[]; cls: number[] }> {
  const script = vitalsScript();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required', '--disable-dev-shm-usage'],
  });
  const lcp: number[] = [];
  const cls: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
      await context.addInitScript(PASS_ALPHA_GATE_SCRIPT);
      await context.addInitScript(script);
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      const vitals = await page.evaluate(() => (globalThis as unknown as PageGlobals).__vitals);
      lcp.push(vitals.lcp);
      cls.push(vitals.cls);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { lcp, cls };
}

/** 10: initial JS of the production build; LCP and CLS of the feed on the seeded data in Chromium. */
export async function webScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const jsTarget = `≤ ${JS_BUDGET_KB} KB gzipped`;
  const vitalsTarget = `LCP ≤ ${LCP_TARGET_MS} ms, CLS ≤ ${CLS_TARGET}`;
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    return [
      notMeasured('10a', 'web: initial JS', jsTarget, 'frontend/dist is missing (npm run build)'),
      notMeasured('10b', 'web: feed LCP / CLS in Chromium', vitalsTarget, 'no web build'),
    ];
  }
  const kb = initialJsGzipBytes(WEB_DIST) / 1024;
  const results: BenchResult[] = [
    { id: '10a', scenario: 'web: initial JS (entry + preloaded chunks)', value: kb, unit: 'KB gz', target: jsTarget, pass: kb <= JS_BUDGET_KB },
  ];
  const scenario = `web: feed LCP / CLS in Chromium, seeded data (median of ${ctx.profile.webRuns})`;
  if (!existsSync(CHROMIUM)) return [...results, notMeasured('10b', scenario, vitalsTarget, `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`)];
  const { lcp, cls } = await feedVitals(ctx.stack.baseUrl, ctx.profile.webRuns);
  const lcpMs = median(lcp);
  const clsValue = median(cls);
  results.push({
    id: '10b',
    scenario,
    value: lcpMs,
    unit: 'ms LCP',
    target: vitalsTarget,
    pass: lcpMs > 0 && lcpMs <= LCP_TARGET_MS && clsValue <= CLS_TARGET,
    note: `CLS ${clsValue.toFixed(3)}; LCP runs ${lcp.map((v) => v.toFixed(0)).join(', ')} ms`,
  });
  return results;
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { PASS_ALPHA_GATE_SCRIPT } from './alpha-gate';
import { median } from './median';
import { TraceEvent, timeMainThreadTasksByCpu } from './trace-cpu-time';

/** Issue 14's targets for Lighthouse 12's mobile preset (simulated slow 4G, 4× CPU slowdown). */
export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 100, bestPractices: 96, lcpMs: 2500, tbtMs: 200, cls: 0.05 };
/** Issue 38's targets for a cold first visit of `/` (the alpha gate): the pages' targets, stricter on Performance, LCP and TBT. */
export const FIRST_VISIT_TARGETS = { ...LIGHTHOUSE_TARGETS, performance: 95, lcpMs: 1500, tbtMs: 100 };

/** What one Lighthouse run (or the median of several) reports for a page. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One run of a page, scored two ways. */
export interface LighthouseRun {
  /** As Lighthouse reports them. */
  figures: LighthouseFigures;
  /**
   * Lighthouse's scoring of the same run with each main-thread task timed by the CPU time the
   * thread used (see `timeMainThreadTasksByCpu`): what the page itself costs, whatever else the host
   * was running. Accessibility and Best Practices are the run's own.
   */
  byCpuTime: LighthouseFigures;
  /** Lighthouse's measure of the machine's speed at the start of the run (higher is faster). */
  benchmarkIndex: number;
}

export const LIGHTHOUSE_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium for Lighthouse (Debian's, never a downloaded one). */
export async function launchLighthouseBrowser(): Promise<Browser> {
  const { launch } = await import('puppeteer-core');
  return launch({
    executablePath: LIGHTHOUSE_CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** Prepares the tab before Lighthouse navigates it (scripts for every document, say). */
export type PageSetUp = (page: Page) => Promise<void>;

/**
 * One Lighthouse run of the mobile preset on `url` in a fresh tab (Lighthouse clears the origin's
 * cache and storage first), scored twice: as Lighthouse reports it, and with the main thread's
 * tasks timed by CPU time.
 */
export async function runLighthouse(browser: Browser, url: string, setUp: PageSetUp = passAlphaGate): Promise<LighthouseRun> {
  try {
    return await runOnce(browser, url, setUp);
  } catch (error) {
    // Lighthouse's own advice for a lost trace (NO_NAVSTART, NO_FCP on a starved machine): run it again.
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    return runOnce(browser, url, setUp);
  }
}

class LighthouseRuntimeError extends Error {}

const FLAGS: Flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices'] };

async function runOnce(browser: Browser, url: string, setUp: PageSetUp): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const artifactsDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    const page = await browser.newPage();
    try {
      await setUp(page);
      await lighthouse(url, { ...FLAGS, gatherMode: artifactsDir }, undefined, page);
    } finally {
      await page.close();
    }
    const scoreArtifacts = async () => {
      const result = await lighthouse(url, { ...FLAGS, auditMode: artifactsDir });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      if (result.lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      return result.lhr;
    };
    const reported = await scoreArtifacts();
    const traceFile = join(artifactsDir, 'defaultPass.trace.json');
    const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
    timeMainThreadTasksByCpu(trace.traceEvents);
    writeFileSync(traceFile, JSON.stringify(trace));
    const byCpuTime = await scoreArtifacts();
    return {
      figures: figuresOf(reported),
      byCpuTime: figuresOf(byCpuTime),
      benchmarkIndex: reported.environment.benchmarkIndex,
    };
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

type Lhr = import('lighthouse', { with: { 'resolution-mode': 'import' } }).Result;
type Flags = import('lighthouse', { with: { 'resolution-mode': 'import' } }).Flags;

function figuresOf({ categories, audits }: Lhr): LighthouseFigures {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** Leaves the alpha gate's flag in every document before its scripts run: Lighthouse measures the product, not the gate. */
export async function passAlphaGate(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(PASS_ALPHA_GATE_SCRIPT);
}

/** A page of the app, by its path. */
export interface PageToMeasure {
  name: string;
  path: string;
  /** Measured as a first visit: the alpha gate not passed (by default it is). */
  firstVisit?: boolean;
}

export interface MeasuredPage extends PageToMeasure {
  runs: LighthouseRun[];
  /** Each figure's median over the runs. */
  median: LighthouseFigures;
  /** Each figure's median over the runs timed by CPU time. */
  medianByCpuTime: LighthouseFigures;
}

/** `runs` Lighthouse runs of each page, as a visitor past the alpha gate (unless a first visit is measured), in one browser. */
export async function measureLighthousePages(baseUrl: string, pages: PageToMeasure[], runs: number): Promise<MeasuredPage[]> {
  const browser = await launchLighthouseBrowser();
  try {
    const measured: MeasuredPage[] = [];
    for (const page of pages) {
      const results: LighthouseRun[] = [];
      const setUp: PageSetUp = page.firstVisit ? async () => undefined : passAlphaGate;
      for (let n = 0; n < runs; n++) results.push(await runLighthouse(browser, `${baseUrl}${page.path}`, setUp));
      measured.push({
        ...page,
        runs: results,
        median: medianFigures(results.map((run) => run.figures)),
        medianByCpuTime: medianFigures(results.map((run) => run.byCpuTime)),
      });
    }
    return measured;
  } finally {
    await browser.close();
  }
}

/** Each figure's median over the runs. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/** The targets the figures miss, each as "LCP 3100 ms > 2500 ms". */
export function missedLighthouseTargets(figures: LighthouseFigures, t: typeof LIGHTHOUSE_TARGETS = LIGHTHOUSE_TARGETS): string[] {
  const missed: string[] = [];
  if (figures.performance < t.performance) missed.push(`Performance ${figures.performance} < ${t.performance}`);
  if (figures.accessibility < t.accessibility) missed.push(`Accessibility ${figures.accessibility} < ${t.accessibility}`);
  if (figures.bestPractices < t.bestPractices) missed.push(`Best Practices ${figures.bestPractices} < ${t.bestPractices}`);
  if (!(figures.lcpMs <= t.lcpMs)) missed.push(`LCP ${Math.round(figures.lcpMs)} ms > ${t.lcpMs} ms`);
  if (!(figures.tbtMs <= t.tbtMs)) missed.push(`TBT ${Math.round(figures.tbtMs)} ms > ${t.tbtMs} ms`);
  if (!(figures.cls <= t.cls)) missed.push(`CLS ${figures.cls.toFixed(3)} > ${t.cls}`);
  return missed;
}

/** The figures the CPU-time scoring changes: "by CPU time Perf 100, TBT 30 ms" */
export function formatByCpuTime(byCpuTime: LighthouseFigures): string {
  return `by CPU time Perf ${byCpuTime.performance}, TBT ${Math.round(byCpuTime.tbtMs)} ms`;
}

/** "Perf 93 · A11y 100 · BP 96 · FCP 1.2 s · LCP 2.1 s · TBT 40 ms · CLS 0.000" */
export function formatLighthouseFigures(f: LighthouseFigures): string {
  return `Perf ${f.performance} · A11y ${f.accessibility} · BP ${f.bestPractices} · FCP ${(f.fcpMs / 1000).toFixed(1)} s · LCP ${(f.lcpMs / 1000).toFixed(1)} s · TBT ${Math.round(f.tbtMs)} ms · CLS ${f.cls.toFixed(3)}`;
}

import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PASS_ALPHA_GATE_SCRIPT } from '@genalpha/testkit';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
export const SCREENSHOTS_DIR = resolve(import.meta.dirname, 'screenshots');
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };
/** A phone as the browser presents one: touch events, no hover. */
export const TOUCH_PHONE: BrowserContextOptions = { viewport: PHONE, hasTouch: true, isMobile: true };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required', '--disable-dev-shm-usage'],
  });
}

/**
 * A visitor who has already passed the alpha gate (the flag the gate leaves behind). Their pages
 * record every Content-Security-Policy violation from the first byte on (see cspViolations).
 */
export async function newVisitor(browser: Browser, baseURL: string, viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, ...options });
  await context.addInitScript(PASS_ALPHA_GATE_SCRIPT);
  await recordCspViolations(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return context;
}

/** Records, in each of the context's pages, every Content-Security-Policy violation from the first byte on (see cspViolations). */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => w.__csp.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

/** What the page's Content-Security-Policy refused since it loaded: a blocked style or script is a broken screen. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/**
 * Runs a library's script in the page. Not addScriptTag: the page's Content-Security-Policy refuses
 * inline scripts, and an audit must not need the policy loosened.
 */
async function runScript(page: Page, file: string): Promise<void> {
  await page.evaluate(readFileSync(file, 'utf8'));
}

/** Saves the page as it looks at 1440 px and at 375 px wide. */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${viewport.width}.png`) });
  }
  await page.setViewportSize(original);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await runScript(page, require.resolve('axe-core/axe.min.js'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })) }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * LCP and CLS as the web-vitals library reports them. It is added once the page has loaded and
 * reads the browser's buffered entries (added earlier, a headless page can still count as hidden
 * and web-vitals would then ignore its paints).
 */
export async function readWebVitals(page: Page): Promise<{ lcp: number; cls: number }> {
  await runScript(page, join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'));
  return page.evaluate(
    () =>
      new Promise<{ lcp: number; cls: number }>((done) => {
        type Report = (metric: { value: number }) => void;
        const wv = (window as unknown as { webVitals: { onLCP(cb: Report, o: object): void; onCLS(cb: Report, o: object): void } }).webVitals;
        const vitals = { lcp: -1, cls: 0 };
        wv.onLCP((metric) => (vitals.lcp = metric.value), { reportAllChanges: true });
        wv.onCLS((metric) => (vitals.cls = metric.value), { reportAllChanges: true });
        setTimeout(() => done(vitals), 500);
      }),
  );
}

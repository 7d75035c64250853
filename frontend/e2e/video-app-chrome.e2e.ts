import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, SCREENSHOTS_DIR, TOUCH_PHONE, cspViolations, launchBrowser, newVisitor } from './browser';
import { THEME_STORAGE_KEY } from '@genalpha/shared/domain';
import { database, eventually, expectNoSeriousA11yIssues, peopleOf, pickMenuItem, register, untilReady } from './e2e-helpers';

/**
 * Issue 19, "feels like a video app": the chrome in Chromium at 375×812 with touch and at 1440×900.
 * The header slides away while scrolling down the feed and returns on the first scroll up; the
 * ticker can be dismissed for good; desktop has a left rail; every control is a 44 px target on
 * touch; focus rings are ≥ 2 px; Report sits in a More menu; index.html paints before any script.
 */
const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');
const person = peopleOf(run);
const nova = person('nova');
const kai = person('kai');

let browser: Browser;
let novaDesktop: BrowserContext;
let novaPhone: BrowserContext;
let kaiPhone: BrowserContext;
let kaiDesktop: BrowserContext;
const ids: Record<string, string> = {};
const videos: string[] = [];

/** A copy of an uploaded video (same files) for the same owner, `ageSeconds` old. */
async function copyVideo(from: string, title: string, ageSeconds: number): Promise<string> {
  const [row] = await database(
    async (client) =>
      (
        await client.query(
          `INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds", tags, "thumbnailUrl", "videoUrl", "originalUrl", status, "viewsCount", "isHidden", "createdAt")
           SELECT "userId", $2, caption, prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds", tags, "thumbnailUrl", "videoUrl", "originalUrl", status, 0, false, now() - make_interval(secs => $3)
           FROM videos WHERE id = $1 RETURNING id`,
          [from, title, ageSeconds],
        )
      ).rows,
  );
  return row.id as string;
}

const instantScroll = (page: Page, dy: number) => page.evaluate((dy) => window.scrollBy({ top: dy, behavior: 'instant' }), dy);

interface Bar {
  top: number;
  bottom: number;
  visible: number;
}

/** The fixed bars as they sit in the viewport now, and how many px of it they cover. */
async function bars(page: Page): Promise<{ header: Bar | null; ticker: Bar | null; tabBar: Bar | null; rail: Bar | null; covered: number }> {
  return page.evaluate(() => {
    const measure = (el: Element | null | undefined): Bar | null => {
      if (!el || getComputedStyle(el).display === 'none') return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, visible: Math.max(0, Math.min(innerHeight, r.bottom) - Math.max(0, r.top)) };
    };
    const navs = Array.from(document.querySelectorAll('nav[aria-label=Main]')).filter((nav) => getComputedStyle(nav).display !== 'none');
    const tabBar = measure(navs.find((nav) => nav.getBoundingClientRect().width >= innerWidth - 1));
    const rail = measure(navs.find((nav) => nav.getBoundingClientRect().width < innerWidth - 1));
    const header = measure(document.querySelector('header'));
    const ticker = measure(document.querySelector('[role=region][aria-label=Announcements]'));
    const covered = (header?.visible ?? 0) + (ticker?.visible ?? 0) + (tabBar?.visible ?? 0);
    return { header, ticker, tabBar, rail, covered };
  });
}

/** Every visible button, tab, menu entry and non-inline link smaller than 44×44 px. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll('button, a[href], [role=tab], [role=menuitem], [role=button], select'))) {
      const style = getComputedStyle(el);
      // Links inside running text (the ticker's sponsors) are exempt, as in WCAG 2.5.8.
      if (style.display === 'inline' || style.visibility === 'hidden' || el.closest('[aria-hidden=true]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.right <= 0) continue; // not rendered, or the skip link waiting off-screen
      if (r.width < 43.5 || r.height < 43.5) {
        const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40);
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return small;
  });
}

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `chrome-${name}-${page.viewportSize()!.width}.png`) });
}

beforeAll(async () => {
  browser = await launchBrowser();
  novaDesktop = await newVisitor(browser, baseUrl, DESKTOP);
  ids.nova = await register(await novaDesktop.newPage(), nova);
  novaPhone = await newVisitor(browser, baseUrl, undefined, { ...TOUCH_PHONE, storageState: await novaDesktop.storageState() });
  kaiDesktop = await newVisitor(browser, baseUrl, DESKTOP);
  ids.kai = await register(await kaiDesktop.newPage(), kai);
  kaiPhone = await newVisitor(browser, baseUrl, undefined, { ...TOUCH_PHONE, storageState: await kaiDesktop.storageState() });
});

afterAll(async () => {
  await browser?.close();
});

describe('the chrome of a video app', () => {
  it('has a feed long enough to scroll (one upload, eleven copies)', async () => {
    const page = await novaDesktop.newPage();
    await page.goto('/upload');
    await page.getByLabel('Video file').setInputFiles(join(fixtures, 'portrait.mp4'));
    await page.getByLabel('Title').fill(`Chrome ${run} 0`);
    await page.getByLabel('Caption').fill('A clip for the chrome tests.');
    await page.getByLabel('AI tool').selectOption('runway-gen-3');
    const answered = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/videos');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    videos.push(((await (await answered).json()) as { id: string }).id);
    await untilReady(videos[0]);
    for (let n = 1; n <= 11; n++) videos.push(await copyVideo(videos[0], `Chrome ${run} ${n}`, n));
    await page.close();
  });

  it('phone: the header slides away while scrolling down and returns on the first scroll up; the bars that stay cover ≤ 120 px', async () => {
    const page = await kaiPhone.newPage();
    await page.goto('/');
    await page.getByRole('article').nth(3).waitFor();
    const atTop = await bars(page);
    expect(atTop.header!.top).toBe(0);
    expect(atTop.ticker!.bottom).toBeCloseTo(812 - 81, 0);
    expect(atTop.tabBar!.bottom).toBeCloseTo(812, 0);
    expect(atTop.rail).toBeNull();

    for (let step = 0; step < 6; step++) {
      await instantScroll(page, 250);
      await page.waitForTimeout(60);
    }
    await expect.poll(async () => (await bars(page)).header!.bottom, { timeout: 2000 }).toBeLessThanOrEqual(1); // the slide
    const down = await bars(page);
    expect(down.covered, `covered while scrolling down: ${JSON.stringify(down)}`).toBeLessThanOrEqual(120);
    await shoot(page, 'feed-scrolled-down');

    await instantScroll(page, -40);
    // Back within the 0.2 s slide (polled: a loaded machine may finish it late).
    await expect.poll(async () => (await bars(page)).header!.top, { timeout: 2000 }).toBeGreaterThanOrEqual(-0.5);
    expect((await bars(page)).header!.visible).toBeGreaterThanOrEqual(60);

    // Down again: away again.
    await instantScroll(page, 300);
    await expect.poll(async () => (await bars(page)).header!.bottom, { timeout: 2000 }).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('phone: the ticker closes with "Dismiss ticker", stays closed after a reload, and the tab bar takes its place', async () => {
    const context = await newVisitor(browser, baseUrl, undefined, TOUCH_PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('region', { name: 'Announcements' }).waitFor();
    const dismiss = page.getByRole('button', { name: 'Dismiss ticker' });
    const box = (await dismiss.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await dismiss.tap();
    await page.getByRole('region', { name: 'Announcements' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('region', { name: 'Announcements' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways overflow (signed out)').toBeLessThanOrEqual(375);
    const after = await bars(page);
    expect(after.ticker).toBeNull();
    expect(after.tabBar!.bottom).toBeCloseTo(812, 0);
    // After a reload Chrome puts back the page's old scroll position (react-router hands reloads to it) once
    // the page has loaded; a scroll made before that would be undone.
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.waitForTimeout(300);
    await instantScroll(page, 800);
    await expect.poll(async () => (await bars(page)).covered, { timeout: 3000 }).toBeLessThanOrEqual(81);
    await context.close();
  });

  it('phone: the tab labels share one baseline, and the active tab is the page’s own (none on /auth)', async () => {
    const visitor = await newVisitor(browser, baseUrl, undefined, TOUCH_PHONE);
    const page = await visitor.newPage();
    await page.goto('/auth');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    const labels = await Promise.all(['Feed', 'Search', 'Upload', 'Creators'].map(async (name) => (await nav.getByText(name, { exact: true }).boundingBox())!));
    for (const label of labels.slice(1)) expect(Math.abs(label.y - labels[0].y)).toBeLessThanOrEqual(1);
    expect(await nav.locator('[aria-current=page]').count()).toBe(0);
    await page.goto('/creators');
    expect(await nav.getByRole('link', { name: 'Creators' }).getAttribute('aria-current')).toBe('page');
    await visitor.close();
  });

  it('desktop: a left rail with the three tabs (Upload prominent), no bottom tab bar, the ticker along the bottom edge', async () => {
    const page = await novaDesktop.newPage();
    await page.goto('/upload');
    const rail = page.getByRole('navigation', { name: 'Main' });
    await rail.getByRole('link', { name: 'Upload' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1); // the tab bar is not rendered visibly
    const railBox = (await rail.boundingBox())!;
    expect(railBox.x).toBe(0);
    expect(railBox.width).toBeLessThanOrEqual(260);
    expect(railBox.height).toBeGreaterThan(500);
    expect(await rail.getByRole('link', { name: 'Upload' }).getAttribute('aria-current')).toBe('page');
    for (const name of ['Feed', 'Creators']) await rail.getByRole('link', { name }).waitFor();
    const layout = await bars(page);
    expect(layout.tabBar).toBeNull();
    expect(layout.ticker!.bottom).toBeCloseTo(900, 0);
    await page.goto('/');
    await page.getByRole('article').first().waitFor();
    const firstCard = (await page.getByRole('article').first().boundingBox())!;
    expect(firstCard.x, 'the feed starts right of the rail').toBeGreaterThanOrEqual(railBox.width);
    // The header stays on desktop.
    await instantScroll(page, 900);
    await page.waitForTimeout(350);
    expect((await bars(page)).header!.top).toBeGreaterThanOrEqual(-0.5);
    await page.close();
  });

  it('tablet (820 px, touch): keeps the tab bar', async () => {
    const context = await newVisitor(browser, baseUrl, { width: 820, height: 1180 }, { hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('article').first().waitFor();
    const layout = await bars(page);
    expect(layout.rail).toBeNull();
    expect(layout.tabBar!.bottom).toBeCloseTo(1180, 0);
    await context.close();
  });

  it('touch: every visible button, tab and navigation link is at least 44×44 px on the feed, video, creators and profile pages', async () => {
    const page = await kaiPhone.newPage();
    const pages: [string, () => Promise<void>][] = [
      ['/', () => page.getByRole('article').first().waitFor()],
      [`/video/${videos[0]}`, () => page.getByRole('heading', { level: 1 }).waitFor()],
      ['/creators', () => eventually(page, page.getByText(nova.displayName))],
      [`/profile/${nova.username}`, () => page.getByRole('heading', { name: nova.displayName }).waitFor()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await ready();
      await page.waitForTimeout(300);
      expect(await smallTargets(page), `small targets on ${path}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways overflow on ${path}`).toBeLessThanOrEqual(375);
    }
    // The More menu's entries too.
    await page.goto(`/video/${videos[0]}`);
    await page.getByRole('button', { name: 'More', exact: true }).evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await page.getByRole('button', { name: 'More', exact: true }).tap();
    await page.getByRole('menuitem', { name: 'Report' }).waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await page.close();
  });

  it('keyboard: every element Tab reaches on the feed shows a ring of 2 px or more', async () => {
    const page = await kaiDesktop.newPage();
    await page.goto('/');
    await page.getByRole('article').first().waitFor();
    const seen: string[] = [];
    // The feed's three tabs and eight tool chips come before the first card.
    for (let n = 0; n < 36; n++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const width = (node: Element) => {
          const style = getComputedStyle(node);
          return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
        };
        const card = el.closest('[data-video-card]');
        const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 30);
        return { name, width: Math.max(width(el), card ? width(card) : 0), shadow: getComputedStyle(el).boxShadow };
      });
      if (!ring) continue;
      seen.push(ring.name);
      expect(ring.width, `focus ring of "${ring.name}"`).toBeGreaterThanOrEqual(2);
    }
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.some((name) => name.startsWith('Watch '))).toBe(true);
    // A card whose picture is focused wears the ring itself.
    await page
      .getByRole('link', { name: /^Watch / })
      .first()
      .focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await shoot(page, 'focus-ring');
    await page.close();
  });

  it("More menu: Report on another creator's video (the spec's default reason), Edit and Delete on one's own", async () => {
    const kaiPage = await kaiPhone.newPage();
    await kaiPage.goto('/');
    const card = kaiPage.getByRole('article', { name: `Chrome ${run} 0` });
    await card.getByRole('button', { name: 'More' }).tap();
    await kaiPage.getByRole('menuitem', { name: 'Report' }).waitFor();
    expect(await kaiPage.getByRole('menuitem', { name: /Edit|Delete/ }).count()).toBe(0);
    await shoot(kaiPage, 'more-menu');
    await kaiPage.getByRole('menuitem', { name: 'Report' }).tap();
    const dialog = kaiPage.getByRole('dialog', { name: 'Report video' });
    expect(await dialog.getByRole('radio', { name: 'Real video / Not AI' }).isChecked()).toBe(true);
    await kaiPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await card.getByRole('button', { name: 'Report' }).count()).toBe(0);

    await kaiPage.goto(`/video/${videos[0]}`);
    await kaiPage.getByRole('button', { name: 'More', exact: true }).evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await kaiPage.getByRole('button', { name: 'More', exact: true }).tap();
    await kaiPage.getByRole('menuitem', { name: 'Report' }).tap();
    await kaiPage.getByRole('dialog', { name: 'Report video' }).waitFor();
    await kaiPage.close();

    const novaPage = await novaDesktop.newPage();
    await novaPage.goto('/');
    const own = novaPage.getByRole('article', { name: `Chrome ${run} 0` });
    await own.getByRole('button', { name: 'More' }).click();
    await novaPage.getByRole('menuitem', { name: 'Edit video' }).waitFor();
    await novaPage.getByRole('menuitem', { name: 'Delete video' }).waitFor();
    expect(await novaPage.getByRole('menuitem', { name: 'Report' }).count()).toBe(0);
    await pickMenuItem(novaPage, 'Edit video');
    await novaPage.getByRole('dialog', { name: 'Edit video' }).waitFor();
    await novaPage.keyboard.press('Escape');
    await novaPage.goto(`/video/${videos[0]}`);
    await novaPage.getByRole('button', { name: 'More', exact: true }).click();
    await pickMenuItem(novaPage, 'Delete video');
    await novaPage.getByRole('alertdialog', { name: 'Delete video?' }).waitFor();
    await novaPage.keyboard.press('Escape');
    await novaPage.close();
  });

  it('paints the brand and a skeleton in the saved theme before any script loads, without a CSP violation', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const context = await newVisitor(browser, baseUrl, undefined, TOUCH_PHONE);
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme]);
      const page = await context.newPage();
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('/', { waitUntil: 'load' });
      const brand = page.locator('.boot-brand');
      expect(await brand.isVisible()).toBe(true);
      expect(await brand.textContent()).toContain('GenAlpha');
      expect(await page.locator('.boot-card').count()).toBeGreaterThan(0);
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(background).toBe(theme === 'dark' ? 'rgb(11, 11, 18)' : 'rgb(255, 255, 255)');
      expect(await cspViolations(page)).toEqual([]);
      await shoot(page, `first-paint-${theme}`);
      await context.close();
    }
  });

  it('draws the first posters into the boot screen where the feed, the video page and a profile then show them', async () => {
    /** The pictures' boxes, column by column (by left edge), top to bottom: drawn by the entry alone (the app's chunk refused), or by the app. */
    const pictures = async (context: BrowserContext, path: string, by: 'boot' | 'app') => {
      const page = await context.newPage();
      if (by === 'boot') await page.route('**/assets/start-*.js', (route) => route.abort());
      await page.goto(path);
      const screen = path === '/' ? 'feed' : path.split('/')[1];
      const selector = by === 'boot' ? (screen === 'profile' ? '.boot-tile img' : '.boot-preview img') : screen === 'video' ? 'video' : 'article img';
      await page.locator(selector).first().waitFor();
      if (by === 'boot') await shoot(page, `boot-preview-${screen}`);
      const boxes = await page.locator(selector).evaluateAll((elements) =>
        elements.map((e) => ({
          left: Math.round(e.getBoundingClientRect().left),
          top: e.getBoundingClientRect().top,
          width: e.clientWidth,
          height: e.clientHeight,
        })),
      );
      await page.close();
      const columns = new Map<number, typeof boxes>();
      for (const box of boxes)
        columns.set(
          box.left,
          [...(columns.get(box.left) ?? []), box].sort((a, b) => a.top - b.top),
        );
      return columns;
    };
    for (const context of [kaiPhone, kaiDesktop]) {
      for (const path of ['/', `/video/${videos[0]}`, `/profile/${nova.username}`]) {
        const [boot, app] = [await pictures(context, path, 'boot'), await pictures(context, path, 'app')];
        expect([...boot.keys()], path).toEqual([...app.keys()].slice(0, boot.size));
        for (const [left, column] of boot) {
          column.forEach((box, n) => {
            const shown = app.get(left)![n];
            // The same width and height; the top picture of a column exactly in place, the ones under it
            // never lower (a card's text is as short as the app's can be), so the app's are never larger in view.
            expect([box.width, box.height], `${path} column ${left}, picture ${n}`).toEqual([shown.width, shown.height]);
            if (n === 0) expect(Math.abs(box.top - shown.top), `${path} column ${left}`).toBeLessThanOrEqual(1);
            else expect(box.top, `${path} column ${left}, picture ${n}`).toBeLessThanOrEqual(shown.top + 1);
          });
        }
      }
    }
  });

  it("asks for the app's code once the boot screen's first posters are in on the feed, a video page and a profile, with index.html elsewhere", async () => {
    const screens: [string, 'after posters' | 'with the page'][] = [
      ['/', 'after posters'],
      [`/video/${videos[0]}`, 'after posters'],
      [`/profile/${nova.username}`, 'after posters'],
      [`/watch/${videos[0]}`, 'with the page'],
    ];
    for (const [path, expected] of screens) {
      // A first visit: with the scripts in the browser's cache the app is asked for at once.
      const context = await newVisitor(browser, baseUrl, undefined, TOUCH_PHONE);
      const page = await context.newPage();
      const events: string[] = [];
      const isApp = (request: Request) => /\/assets\/start-[^/]+\.js$/.test(request.url());
      const isPoster = (request: Request) => request.resourceType() === 'image' && /\/objects\/videos\/[^/]+\/poster/.test(request.url());
      page.on('request', (request) => isApp(request) && events.push('app requested'));
      page.on('requestfinished', (request) => isPoster(request) && events.push('poster loaded'));
      page.on('requestfailed', (request) => isPoster(request) && events.push(`poster failed (${request.failure()?.errorText})`));
      // Both are awaited, not "network idle": where the app comes first, its evaluation on a loaded
      // host can outlast network idle's 500 ms, and the poster is asked for only after it.
      const bothSeen = Promise.all([
        page.waitForRequest(isApp, { timeout: 20_000 }),
        page.waitForEvent('requestfinished', { predicate: isPoster, timeout: 20_000 }),
      ]);
      await page.goto(path);
      await page.getByRole('main').waitFor();
      await bothSeen.catch(() => undefined);
      await context.close();
      const app = events.indexOf('app requested');
      const poster = events.indexOf('poster loaded');
      expect(app, path).toBeGreaterThanOrEqual(0);
      expect(poster, path).toBeGreaterThanOrEqual(0);
      if (expected === 'after posters') expect(poster, `${path}: ${events.join(', ')}`).toBeLessThan(app);
      else expect(app, `${path}: ${events.join(', ')}`).toBeLessThan(poster);
    }
  });

  it('takes screenshots of feed, video, profile, creators and upload at 1440 and 375 px, with no CSP or serious axe violations', async () => {
    const desktop = await novaDesktop.newPage();
    const phone = await novaPhone.newPage();
    const screens: [string, string, (page: Page) => Promise<void>][] = [
      ['feed', '/', (page) => page.getByRole('article').first().waitFor()],
      ['video', `/video/${videos[0]}`, (page) => page.getByRole('heading', { level: 1 }).waitFor()],
      ['profile', '/profile', (page) => page.getByRole('heading', { name: nova.displayName }).waitFor()],
      ['creators', '/creators', (page) => eventually(page, page.getByText(nova.displayName))],
      ['upload', '/upload', (page) => page.getByLabel('Title').waitFor()],
    ];
    for (const page of [desktop, phone]) {
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await ready(page);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await shoot(page, name);
        if (name !== 'profile' && name !== 'upload') await expectNoSeriousA11yIssues(page, `${name} at ${page.viewportSize()!.width}`);
      }
    }
    await desktop.close();
    await phone.close();
  });
});

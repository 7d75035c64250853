import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, SCREENSHOTS_DIR, TOUCH_PHONE, launchBrowser, newVisitor } from './browser';
import { database, peopleOf, register, untilReady } from './e2e-helpers';

/**
 * Issue 36, search: at 375 px with touch, "cinematik dragn" typed in the Search tab suggests the dragon
 * video; the results filter by tool and open the immersive player, which walks on through them and
 * goes Back to them. At 1440 px the header's field
 * walks its suggestions with the keyboard, Escape closes them, Enter opens the one chosen.
 */
const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');
const mira = peopleOf(run)('mira');
const DRAGON = `Cinematic dragon over the fjord ${run}`;
const KITE = `Cinematic dragon kite ${run}`;

let browser: Browser;
let miraDesktop: BrowserContext;
const ids: Record<string, string> = {};

/** The page as it is (resizing would close the suggestions). */
async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `search-${name}-${page.viewportSize()!.width}.png`) });
}

/** The suggestions list of the search field on the page. */
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

beforeAll(async () => {
  browser = await launchBrowser();
  miraDesktop = await newVisitor(browser, baseUrl, DESKTOP);
  const page = await miraDesktop.newPage();
  await register(page, mira);
  await page.goto('/upload');
  await page.getByLabel('Video file').setInputFiles(join(fixtures, 'portrait.mp4'));
  await page.getByLabel('Title').fill(DRAGON);
  await page.getByLabel('Caption').fill('Wings over the water.');
  await page.getByPlaceholder('The prompt you used').fill('A red dragon glides over a misty fjord at dawn, volumetric light');
  await page.getByLabel('AI tool').selectOption('google-veo-3');
  const answered = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/videos');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  ids.dragon = ((await (await answered).json()) as { id: string }).id;
  await untilReady(ids.dragon);
  // A second match made with another tool: the same files, another title, prompt and tool.
  ids.kite = await database(
    async (client) =>
      (
        await client.query(
          `INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds", tags, "thumbnailUrl", "posterVariants", "videoUrl", "originalUrl", status, "createdAt")
           SELECT "userId", $2, caption, 'a paper dragon kite over the fjord', 'openai-sora', "aspectRatio", width, height, "durationSeconds", tags, "thumbnailUrl", "posterVariants", "videoUrl", "originalUrl", status, now()
           FROM videos WHERE id = $1 RETURNING id`,
          [ids.dragon, KITE],
        )
      ).rows[0].id as string,
  );
  await page.close();
});

afterAll(async () => {
  await browser?.close();
});

describe('search', () => {
  it('375 px: the Search tab suggests the dragon video for "cinematik dragn"; the results filter by tool and open the immersive player', async () => {
    const phone = await newVisitor(browser, baseUrl, undefined, TOUCH_PHONE);
    const page = await phone.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).tap();
    await page.waitForURL((url) => url.pathname === '/search');
    const field = page.getByRole('combobox', { name: 'Search GenAlpha' });
    await field.tap();
    await field.pressSequentially('cinematik dragn', { delay: 40 });
    await expect.poll(() => listbox(page).getByRole('option', { name: DRAGON }).count()).toBe(1);
    await shoot(page, 'suggestions');

    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'cinematik dragn');
    const results = page.locator('[data-search-result]');
    await expect.poll(() => results.count()).toBe(2);
    // The words that matched are marked in the titles, as typed and as corrected.
    expect(await results.first().locator('mark').allTextContents()).toEqual(expect.arrayContaining(['Cinematic', 'dragon']));

    await page.getByRole('combobox', { name: 'Tool' }).selectOption('google-veo-3');
    await page.waitForURL((url) => url.searchParams.get('tool') === 'google-veo-3');
    await expect.poll(() => results.count()).toBe(1);
    await expect.poll(() => results.first().textContent()).toContain(DRAGON);
    await shoot(page, 'results');

    const shownTitle = () => page.locator('[data-watch-index][aria-hidden=false] h2').textContent();
    await results.first().tap();
    await page.waitForURL(new RegExp(`/watch/${ids.dragon}`));
    await expect.poll(shownTitle).toBe(DRAGON);
    // The player walks that search's results, filters and all, and Back returns to them.
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: 'cinematik dragn', tool: 'google-veo-3' });
    await page.getByRole('button', { name: 'Back' }).tap();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('tool') === 'google-veo-3');

    await page.getByRole('combobox', { name: 'Tool' }).selectOption({ label: 'Any tool' });
    await page.waitForURL((url) => url.pathname === '/search' && !url.searchParams.has('tool'));
    await expect.poll(() => results.count()).toBe(2);
    const [first, second] = (await results.allTextContents()).map((text) => (text.includes(KITE) ? KITE : DRAGON));
    await results.first().tap();
    await page.waitForURL((url) => url.pathname.startsWith('/watch/'));
    await expect.poll(shownTitle).toBe(first);
    await page.keyboard.press('ArrowDown');
    await expect.poll(shownTitle).toBe(second);
    await page.waitForURL((url) => url.pathname === `/watch/${second === KITE ? ids.kite : ids.dragon}` && url.searchParams.get('q') === 'cinematik dragn');
    await shoot(page, 'player-results');
    await page.getByRole('button', { name: 'Back' }).tap();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'cinematik dragn');
    await expect.poll(() => results.count()).toBe(2);

    // Recent searches are kept on the device, and cleared there.
    await page.goto('/search');
    await page.getByRole('combobox', { name: 'Search GenAlpha' }).focus();
    await expect.poll(() => listbox(page).getByRole('option', { name: 'cinematik dragn' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Clear' }).tap();
    await expect.poll(() => listbox(page).getByRole('option').count()).toBe(0);
    await phone.close();
  });

  it('1440 px: the header field walks its suggestions with ↑/↓, Escape closes them, Enter opens the chosen video', async () => {
    const page = await miraDesktop.newPage();
    await page.goto('/creators');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await field.click();
    await field.pressSequentially('cinematik dragn', { delay: 30 });
    const dragon = listbox(page).getByRole('option', { name: DRAGON });
    await expect.poll(() => dragon.count()).toBe(1);
    const options = await listbox(page).getByRole('option').allTextContents();
    const dragonIndex = options.findIndex((text) => text.startsWith(DRAGON));
    expect(options[0]).toBe('Search for “cinematik dragn”');

    for (let step = 0; step <= dragonIndex; step++) await field.press('ArrowDown');
    expect(await dragon.getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await dragon.getAttribute('id'));
    await shoot(page, 'header-suggestions');

    await field.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(await listbox(page).isVisible()).toBe(false);

    await field.press('ArrowDown');
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    for (let step = 1; step <= dragonIndex; step++) await field.press('ArrowDown');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === `/video/${ids.dragon}`);

    // The video page links a search by its prompt, which finds this video.
    await page.getByRole('link', { name: 'More like this prompt' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await expect.poll(() => page.locator('[data-search-result]').first().textContent()).toContain(DRAGON);
    await page.close();
  });
});

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, TOUCH_PHONE, launchBrowser, newVisitor, screenshots } from './browser';
import { database, api, eventually, register, peopleOf, untilReady, type Person, expectNoSeriousA11yIssues } from './e2e-helpers';

/**
 * Creator pages (issue 19) and the spec's details (issue 13) as people use them, in Chromium at
 * 1440×900 and at 375×812 with touch: profile tiles, the Liked tab's visibility, Follow on the
 * video page, tag links, leaderboard ranks while searching, toasts below the header.
 */
const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');
const person = peopleOf(run);
const nova = person('nova');
const kai = person('kai');
const hidden = person('hidden');
const last = person('last');

let browser: Browser;
let novaContext: BrowserContext;
let novaPage: Page;
let kaiDesktop: BrowserContext;
let kaiPhone: BrowserContext;
const ids: Record<string, string> = {};
const videos: Record<string, string> = {};

/** A copy of an uploaded video (same files), owned by `userId`, as if it had been uploaded `ageSeconds` ago. */
async function copyVideo(
  from: string,
  userId: string,
  fields: { title: string; tags?: string; caption?: string; views?: number; hidden?: boolean; ageSeconds?: number },
) {
  const [row] = await database(
    async (client) =>
      (
        await client.query(
          `INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds", tags, "thumbnailUrl", "videoUrl", "originalUrl", status, "viewsCount", "isHidden", "createdAt")
         SELECT $2, $3, $4, prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds", $5, "thumbnailUrl", "videoUrl", "originalUrl", status, $6, $7, now() - make_interval(secs => $8)
         FROM videos WHERE id = $1 RETURNING id`,
          [
            from,
            userId,
            fields.title,
            fields.caption ?? 'Made for the grid.',
            fields.tags ?? '',
            fields.views ?? 0,
            fields.hidden ?? false,
            fields.ageSeconds ?? 0,
          ],
        )
      ).rows,
  );
  return row.id as string;
}

/** The showing toast sits entirely below the header, so it covers none of its buttons. */
async function expectToastBelowHeader(page: Page, text: string) {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
  await toast.waitFor();
  await page.waitForTimeout(400); // its entry animation
  const header = (await page.locator('header').first().boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y, `toast "${text}" top vs header bottom`).toBeGreaterThanOrEqual(header.y + header.height);
}

/** The distinct left edges of the tiles in the grid's first row. */
async function columnsOf(page: Page): Promise<number> {
  const boxes = await page.getByRole('article').evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })));
  const firstRow = boxes.filter((box) => Math.abs(box.y - boxes[0].y) < 2);
  return new Set(firstRow.map((box) => Math.round(box.x))).size;
}

beforeAll(async () => {
  browser = await launchBrowser();
  novaContext = await newVisitor(browser, baseUrl, DESKTOP);
  novaPage = await novaContext.newPage();
  ids.nova = await register(novaPage, nova);
  kaiDesktop = await newVisitor(browser, baseUrl, DESKTOP);
  ids.kai = await register(await kaiDesktop.newPage(), kai);
  // The phone shares Kai's session.
  kaiPhone = await newVisitor(browser, baseUrl, undefined, { ...TOUCH_PHONE, storageState: await kaiDesktop.storageState() });
});

afterAll(async () => {
  await browser?.close();
});

describe('a creator with a grid of videos', () => {
  it('uploads a video without tags: the request carries no tags field', async () => {
    await novaPage.goto('/upload');
    await novaPage.getByLabel('Video file').setInputFiles(join(fixtures, 'landscape.mp4'));
    await novaPage.getByLabel('Title').fill(`Upload check ${run}`);
    await novaPage.getByLabel('Caption').fill('No tags on this one.');
    await novaPage.getByLabel('AI tool').selectOption('runway-gen-3');
    const posted = novaPage.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/videos');
    const answered = novaPage.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/videos');
    await novaPage.getByRole('button', { name: 'Upload Video' }).click();
    const body = (await posted).postDataJSON();
    expect(body).not.toHaveProperty('tags');
    expect(body).toMatchObject({ title: `Upload check ${run}`, caption: 'No tags on this one.' });
    videos.upload = ((await (await answered).json()) as { id: string }).id;
    await untilReady(videos.upload);

    videos.neon = await copyVideo(videos.upload, ids.nova, {
      title: `Neon alley ${run}`,
      tags: 'neon, rain',
      caption: `Night walk #glow${run} under the signs`,
      views: 1,
      ageSeconds: -5,
    });
    videos.rain = await copyVideo(videos.upload, ids.nova, { title: `Rain dance ${run}`, tags: 'rain', views: 1500, ageSeconds: -4 });
    videos.top = await copyVideo(videos.upload, ids.nova, { title: `Record breaker ${run}`, views: 900_000_000, ageSeconds: 10 });
    for (let n = 1; n <= 4; n++) await copyVideo(videos.upload, ids.nova, { title: `Study ${n} ${run}`, views: n * 10, ageSeconds: 20 + n });
    // A page left on the feed would keep playing videos through the other tests.
    await novaPage.goto('about:blank');
  });

  it("shows another creator's videos as 9:16 tiles, four across at 1440 px, without a Liked tab or a request for their likes", async () => {
    const page = await kaiDesktop.newPage();
    const likedRequests: string[] = [];
    page.on('request', (req) => req.url().includes('/liked-videos') && likedRequests.push(req.url()));
    await page.goto(`/profile/${nova.username}`);
    await page.getByRole('heading', { name: nova.displayName }).waitFor();
    await page.getByRole('tab', { name: 'Videos (8)' }).waitFor();
    expect(await page.getByRole('tab', { name: /Liked/ }).count()).toBe(0);
    const neon = page.getByRole('article', { name: `Neon alley ${run}` });
    await neon.getByText('1 view', { exact: true }).waitFor();
    await page
      .getByRole('article', { name: `Rain dance ${run}` })
      .getByText('1.5K views')
      .waitFor();
    await page
      .getByRole('article', { name: `Record breaker ${run}` })
      .getByText('900.0M views')
      .waitFor();
    // The tiles in view come first and the rest one per task, so the eighth may follow the others.
    await expect.poll(() => page.getByRole('article').count()).toBe(8);
    expect(await columnsOf(page)).toBe(4);
    const box = (await neon.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(16 / 9, 1);
    // The 16:9 poster is cropped to fill the 9:16 tile.
    expect(await neon.locator('img').evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover');
    await page.waitForLoadState('networkidle');
    expect(likedRequests).toEqual([]);
    await screenshots(page, 'profile-creator');
    await expectNoSeriousA11yIssues(page, 'profile tiles');
    await neon.getByRole('link', { name: `Neon alley ${run} 1 view` }).click();
    await page.waitForURL(`**/video/${videos.neon}`);
    await page.getByRole('heading', { name: `Neon alley ${run}`, level: 1 }).waitFor();
    await page.close();
  });

  it('shows two columns of tiles on a touch phone; a tap opens the video', async () => {
    const page = await kaiPhone.newPage();
    await page.goto(`/profile/${nova.username}`);
    const rain = page.getByRole('article', { name: `Rain dance ${run}` });
    await rain.waitFor();
    expect(await columnsOf(page)).toBe(2);
    const box = (await rain.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(16 / 9, 1);
    await page.screenshot({ path: join(import.meta.dirname, 'screenshots', 'profile-creator-375-touch.png') });
    await rain.getByRole('link', { name: `Rain dance ${run} 1.5K views` }).tap();
    await page.waitForURL(`**/video/${videos.rain}`);
    await page.close();
  });

  it("offers the Liked tab, with the server's total, on one's own profile and once likes are made public", async () => {
    const page = await kaiDesktop.newPage();
    expect((await api(page, 'POST', `/api/videos/${videos.rain}/like`)).status).toBe(200);
    await page.goto(`/profile/${kai.username}`);
    await page.getByRole('tab', { name: 'Liked (1)' }).click();
    await page.getByRole('article', { name: `Rain dance ${run}` }).waitFor();

    expect((await api(novaPage, 'PUT', `/api/users/${ids.nova}`, { likesPublic: true })).status).toBe(200);
    await page.goto(`/profile/${nova.username}`);
    await page.getByRole('tab', { name: 'Liked (0)' }).click();
    await page.getByText('No liked videos yet').waitFor();
    await page.close();
  });
});

describe('the video page', () => {
  it('follows the creator from beside their name on a touch phone; the toast stays below the header', async () => {
    const page = await kaiPhone.newPage();
    await page.goto(`/video/${videos.neon}`);
    await page.getByRole('heading', { name: `Neon alley ${run}`, level: 1 }).waitFor();
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.waitFor();
    const creator = (await page.getByRole('link', { name: new RegExp(nova.displayName) }).boundingBox())!;
    const button = (await follow.boundingBox())!;
    expect(Math.abs(button.y + button.height / 2 - (creator.y + creator.height / 2))).toBeLessThan(12); // beside it, on the same line
    await follow.tap();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await expectToastBelowHeader(page, `You're now following ${nova.displayName}`);
    await page.screenshot({ path: join(import.meta.dirname, 'screenshots', 'video-follow-375-touch.png') });
    await page.reload();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await page.close();
  });

  it('sends a visitor who taps Follow to sign in, with the way back to the video', async () => {
    const visitor = await newVisitor(browser, baseUrl, undefined, TOUCH_PHONE);
    const page = await visitor.newPage();
    await page.goto(`/video/${videos.neon}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/video/${videos.neon}`);
    await visitor.close();
  });

  it("offers no Follow button on one's own video; the toast of Share stays below the header at 1440 px", async () => {
    await novaPage.goto(`/video/${videos.neon}`);
    await novaPage.getByRole('button', { name: 'More', exact: true }).waitFor();
    expect(await novaPage.getByRole('button', { name: /^Follow/ }).count()).toBe(0);
    await novaPage.getByRole('button', { name: 'Share' }).click();
    await expectToastBelowHeader(novaPage, 'Link copied!');
    await novaPage.goto('about:blank');
  });

  it('links its tags and the #words of its caption to the feed filtered by them', async () => {
    const page = await kaiDesktop.newPage();
    await page.goto(`/video/${videos.neon}`);
    await page.getByRole('link', { name: '#neon', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('tag') === 'neon');
    await page.getByRole('heading', { name: '#neon', level: 1 }).waitFor();
    await page.getByRole('article', { name: `Neon alley ${run}` }).waitFor();
    expect(await page.getByRole('article', { name: `Rain dance ${run}` }).count()).toBe(0);
    await screenshots(page, 'feed-tag');
    await page.getByRole('link', { name: 'Clear the #neon filter' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('article', { name: `Rain dance ${run}` }).waitFor();

    await page.goto(`/video/${videos.neon}`);
    await page.getByRole('link', { name: `#glow${run}` }).click();
    await page.waitForURL((url) => url.searchParams.get('tag') === `glow${run}`);
    await page.getByRole('article', { name: `Neon alley ${run}` }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.close();
  });
});

describe('the creators leaderboard', () => {
  /** An account in its own browser context (each registration signs its context in). */
  async function registerAlone(user: Person): Promise<string> {
    const context = await newVisitor(browser, baseUrl);
    const id = await register(await context.newPage(), user);
    await context.close();
    return id;
  }

  beforeAll(async () => {
    ids.hidden = await registerAlone(hidden);
    await copyVideo(videos.upload, ids.hidden, { title: `Hidden one ${run}`, views: 5_000, hidden: true });
    // Creators between the top and the last one, so the last ranks below the podium.
    for (const [index, name] of ['ana', 'ben', 'cy'].entries()) {
      await copyVideo(videos.upload, await registerAlone(person(name)), { title: `Middle ${name} ${run}`, views: 100 * (index + 1) });
    }
    ids.last = await registerAlone(last);
    await copyVideo(videos.upload, ids.last, { title: `Quiet one ${run}` });
    // Any activity schedules the recompute the leaderboard reads.
    const page = await kaiDesktop.newPage();
    expect((await api(page, 'POST', `/api/videos/${videos.neon}/like`)).status).toBe(200);
    await page.close();
  });

  async function leaderboard(page: Page): Promise<number> {
    await page.goto('/creators');
    await eventually(page, page.getByText(`@${last.username}`), 90_000);
    const footer = await page.getByText(/^Showing \d+ of \d+ creators$/).textContent();
    return Number(footer!.match(/of (\d+)/)![1]);
  }

  async function search(page: Page, text: string) {
    await page.getByLabel('Search creators').fill(text);
    await page.getByText(/^Showing 1 of 1 creators$/).waitFor();
  }

  it('keeps the global rank while searching, crowns only the real top three, and lists only creators with a public video', async () => {
    const page = await kaiDesktop.newPage();
    const total = await leaderboard(page);
    expect(total).toBeGreaterThanOrEqual(5);
    const top = page.getByRole('listitem').filter({ hasText: `@${nova.username}` });
    await top.getByText('Rank #1').waitFor();
    await screenshots(page, 'creators');
    await expectNoSeriousA11yIssues(page, 'creators');

    await search(page, last.username);
    const quiet = page.getByRole('listitem').filter({ hasText: `@${last.username}` });
    await quiet.getByText(`Rank #${total}`).waitFor();
    expect(await quiet.getByRole('img', { name: /crown/ }).count()).toBe(0);
    await screenshots(page, 'creators-search');

    await search(page, nova.username);
    await top.getByText('Rank #1').waitFor();
    await top.getByRole('img', { name: 'Gold crown' }).waitFor();

    for (const unlisted of [kai.username, hidden.username]) {
      await page.getByLabel('Search creators').fill(unlisted);
      await page.getByText('No creators found').waitFor();
    }
    await page.close();
  });

  it('shows the same ranks while searching on a touch phone', async () => {
    const page = await kaiPhone.newPage();
    const total = await leaderboard(page);
    await search(page, last.username);
    await page
      .getByRole('listitem')
      .filter({ hasText: `@${last.username}` })
      .getByText(`Rank #${total}`)
      .waitFor();
    await page.screenshot({ path: join(import.meta.dirname, 'screenshots', 'creators-search-375-touch.png') });
    await page.close();
  });
});

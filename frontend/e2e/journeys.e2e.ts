import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ALPHA_GATE_PASSED_KEY } from '@genalpha/shared/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newVisitor, readWebVitals, screenshots } from './browser';
import { database, eventually, expectNoSeriousA11yIssues, pickMenuItem, scrollToComments } from './e2e-helpers';

const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');
const ada = { email: `ada.${run}@example.com`, password: 'lovelace1815', username: `ada${run}`, displayName: 'Ada Lovelace' };
const bob = { email: `bob.${run}@example.com`, password: 'babbage1791', username: `bob${run}`, displayName: 'Charles Babbage' };
const videoTitle = `Neon rain over Tokyo ${run}`;

let browser: Browser;
let adaContext: BrowserContext;
let adaPage: Page;
let bobContext: BrowserContext;
let bobPage: Page;
let videoId: string;

async function toast(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ timeout: 15_000 });
}

async function signUp(page: Page, user: typeof ada) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Email').fill(user.email);
  await panel.getByLabel('Password').fill(user.password);
  await panel.getByRole('button', { name: 'Create Account' }).click();
  // Signing up lands on the feed (spec section 2); the profile-creation dialog opens on one's own profile.
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/profile');
  const dialog = page.getByRole('dialog', { name: 'Welcome to GenAlpha!' });
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Display name').fill(user.displayName);
  await dialog.getByRole('button', { name: 'Create Profile' }).click();
  await toast(page, `Welcome, ${user.displayName}!`);
  await dialog.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a new visitor', () => {
  it('passes the alpha gate: a wrong code is rejected, the right one welcomes', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/');
    const keyhole = page.getByRole('button', { name: 'Open the gate' });
    await keyhole.waitFor();
    await screenshots(page, 'gate-keyhole');
    await expectNoSeriousA11yIssues(page, 'gate');
    await keyhole.focus();
    await page.keyboard.press('Enter');
    await page.getByText('genesis, or echo? only the alpha knows the key to the next generation of sight.').waitFor();
    await page.getByLabel('Code word').fill('not-the-code');
    await page.getByRole('button', { name: 'ENTER' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('REJECTED. the signal is not of the generation. RETRY.');
    expect(await page.getByLabel('Code word').inputValue()).toBe('');
    await screenshots(page, 'gate-rejected');
    await page.getByLabel('Code word').fill('generationalpha');
    await page.keyboard.press('Enter');
    await page.getByText(/WELCOME TO GENALPHA/).waitFor();
    await page.getByText('No videos yet').waitFor({ timeout: 10_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), ALPHA_GATE_PASSED_KEY)).toBe('true');
    await screenshots(page, 'feed-empty');
    await page.goto('/secret');
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('signs up and creates a profile', async () => {
    adaContext = await newVisitor(browser, baseUrl);
    adaPage = await adaContext.newPage();
    await adaPage.goto('/auth');
    await adaPage.getByRole('tab', { name: 'Login' }).waitFor();
    await screenshots(adaPage, 'auth');
    await expectNoSeriousA11yIssues(adaPage, 'auth');
    const login = adaPage.getByRole('tabpanel', { name: 'Login' });
    await login.getByRole('button', { name: 'Login' }).click();
    await login.getByText('Please enter a valid email address').waitFor();
    await login.getByText('Password is required').waitFor();
    await signUp(adaPage, ada);
    await adaPage.getByRole('heading', { name: ada.displayName }).waitFor();
    await adaPage.getByText(`@${ada.username}`).waitFor();
    await screenshots(adaPage, 'profile-own');
    await expectNoSeriousA11yIssues(adaPage, 'profile');
  });

  it('uploads an MP4 with a real progress bar, and finds it in the feed with its poster', async () => {
    await adaPage.goto('/upload');
    await adaPage.getByRole('heading', { name: 'Share Your Creation' }).waitFor();
    await screenshots(adaPage, 'upload-empty');
    await expectNoSeriousA11yIssues(adaPage, 'upload');
    await adaPage.getByLabel('Video file').setInputFiles(join(fixtures, 'landscape.mp4'));
    await adaPage.getByText('landscape.mp4').waitFor();
    await expect.poll(() => adaPage.getByLabel('Aspect ratio').inputValue()).toBe('16:9');
    await adaPage.getByLabel('Title').fill(videoTitle);
    await adaPage.getByText(`${videoTitle.length}/80`).waitFor();
    await adaPage.getByLabel('Caption').fill('A city that never sleeps, in the rain.');
    await adaPage.getByLabel('AI tool').selectOption('openai-sora');
    await adaPage.getByLabel('Prompt').fill('neon-lit Tokyo street at night, heavy rain, cinematic');
    const tags = adaPage.getByPlaceholder('Type a tag and press Enter');
    await tags.fill('cyberpunk');
    await tags.press('Enter');
    // As a person would, type the next tag once the first shows as a chip.
    await adaPage.getByText('#cyberpunk').waitFor();
    await tags.fill('rain,');
    await tags.fill('tokyo');
    await adaPage.getByText('#cyberpunk').waitFor();
    await adaPage.getByText('#rain').waitFor();

    // Hold the answer to the tus PATCH for a moment: the whole chunk has gone (100%), so the bar can be seen and read.
    await adaPage.route('**/api/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((done) => setTimeout(done, 2500));
      await route.continue();
    });
    await adaPage.getByRole('button', { name: 'Upload Video' }).click();
    await adaPage.getByText('Please wait while your video is being uploaded...').waitFor();
    await adaPage.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await adaPage.getByText(/[\d.]+ MB of 4\.\d MB/).waitFor();
    await expect.poll(() => adaPage.getByLabel('Title').isDisabled()).toBe(true);
    await adaPage.screenshot({ path: join(import.meta.dirname, 'screenshots', 'upload-progress-1440.png') });
    await adaPage.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
    await adaPage.unroute('**/api/uploads/**');
    await toast(adaPage, 'Video uploaded!');
    // Only its owner sees it while it is processing: the toast says so instead of promising it is live.
    await toast(adaPage, "It's processing now and will appear in the feed once it's ready. We'll let you know.");
    expect(await adaPage.getByText(/now live in the feed/).count()).toBe(0);

    const card = adaPage.getByRole('article', { name: videoTitle });
    await card.waitFor();
    await eventually(adaPage, card.locator('img'));
    videoId = (await card.getByRole('link', { name: `Watch ${videoTitle}` }).getAttribute('href'))!.split('/').pop()!;
    await screenshots(adaPage, 'feed');
    await expectNoSeriousA11yIssues(adaPage, 'feed');
  });

  it('opens the video page', async () => {
    await adaPage.getByRole('link', { name: `Watch ${videoTitle}` }).click();
    await adaPage.waitForURL(`**/video/${videoId}`);
    await adaPage.getByRole('heading', { name: videoTitle, level: 1 }).waitFor();
    await adaPage.getByText('neon-lit Tokyo street at night, heavy rain, cinematic').waitFor();
    await adaPage.getByText('OpenAI Sora').waitFor();
    await screenshots(adaPage, 'video');
    await scrollToComments(adaPage);
    await adaPage.getByText('No comments yet. Be the first to comment!').waitFor();
    await expectNoSeriousA11yIssues(adaPage, 'video');
  });
});

describe('a second account', () => {
  it('signs up at 375 px and uploads a portrait video from the phone', async () => {
    bobContext = await newVisitor(browser, baseUrl, PHONE);
    bobPage = await bobContext.newPage();
    await signUp(bobPage, bob);
    await bobPage.goto('/upload');
    await bobPage.getByLabel('Video file').setInputFiles(join(fixtures, 'portrait.mp4'));
    await expect.poll(() => bobPage.getByLabel('Aspect ratio').inputValue()).toBe('9:16');
    await bobPage.getByLabel('Title').fill(`Vertical dreams ${run}`);
    await bobPage.getByLabel('Caption').fill('Made for phones.');
    await bobPage.getByLabel('AI tool').selectOption('pika-labs');
    await bobPage.screenshot({ path: join(import.meta.dirname, 'screenshots', 'upload-filled-375.png'), fullPage: true });
    await bobPage.getByRole('button', { name: 'Upload Video' }).click();
    await bobPage.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
    await bobPage.getByRole('article', { name: `Vertical dreams ${run}` }).waitFor();
    await bobPage.screenshot({ path: join(import.meta.dirname, 'screenshots', 'feed-phone-375.png') });
  });

  it('likes, comments and follows', async () => {
    await bobPage.goto(`/video/${videoId}`);
    const like = bobPage.getByRole('button', { name: '0 likes', exact: true });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => bobPage.getByRole('button', { name: '1 like', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const composer = bobPage.getByLabel('Add a comment');
    await composer.fill('Stunning reflections!');
    await composer.press('Enter');
    await toast(bobPage, 'Comment added');
    await bobPage.getByText('Stunning reflections!').waitFor();
    await bobPage.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    await bobPage.getByRole('link', { name: new RegExp(ada.displayName) }).click();
    await bobPage.waitForURL(`**/profile/${ada.username}`);
    await bobPage.getByRole('button', { name: 'Follow', exact: true }).click();
    await toast(bobPage, `You're now following ${ada.displayName}`);
    await bobPage.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await screenshots(bobPage, 'profile-other');
  });

  it('reports a video with the reason Other', async () => {
    await bobPage.goto('/');
    const card = bobPage.getByRole('article', { name: videoTitle });
    await card.getByRole('button', { name: 'More' }).click();
    await pickMenuItem(bobPage, 'Report');
    const dialog = bobPage.getByRole('dialog', { name: 'Report video' });
    await dialog.getByText('Real video / Not AI').waitFor();
    await dialog.getByText('Other', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByText("Please describe the issue when selecting 'Other'").waitFor();
    await bobPage.screenshot({ path: join(import.meta.dirname, 'screenshots', 'report-dialog-375.png') });
    await dialog.getByLabel('Describe the issue').fill('The watermark looks like stock footage.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await toast(bobPage, "Thanks, we've received your report.");
  });
});

describe('the first account', () => {
  it('sees the notifications arrive', async () => {
    await adaPage.goto('/');
    // Bob's like, comment and follow, and the worker's word that Ada's upload is ready.
    const bell = adaPage.getByRole('button', { name: /Notifications\s*4\s*unread/ });
    await bell.waitFor({ timeout: 40_000 });
    await bell.click();
    await adaPage.getByText(`${bob.displayName} liked your video`).waitFor();
    await adaPage.getByText(`${bob.displayName} commented on your video`).waitFor();
    await adaPage.getByText(`${bob.displayName} started following you`).waitFor();
    await screenshots(adaPage, 'notifications');
    await adaPage.getByText(`${bob.displayName} started following you`).click();
    await adaPage.waitForURL(`**/profile/${bob.username}`);
    await adaPage.getByRole('button', { name: /Notifications\s*3\s*unread/ }).waitFor();
  });

  it('sees both creators ranked on the leaderboard', async () => {
    await adaPage.goto('/creators');
    await eventually(adaPage, adaPage.getByText('Showing 2 of 2 creators'), 90_000);
    await adaPage.getByText(`@${ada.username}`).waitFor();
    await adaPage.getByText(`@${bob.username}`).waitFor();
    await screenshots(adaPage, 'creators');
    await expectNoSeriousA11yIssues(adaPage, 'creators');
    await adaPage.getByLabel('Search creators').fill('zzzz-nobody');
    await adaPage.getByText('No creators found').waitFor();
    await adaPage.getByText('Try adjusting your search query.').waitFor();
  });

  // The LCP time budget (1.5 s) is measured by `npm run bench` (scenario 10b), not by a timed test:
  // on a loaded CI machine a wall-clock assertion fails for reasons unrelated to the page.
  it('lays out the feed of 50 videos without shifts (CLS ≤ 0.05) and reports an LCP', async () => {
    await database((client) =>
      client.query(
        `INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "aspectRatio", width, height, tags, "thumbnailUrl", "videoUrl", "originalUrl", status, "createdAt")
         SELECT v."userId", v.title || ' #' || n, v.caption, v.prompt, v."toolUsed", v."aspectRatio", v.width, v.height, v.tags, v."thumbnailUrl", v."videoUrl", v."originalUrl", v.status,
                v."createdAt" - make_interval(secs => n)
         FROM videos v, generate_series(1, 24) AS n WHERE v.status = 'ready'`,
      ),
    );
    const count = await database(async (client) => (await client.query('SELECT count(*)::int AS n FROM videos')).rows[0].n as number);
    expect(count).toBe(50);

    // The earlier journeys' pages would keep playing videos and streaming beside the measured one.
    await Promise.all([adaPage.goto('about:blank'), bobPage.goto('about:blank')]);

    // Five cold visits (a fresh browser context each): the worst CLS, and every visit reports an LCP.
    const visits: Array<{ lcp: number; cls: number }> = [];
    for (let visit = 0; visit < 5; visit++) {
      const coldContext = await newVisitor(browser, baseUrl, DESKTOP);
      const coldPage = await coldContext.newPage();
      await coldPage.goto('/');
      await coldPage.getByRole('article').first().waitFor();
      await coldPage.waitForTimeout(3000);
      visits.push(await readWebVitals(coldPage));
      await coldContext.close();
    }
    const lcps = visits.map((v) => v.lcp).sort((a, b) => a - b);
    const vitals = { lcp: lcps[2], cls: Math.max(...visits.map((v) => v.cls)) };
    console.log(`feed with 50 videos: LCP ${lcps.map(Math.round).join('/')} ms (median ${Math.round(vitals.lcp)}), CLS ${vitals.cls.toFixed(4)}`);
    expect(lcps[0]).toBeGreaterThan(0);
    expect(vitals.cls).toBeLessThanOrEqual(0.05);

    const context = await newVisitor(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('article').first().waitFor();
    await page.waitForTimeout(1000);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(1500);
    expect((await readWebVitals(page)).cls).toBeLessThanOrEqual(0.05);
    await screenshots(page, 'feed-50');
    await context.close();
  });

  it('edits and deletes their own video', async () => {
    await adaPage.goto(`/video/${videoId}`);
    await adaPage.getByRole('button', { name: 'More', exact: true }).click();
    await pickMenuItem(adaPage, 'Edit video');
    const edit = adaPage.getByRole('dialog', { name: 'Edit video' });
    await edit.getByLabel('Title').fill('');
    expect(await edit.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await edit.getByLabel('Title').fill(`${videoTitle} (remastered)`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(adaPage, 'Video updated');
    await adaPage.getByRole('heading', { name: `${videoTitle} (remastered)`, level: 1 }).waitFor();
    await adaPage.getByRole('button', { name: 'More', exact: true }).click();
    await pickMenuItem(adaPage, 'Delete video');
    const remove = adaPage.getByRole('alertdialog', { name: 'Delete video?' });
    await screenshots(adaPage, 'delete-dialog');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await toast(adaPage, 'Video deleted');
    await adaPage.waitForURL(`${baseUrl}/`);
    await adaPage.goto(`/video/${videoId}`);
    await adaPage.getByText('Video not found').waitFor();
  });
});

describe('everywhere', () => {
  it('remembers the theme across a reload', async () => {
    await adaPage.goto('/about');
    await adaPage.getByRole('heading', { name: 'About GenAlpha' }).waitFor();
    await screenshots(adaPage, 'about-dark');
    await expectNoSeriousA11yIssues(adaPage, 'about');
    await adaPage.getByRole('button', { name: 'Switch to light theme' }).click();
    await adaPage.reload();
    await adaPage.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await adaPage.evaluate(() => document.documentElement.className)).toContain('light');
    await screenshots(adaPage, 'about-light');
    await expectNoSeriousA11yIssues(adaPage, 'about (light)');
    await adaPage.goto('/');
    await adaPage.getByRole('article').first().waitFor();
    await screenshots(adaPage, 'feed-light');
    await adaPage.getByRole('button', { name: 'Switch to dark theme' }).click();
  });

  it('shows the 404 page for unknown paths', async () => {
    await adaPage.goto('/no/such/page');
    await adaPage.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await screenshots(adaPage, 'not-found');
    await expectNoSeriousA11yIssues(adaPage, '404');
  });
});

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { zipEntries } from '@genalpha/testkit';
import { DESKTOP, PHONE, cspViolations, launchBrowser, newVisitor, screenshots, seriousA11yViolations } from './browser';
import { api, database, mailedLink, peopleOf, register, untilReady } from './e2e-helpers';

/**
 * Issue 33, an account for life: change its email (confirmed from the mailed link), take its data
 * (the zip holds the original upload) and leave (the video is gone for visitors at once, its media
 * after the purge, and the like it gave is taken back). The stack runs with no grace period.
 */
const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');
const people = peopleOf(run);
const owner = people('leaver');
const fan = people('stayer');
const newEmail = `leaver.new.${run}@example.com`;

let browser: Browser;
let ownerContext: BrowserContext;
let fanContext: BrowserContext;
let visitor: BrowserContext;
let page: Page;
let original: Buffer;
let ownerVideo: string;
let fanVideo: string;

/** Uploads portrait.mp4 from the page (its session) and posts it; answers the video's id once it is ready. */
async function postVideo(on: Page, title: string): Promise<string> {
  const bytes = original.toString('base64');
  const id = await on.evaluate(
    async ({ bytes, title }) => {
      const { uploadURL } = await (await fetch('/api/objects/upload', { method: 'POST' })).json();
      const body = Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0));
      await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': 'video/mp4' }, body });
      const res = await fetch('/api/videos', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title, caption: 'A caption', toolUsed: 'openai-sora', videoUrl: uploadURL }),
      });
      return ((await res.json()) as { id: string }).id;
    },
    { bytes, title },
  );
  await untilReady(id);
  return id;
}

describe('accounts people own: change the email, take the data, leave', () => {
  beforeAll(async () => {
    original = await readFile(join(fixtures, 'portrait.mp4'));
    browser = await launchBrowser();
    ownerContext = await newVisitor(browser, baseUrl, PHONE, { acceptDownloads: true, hasTouch: true, isMobile: true });
    fanContext = await newVisitor(browser, baseUrl);
    visitor = await newVisitor(browser, baseUrl, DESKTOP);
    page = await ownerContext.newPage();
    const fanPage = await fanContext.newPage();
    await register(page, owner);
    await register(fanPage, fan);
    ownerVideo = await postVideo(page, `Leaving soon ${run}`);
    fanVideo = await postVideo(fanPage, `Staying ${run}`);
    expect((await api(page, 'POST', `/api/videos/${fanVideo}/like`)).status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await visitor?.close();
    await fanContext?.close();
    await ownerContext?.close();
    await browser?.close();
  });

  it('changes the email from Settings, confirmed by the link mailed to the new address', async () => {
    await page.goto('/settings');
    const form = page.locator('form').filter({ has: page.getByLabel('New email') });
    await form.getByLabel('New email').fill(newEmail);
    await form.getByLabel('Current password').fill(owner.password);
    await form.getByRole('button', { name: 'Change email' }).click();
    await page.getByText(`Check your inbox at ${newEmail}`).waitFor();

    await page.goto(await mailedLink(newEmail, 'change-email'));
    await page.getByRole('heading', { name: 'Email changed' }).waitFor();
    await page.goto('/settings');
    await page.getByText(newEmail).first().waitFor();
    expect((await api(page, 'GET', '/api/user')).json.email).toBe(newEmail);
  });

  it('builds a copy of the data and downloads a zip that holds the original upload', async () => {
    await page.goto('/settings#your-data');
    await page.getByRole('button', { name: 'Download your data' }).click();
    const zipLink = page.getByRole('link', { name: /Download zip/ });
    await zipLink.waitFor({ timeout: 60_000 });
    await page.getByText(/You can ask for a new copy after/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await zipLink.scrollIntoViewIfNeeded();
    await screenshots(page, 'settings-your-data');

    const [download] = await Promise.all([page.waitForEvent('download'), zipLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^genalpha-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await zipEntries(await readFile((await download.path())!));
    expect(files.get(`videos/${ownerVideo}.mp4`)?.equals(original)).toBe(true);
    expect(JSON.parse(files.get('profile.json')!.toString('utf8'))).toMatchObject({ email: newEmail, username: owner.username });
    expect(JSON.parse(files.get('likes.json')!.toString('utf8'))).toEqual([expect.objectContaining({ videoId: fanVideo })]);

    // The bell says so too, and leads back here.
    const notifications = (await api(page, 'GET', '/api/notifications')).json.notifications as Array<{ type: string }>;
    expect(notifications.map((notification) => notification.type)).toContain('export_ready');
  });

  it('deletes the account: its video is gone for visitors at once, its media after the purge, and its like is taken back', async () => {
    const visitorPage = await visitor.newPage();
    const { videoUrl } = (await api(visitorPage, 'GET', `/api/videos/${ownerVideo}`)).json as { videoUrl: string };
    expect((await api(visitorPage, 'GET', `/api/videos/${fanVideo}`)).json.likesCount).toBe(1);
    const mediaStatus = async () => visitorPage.evaluate(async (url) => (await fetch(url, { method: 'HEAD' })).status, videoUrl);
    expect(await mediaStatus()).toBe(200);

    await page.goto('/settings#data');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel(/Password/).fill(owner.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect((await api(page, 'GET', '/api/user')).status).toBe(401);

    await visitorPage.goto(`/video/${ownerVideo}`);
    await visitorPage.getByText('Video not found').waitFor();
    expect((await api(visitorPage, 'GET', `/api/videos/${fanVideo}`)).json.likesCount).toBe(0);

    const deadline = Date.now() + 60_000;
    while ((await mediaStatus()) !== 404) {
      if (Date.now() > deadline) throw new Error('the media of the deleted account is still served after a minute');
      await new Promise((wait) => setTimeout(wait, 500));
    }
    const left = await database(async (client) => (await client.query(`SELECT count(*)::int AS n FROM users WHERE username = $1`, [owner.username])).rows[0].n);
    expect(left).toBe(0);
    // The address is free again.
    expect((await api(visitorPage, 'POST', '/api/register', { email: newEmail, password: owner.password })).status).toBe(201);
  });
});

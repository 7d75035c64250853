import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, TOUCH_PHONE, launchBrowser, newVisitor, screenshots } from './browser';
import { database, peopleOf, register, untilReady } from './e2e-helpers';

/**
 * Remix (issue 40) as people use it: a creator remixes another's video from a phone, its prompt and
 * tool carried into the upload form; the remix shows its lineage and the original its remixes.
 */
const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');
const person = peopleOf(run);
const ada = person('ada');
const bob = person('bob');
const prompt = 'neon city at dusk, heavy rain, cinematic';
const originalTitle = `Neon original ${run}`;
const remixTitle = `Neon remix ${run}`;

let browser: Browser;
let adaContext: BrowserContext;
let bobPhone: BrowserContext;
let adaPage: Page;
let bobPage: Page;
const videos: Record<string, string> = {};

/** Uploads through the form as its owner would; answers the new video's id once the worker made it ready. */
async function upload(page: Page, title: string, fill: () => Promise<void>): Promise<string> {
  await page.getByLabel('Video file').setInputFiles(join(fixtures, 'portrait.mp4'));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Caption').fill('Made for the remix test.');
  await fill();
  const answered = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/videos');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  const id = ((await (await answered).json()) as { id: string }).id;
  await untilReady(id);
  return id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adaContext = await newVisitor(browser, baseUrl, DESKTOP);
  adaPage = await adaContext.newPage();
  await register(adaPage, ada);
  bobPhone = await newVisitor(browser, baseUrl, undefined, TOUCH_PHONE);
  bobPage = await bobPhone.newPage();
  await register(bobPage, bob);
});

afterAll(async () => {
  await browser?.close();
});

describe('remix', () => {
  it('an original, uploaded with its prompt and tool', async () => {
    await adaPage.goto('/upload');
    videos.original = await upload(adaPage, originalTitle, async () => {
      await adaPage.getByLabel('AI tool').selectOption('runway-gen-3');
      await adaPage.getByLabel('Prompt').fill(prompt);
    });
  });

  it('remixed from a phone: the upload form names the source and carries its prompt (editable) and tool', async () => {
    await bobPage.goto(`/video/${videos.original}`);
    await bobPage.getByRole('heading', { name: originalTitle, level: 1 }).waitFor();
    await bobPage.getByRole('link', { name: 'Remix', exact: true }).click();
    await bobPage.waitForURL(`**/upload?remix=${videos.original}`);
    await bobPage.getByText(`Remix of @${ada.username} · ${originalTitle}`).waitFor();
    await expect.poll(() => bobPage.getByLabel('Prompt').inputValue()).toBe(prompt);
    expect(await bobPage.getByLabel('AI tool').inputValue()).toBe('runway-gen-3');
    await screenshots(bobPage, 'remix-upload');
    const posted = bobPage.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/videos');
    videos.remix = await upload(bobPage, remixTitle, async () => {
      await bobPage.getByLabel('Prompt').fill('neon city at dawn, heavy rain, cinematic');
    });
    expect((await posted).postDataJSON()).toMatchObject({ parentId: videos.original, toolUsed: 'runway-gen-3' });
  });

  it('the remix shows its lineage and the prompt changed from the original; the original shows its remixes', async () => {
    await bobPage.goto(`/video/${videos.remix}`);
    const lineage = bobPage.getByRole('region', { name: 'Remix lineage' });
    await lineage.getByRole('link', { name: new RegExp(`Remix of ${originalTitle}`) }).waitFor();
    await lineage.getByText('Claimed remix').waitFor();
    await bobPage.getByRole('button', { name: 'Compare with the original prompt' }).click();
    await bobPage.getByText('1 word added, 1 removed').waitFor();
    await screenshots(bobPage, 'remix-video');

    await adaPage.goto(`/video/${videos.original}`);
    await adaPage.getByRole('heading', { name: 'Remixes (1)' }).waitFor();
    await adaPage.getByRole('link', { name: new RegExp(remixTitle) }).waitFor();
    const [notification] = await database(
      async (client) => (await client.query(`SELECT "userId" FROM notifications WHERE type = 'remix' AND "videoId" = $1`, [videos.remix])).rows,
    );
    expect(notification).toBeDefined();
  });
});

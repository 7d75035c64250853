import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, TOUCH_PHONE, cspViolations, launchBrowser, newVisitor, screenshots, seriousA11yViolations } from './browser';
import { api, database, peopleOf, pickMenuItem, register, scrollToComments, untilReady } from './e2e-helpers';

/**
 * Issue 35, safe from each other: at 375 px with touch, a viewer blocks a commenter from their comment's
 * ⋯ menu, and the comment, the person's videos and their profile disappear; at 1440 px they mute a
 * word in Settings and the card holding it leaves the feed; Settings lists the block and undoes it.
 */
const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');
const person = peopleOf(run);
const olive = person('olive');
const pat = person('pat');
const rex = person('rex');

let browser: Browser;
let patPhone: BrowserContext;
let patDesktop: BrowserContext;
const ids: Record<string, string> = {};
const videos: Record<string, string> = {};

/** A copy of an uploaded video (same files) owned by `userId`, titled `title`, newest in the feed. */
async function copyVideo(from: string, userId: string, title: string): Promise<string> {
  const [row] = await database(
    async (client) =>
      (
        await client.query(
          `INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds", tags, "thumbnailUrl", "posterVariants", "videoUrl", "originalUrl", "previewUrl", placeholder, "previewsMadeAt", status)
           SELECT $2, $3, 'A copy for the safety journeys', prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds", '', "thumbnailUrl", "posterVariants", "videoUrl", "originalUrl", "previewUrl", placeholder, "previewsMadeAt", status
           FROM videos WHERE id = $1 RETURNING id`,
          [from, userId, title],
        )
      ).rows,
  );
  return row.id as string;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const olivePage = await (await newVisitor(browser, baseUrl)).newPage();
  ids.olive = await register(olivePage, olive);
  const rexPage = await (await newVisitor(browser, baseUrl)).newPage();
  ids.rex = await register(rexPage, rex);
  patDesktop = await newVisitor(browser, baseUrl, DESKTOP);
  ids.pat = await register(await patDesktop.newPage(), pat);
  // A confirmed address: no "Confirm your email" banner over the phone's bottom chrome.
  await database((client) => client.query(`UPDATE users SET "emailVerifiedAt" = now() WHERE id = $1`, [ids.pat]));
  patPhone = await newVisitor(browser, baseUrl, undefined, { ...TOUCH_PHONE, storageState: await patDesktop.storageState() });

  // Olive uploads, choosing who can comment on the upload form.
  await olivePage.goto('/upload');
  await olivePage.getByLabel('Video file').setInputFiles(join(fixtures, 'portrait.mp4'));
  await olivePage.getByLabel('Title').fill(`Harbour at dawn ${run}`);
  await olivePage.getByLabel('Caption').fill('Boats and fog.');
  await olivePage.getByLabel('AI tool').selectOption('pika-labs');
  await olivePage.getByLabel('Who can comment').selectOption('everyone');
  const answered = olivePage.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/videos');
  await olivePage.getByRole('button', { name: 'Upload Video' }).click();
  videos.harbour = ((await (await answered).json()) as { id: string }).id;
  await untilReady(videos.harbour);
  videos.spoiler = await copyVideo(videos.harbour, ids.olive, `Spoilers for the finale ${run}`);
  videos.rex = await copyVideo(videos.harbour, ids.rex, `Rex rides again ${run}`);
  expect((await api(rexPage, 'POST', `/api/videos/${videos.harbour}/comments`, { text: `First! ${run}` })).status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
});

describe('safe from each other', () => {
  it('375 px: blocking from a comment’s ⋯ menu makes the comment, the person’s videos and their profile disappear', async () => {
    const page = await patPhone.newPage();
    await page.goto('/');
    const rexCard = page.getByRole('article', { name: `Rex rides again ${run}` });
    await rexCard.waitFor();

    await page.goto(`/video/${videos.harbour}`);
    await scrollToComments(page);
    const comment = page.getByRole('listitem').filter({ hasText: `First! ${run}` });
    await comment.waitFor();
    await comment.getByRole('button', { name: `More about @${rex.username}` }).tap();
    await pickMenuItem(page, `Block @${rex.username}`);
    const dialog = page.getByRole('alertdialog', { name: `Block @${rex.username}?` });
    await dialog.getByText('They won’t be told.').waitFor();
    await screenshots(page, 'safety-block-dialog');
    await dialog.getByRole('button', { name: 'Block', exact: true }).tap();
    await comment.waitFor({ state: 'detached' });
    await page.getByText(`Blocked @${rex.username}`).first().waitFor();

    await page.goto('/');
    await page.getByRole('article', { name: `Harbour at dawn ${run}` }).waitFor();
    expect(await rexCard.count()).toBe(0);
    await page.goto(`/profile/${rex.username}`);
    await page.getByText('User not found').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });

  it('1440 px: a muted word takes its card out of the feed; Settings lists the block and the word and undoes them', async () => {
    const page = await patDesktop.newPage();
    await page.goto('/');
    const spoilerCard = page.getByRole('article', { name: `Spoilers for the finale ${run}` });
    await spoilerCard.waitFor();

    // In-app navigation: the feed's cached page is what is watched when coming back.
    await page.getByRole('link', { name: 'Your profile' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Blocked and muted' });
    await section.getByRole('list', { name: 'Blocked people' }).getByText(rex.displayName).waitFor();
    await section.getByLabel('Mute a word or #tag').fill('  SPOILERS ');
    await section.getByRole('button', { name: 'Mute', exact: true }).click();
    await section.getByRole('list', { name: 'Muted words' }).getByText('spoilers').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await screenshots(page, 'safety-settings');

    await page.goBack();
    await page.goBack();
    await page.getByRole('article', { name: `Harbour at dawn ${run}` }).waitFor();
    await spoilerCard.waitFor({ state: 'detached' });

    await page.goto('/settings');
    await section.getByRole('button', { name: `Unblock @${rex.username}` }).click();
    await section.getByText('You haven’t blocked anyone.').waitFor();
    await section.getByRole('button', { name: 'Unmute “spoilers”' }).click();
    await section.getByText('No muted words.').waitFor();
    await page.goto('/');
    await spoilerCard.waitFor();
    await page.getByRole('article', { name: `Rex rides again ${run}` }).waitFor();
    await page.close();
  });
});

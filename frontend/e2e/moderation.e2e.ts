import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '@genalpha/testkit';
import { DESKTOP, PHONE, launchBrowser, newVisitor, screenshots } from './browser';
import { database, api, register, peopleOf, untilReady, expectNoSeriousA11yIssues } from './e2e-helpers';

/**
 * Trust and safety (issue 11) through the web console: an admin (made one with `npm run admin`) restores a
 * video that three reports hid, removes another with a reason and suspends a spammer; the owner is
 * told, and sees the removal on the video.
 */
const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');
const person = peopleOf(run);
const admin = person('admin');
const owner = person('olga');
const spammer = person('spam');
const reporters = ['rita', 'raj', 'rosa'].map((name) => person(name));
const titles = { hidden: `Hidden by reports ${run}`, removed: `Stolen clip ${run}`, spam: `Buy followers ${run}` };
const removalReason = 'Stolen footage from a film';

let browser: Browser;
let adminContext: BrowserContext;
let adminPage: Page;
let ownerContext: BrowserContext;
let ownerPage: Page;
const ids: Record<string, string> = {};
const videos: Record<string, string> = {};

/** A copy of an uploaded video (same files), owned by `userId`. */
async function copyVideo(from: string, userId: string, title: string): Promise<string> {
  const [row] = await database(
    async (client) =>
      (
        await client.query(
          `INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds", tags, "thumbnailUrl", "videoUrl", "originalUrl", status)
           SELECT $2, $3, caption, prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds", tags, "thumbnailUrl", "videoUrl", "originalUrl", status
           FROM videos WHERE id = $1 RETURNING id`,
          [from, userId, title],
        )
      ).rows,
  );
  return row.id as string;
}

async function toast(page: Page, text: string | RegExp) {
  await page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newVisitor(browser, baseUrl, DESKTOP);
  adminPage = await adminContext.newPage();
  ids.admin = await register(adminPage, admin);
  // As an operator does it: the admin command on the server, on the stack's database.
  execFileSync(process.execPath, [join(REPO_ROOT, 'backend/dist/admin/admin-command.js'), '--grant', admin.email], {
    env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
  });
  ownerContext = await newVisitor(browser, baseUrl, DESKTOP);
  ownerPage = await ownerContext.newPage();
  ids.owner = await register(ownerPage, owner);
});

afterAll(async () => {
  await browser?.close();
});

describe('the moderation console', () => {
  it('is set up: an upload, its copies, a spammer and three reporters older than 24 hours hide a video', async () => {
    await ownerPage.goto('/upload');
    await ownerPage.getByLabel('Video file').setInputFiles(join(fixtures, 'portrait.mp4'));
    await ownerPage.getByLabel('Title').fill(titles.hidden);
    await ownerPage.getByLabel('Caption').fill('Rain on neon signs.');
    await ownerPage.getByLabel('AI tool').selectOption('runway-gen-3');
    const answered = ownerPage.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/videos');
    await ownerPage.getByRole('button', { name: 'Upload Video' }).click();
    videos.hidden = ((await (await answered).json()) as { id: string }).id;
    await untilReady(videos.hidden);
    videos.removed = await copyVideo(videos.hidden, ids.owner, titles.removed);

    const spamContext = await newVisitor(browser, baseUrl, DESKTOP);
    ids.spammer = await register(await spamContext.newPage(), spammer);
    videos.spam = await copyVideo(videos.hidden, ids.spammer, titles.spam);
    await spamContext.close();

    for (const [index, reporter] of reporters.entries()) {
      const context = await newVisitor(browser, baseUrl, DESKTOP);
      const page = await context.newPage();
      const id = await register(page, reporter);
      await database((client) => client.query(`UPDATE users SET "createdAt" = now() - interval '3 days', "emailVerifiedAt" = now() WHERE id = $1`, [id]));
      const reason = index === 2 ? { reason: 'other', otherText: 'Looks like a film scene' } : { reason: 'spam' };
      expect((await api(page, 'POST', `/api/videos/${videos.hidden}/report`, reason)).status).toBeLessThan(300);
      if (index === 0) expect((await api(page, 'POST', `/api/videos/${videos.removed}/report`, { reason: 'real-video' })).status).toBeLessThan(300);
      await context.close();
    }
    const [row] = await database(async (client) => (await client.query(`SELECT "isHidden" FROM videos WHERE id = $1`, [videos.hidden])).rows);
    expect(row.isHidden).toBe(true);
  });

  it('is not in the feed’s code, and is refused to accounts that are not staff', async () => {
    const scripts: string[] = [];
    ownerPage.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await ownerPage.goto('/');
    await ownerPage.getByRole('article').first().waitFor();
    await ownerPage.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /admin/i.test(path))).toEqual([]);
    expect(await ownerPage.getByRole('link', { name: 'Moderation console' }).count()).toBe(0);
    ownerPage.removeAllListeners('request');

    await ownerPage.goto('/admin');
    await ownerPage.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect((await api(ownerPage, 'GET', '/api/admin/reports')).status).toBe(403);
  });

  it('shows the admin the queue: the hidden video plays inline with its reasons and reporters', async () => {
    await adminPage.goto('/');
    await adminPage.getByRole('link', { name: 'Moderation console' }).click();
    await adminPage.waitForURL(`${baseUrl}/admin`);
    const entry = adminPage.getByRole('article', { name: titles.hidden });
    await entry.waitFor();
    await entry.getByText('Spam or misleading × 2').waitFor();
    await entry.getByText('Other × 1').waitFor();
    await entry.getByText('“Looks like a film scene”').waitFor();
    expect(await entry.getByText(/account 3 days old/).count()).toBe(3);
    await entry.getByText('Hidden pending review').waitFor();
    const video = entry.locator('video');
    expect(await video.evaluate((el: HTMLVideoElement) => ({ muted: el.muted, inline: el.playsInline, poster: !!el.poster }))).toEqual({
      muted: true,
      inline: true,
      poster: true,
    });
    await adminPage.getByText(/Shortcuts:/).waitFor();
    await adminPage.getByRole('link', { name: /Job dashboard/ }).waitFor();

    // Every button and tab is at least 44×44 px.
    for (const control of await adminPage.locator('main button:visible, main [role="tab"]:visible, main a:visible').all()) {
      const box = (await control.boundingBox())!;
      expect(Math.round(box.height), `${await control.textContent()} height`).toBeGreaterThanOrEqual(44);
    }
    await screenshots(adminPage, 'admin-queue');
    await expectNoSeriousA11yIssues(adminPage, 'admin queue');
  });

  it('restores the hidden video from the keyboard, and removes the other with a reason', async () => {
    // The oldest first: the video reported first is selected; r restores it.
    const hidden = adminPage.getByRole('article', { name: titles.hidden });
    await hidden.click({ position: { x: 5, y: 5 } });
    await expect.poll(() => hidden.getAttribute('aria-current')).toBe('true');
    await adminPage.keyboard.press('r');
    await toast(adminPage, 'Video restored');
    await hidden.waitFor({ state: 'detached' });
    const [row] = await database(async (client) => (await client.query(`SELECT "isHidden" FROM videos WHERE id = $1`, [videos.hidden])).rows);
    expect(row.isHidden).toBe(false);

    const removed = adminPage.getByRole('article', { name: titles.removed });
    await removed.getByRole('button', { name: 'Remove' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Remove video' });
    await dialog.getByLabel(/Reason/).fill(removalReason);
    await screenshots(adminPage, 'admin-remove-dialog');
    await dialog.getByRole('button', { name: 'Remove video' }).click();
    await toast(adminPage, 'Video removed');
    await removed.waitFor({ state: 'detached' });

    await adminPage.getByRole('tab', { name: 'Removed' }).click();
    await adminPage.getByRole('article', { name: titles.removed }).getByText(`Removal reason: ${removalReason}`).waitFor();
  });

  it('suspends the spammer, who can no longer sign in', async () => {
    await adminPage.getByRole('tab', { name: 'Users' }).click();
    await adminPage.getByLabel('Search accounts').fill(spammer.email);
    const row = adminPage.getByRole('listitem').filter({ hasText: spammer.email });
    await row.waitFor();
    await adminPage.waitForTimeout(400); // the search settles
    await row.getByRole('button', { name: 'Ban' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Suspend account' });
    await dialog.getByLabel(/Reason/).fill('Spam: the same clip posted twenty times');
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await toast(adminPage, 'Account suspended');
    await row.getByText('Suspended', { exact: true }).waitFor();
    await screenshots(adminPage, 'admin-users');
    await expectNoSeriousA11yIssues(adminPage, 'admin users');

    const context = await newVisitor(browser, baseUrl, DESKTOP);
    const page = await context.newPage();
    await page.goto('/auth');
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Email').fill(spammer.email);
    await login.getByLabel('Password').fill(spammer.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.getByText('This account has been suspended.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('lists every action in the audit log', async () => {
    await adminPage.getByRole('tab', { name: 'Audit log' }).click();
    const log = adminPage.getByRole('list', { name: 'Moderation log' });
    // The suite's files share one database: another file's suspension or removal may be listed too.
    for (const action of ['Suspended account', 'Removed video', 'Restored video', 'Hid video pending review']) await log.getByText(action).first().waitFor();
    await log.getByText(`Reason: ${removalReason}`).waitFor();
    await log.getByText('By: GenAlpha (automatic)').first().waitFor();
    await screenshots(adminPage, 'admin-audit');
    await expectNoSeriousA11yIssues(adminPage, 'admin audit');
  });

  it('tells the owner, who sees "Removed by moderation: {reason}" on the video', async () => {
    await ownerPage.goto('/');
    await ownerPage.getByRole('button', { name: /Notifications\s*\d+\s*unread/ }).click();
    await ownerPage.getByText(`Your video “${titles.hidden}” is hidden pending review`).waitFor();
    await ownerPage.getByText(`Your video “${titles.hidden}” was restored and is visible again`).waitFor();
    await ownerPage.getByText(`Your video “${titles.hidden}” is ready`).waitFor();
    await screenshots(ownerPage, 'notifications-moderation');
    // A removal's notification leads to the page that appeals it.
    await ownerPage.getByText(`Your video “${titles.removed}” was removed by moderation: ${removalReason}. Tap to appeal.`).click();
    await ownerPage.waitForURL(`${baseUrl}/appeal?video=${videos.removed}`);
    await ownerPage.getByRole('heading', { name: 'Appeal the removal of your video' }).waitFor();
    await ownerPage.goto(`/video/${videos.removed}`);
    await ownerPage.getByText(`Removed by moderation: ${removalReason}`, { exact: true }).waitFor();
    await ownerPage.getByRole('link', { name: 'Appeal this decision' }).waitFor();

    await ownerPage.goto('/profile');
    await ownerPage.getByRole('article', { name: titles.removed }).getByText(`Removed by moderation: ${removalReason}`, { exact: true }).waitFor();
  });

  it('looks right at 375 px', async () => {
    await adminPage.setViewportSize(PHONE);
    await adminPage.goto('/admin?tab=removed');
    await adminPage.getByRole('article', { name: titles.removed }).waitFor();
    const overflow = await adminPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await adminPage.setViewportSize(DESKTOP);
  });
});

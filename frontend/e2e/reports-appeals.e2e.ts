import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '@genalpha/testkit';
import { mailOutboxDir } from '@genalpha/shared';
import { DESKTOP, TOUCH_PHONE, launchBrowser, newVisitor, screenshots } from './browser';
import { api, database, expectNoSeriousA11yIssues, peopleOf, pickMenuItem, register, scrollToComments, untilReady } from './e2e-helpers';

/**
 * Safe from each other (issue 35) in the browser: on a phone (375 px, touch) someone reports a comment
 * and its author's account; at 1440 px the admin sees both in the console's queues, removes the
 * comment and suspends a spammer; the comment's author appeals from the notification, on the phone,
 * and a moderator (not the admin who decided) reverses it; the spammer appeals through the link of
 * the suspension mail without signing in.
 */
const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const outbox = mailOutboxDir(inject('dataDir'));
const run = randomBytes(3).toString('hex');
const person = peopleOf(run);
const [admin, moderator, owner, author, reporter, spammer] = ['admin', 'mod', 'olga', 'otto', 'rita', 'spam'].map((name) => person(name));
const title = `Neon harbour ${run}`;
const commentText = `Buy followers at example.com ${run}`;
const removalReason = 'Spam: a link to a follower shop';

let browser: Browser;
const pages: Record<string, Page> = {};
const contexts: BrowserContext[] = [];
const ids: Record<string, string> = {};

async function signedIn(name: string, who: typeof admin, options: Parameters<typeof newVisitor>[3] = {}, viewport = DESKTOP): Promise<Page> {
  const context = await newVisitor(browser, baseUrl, viewport, options);
  contexts.push(context);
  const page = await context.newPage();
  ids[name] = await register(page, who);
  pages[name] = page;
  return page;
}

async function toast(page: Page, text: string | RegExp) {
  await page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** Every visible button, tab and link of the page's main area is at least 44 px tall. */
async function expectTouchTargets(page: Page, scope = 'main') {
  for (const control of await page.locator(`${scope} button:visible, ${scope} [role="tab"]:visible, ${scope} [role="radio"]:visible`).all()) {
    const box = (await control.boundingBox())!;
    expect(Math.round(box.height), `${await control.textContent()} height`).toBeGreaterThanOrEqual(44);
  }
}

/** The link of the suspension mail to `to`, from the stack's outbox. */
async function appealLink(to: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const name of (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('-appeal-ban.eml'))) {
      const mail = await simpleParser(await readFile(join(outbox, name)));
      const addressed = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      const link = /(https?:\/\/\S+\/appeal\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
      if (addressed?.value[0]?.address === to && link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no suspension mail to ${to} in ${outbox}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  await signedIn('admin', admin);
  execFileSync(process.execPath, [join(REPO_ROOT, 'backend/dist/admin/admin-command.js'), '--grant', admin.email], {
    env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
  });
  await signedIn('moderator', moderator);
  expect((await api(pages.admin, 'PUT', `/api/admin/users/${ids.moderator}/role`, { role: 'moderator' })).status).toBe(200);
  await signedIn('owner', owner);
  await signedIn('author', author, TOUCH_PHONE, TOUCH_PHONE.viewport!);
  await signedIn('reporter', reporter, TOUCH_PHONE, TOUCH_PHONE.viewport!);
  await signedIn('spammer', spammer);
  // The reporter's account is older than a day with a verified address: its reports count.
  await database((client) => client.query(`UPDATE users SET "createdAt" = now() - interval '3 days', "emailVerifiedAt" = now() WHERE id = $1`, [ids.reporter]));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('reports on comments and people, and appeals', () => {
  it('is set up: a video with a comment', async () => {
    const page = pages.owner;
    await page.goto('/upload');
    await page.getByLabel('Video file').setInputFiles(join(fixtures, 'portrait.mp4'));
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Caption').fill('Boats under neon.');
    await page.getByLabel('AI tool').selectOption('runway-gen-3');
    const answered = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/videos');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    ids.video = ((await (await answered).json()) as { id: string }).id;
    await untilReady(ids.video);
    const comment = await api(pages.author, 'POST', `/api/videos/${ids.video}/comments`, { text: commentText });
    expect(comment.status).toBe(201);
    ids.comment = comment.json.id as string;
  });

  it('on a phone, reports a comment from its ⋯ menu and its author from the profile ⋯ menu', async () => {
    const page = pages.reporter;
    await page.goto(`/video/${ids.video}`);
    await scrollToComments(page);
    const item = page.getByRole('listitem').filter({ hasText: commentText });
    await item.getByRole('button', { name: 'More' }).tap();
    await pickMenuItem(page, 'Report comment');
    const dialog = page.getByRole('dialog', { name: 'Report comment' });
    await dialog.getByText('Harassment or bullying').tap();
    await screenshots(page, 'report-comment-dialog');
    await expectTouchTargets(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Submit Report' }).tap();
    await toast(page, "Thanks, we've received your report.");
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`/profile/${author.username}`);
    await page.getByRole('heading', { name: author.displayName }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'More' }).tap();
    await pickMenuItem(page, 'Report account');
    const report = page.getByRole('dialog', { name: 'Report account' });
    await report.getByText('Other', { exact: true }).tap();
    await report.getByRole('button', { name: 'Submit Report' }).tap();
    await report.getByText("Please describe the issue when selecting 'Other'").waitFor();
    await report.getByLabel('Describe the issue').fill('Posts the same shop link everywhere');
    await report.getByRole('button', { name: 'Submit Report' }).tap();
    await toast(page, "Thanks, we've received your report.");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('shows the admin both in the console, grouped by target, with the reporter and their account age; the comment is removed', async () => {
    const page = pages.admin;
    await page.goto('/admin?tab=comments');
    const entry = page.getByRole('article', { name: `Comment by ${author.displayName} (@${author.username})` });
    await entry.getByText(commentText).waitFor();
    await entry.getByText('Harassment or bullying × 1').waitFor();
    await entry.getByText(/account 3 days old/).waitFor();
    await screenshots(page, 'admin-reported-comments');
    await expectNoSeriousA11yIssues(page, 'reported comments');
    await expectTouchTargets(page);

    await page.getByRole('tab', { name: 'Accounts' }).click();
    const account = page.getByRole('article', { name: `${author.displayName} (@${author.username})` });
    await account.getByText('“Posts the same shop link everywhere”').waitFor();

    await page.getByRole('tab', { name: 'Comments' }).click();
    await entry.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove comment' });
    await dialog.getByLabel(/Reason/).fill(removalReason);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Comment removed');
    await entry.waitFor({ state: 'detached' });
    const [row] = await database(async (client) => (await client.query(`SELECT "moderationState" FROM comments WHERE id = $1`, [ids.comment])).rows);
    expect(row.moderationState).toBe('removed');
  });

  it('on a phone, the author appeals from the notification', async () => {
    const page = pages.author;
    await page.goto('/');
    await page.getByRole('button', { name: /Notifications\s*\d+\s*unread/ }).tap();
    await page.getByText(`Your comment on “${title}” was removed by moderation: ${removalReason}. Tap to appeal.`).tap();
    await page.waitForURL(`${baseUrl}/appeal?comment=${ids.comment}`);
    await page.getByRole('heading', { name: 'Appeal the removal of your comment' }).waitFor();
    await page.getByLabel('Why should the decision be reversed?').fill('It was a joke between friends; the link is dead.');
    await screenshots(page, 'appeal-comment');
    await expectNoSeriousA11yIssues(page, 'appeal page');
    await expectTouchTargets(page);
    await page.getByRole('button', { name: 'Send appeal' }).tap();
    await page.getByRole('status').filter({ hasText: 'Your appeal has been sent.' }).waitFor();
    // Appealing twice is refused.
    expect((await api(page, 'POST', '/api/appeals', { targetType: 'comment', targetId: ids.comment, text: 'Again' })).status).toBe(409);
  });

  it('a moderator other than the admin who decided reverses it; the author is told and the comment is back', async () => {
    expect((await api(pages.admin, 'GET', '/api/admin/appeals')).json.appeals).toEqual([]);
    const page = pages.moderator;
    await page.goto('/admin?tab=appeals');
    const appeal = page.getByRole('article', { name: `Appeal by ${author.displayName} (@${author.username})` });
    await appeal.getByText('It was a joke between friends; the link is dead.').waitFor();
    await appeal.getByText(new RegExp(`Removed comment by ${admin.displayName}`)).waitFor();
    await screenshots(page, 'admin-appeals');
    await expectNoSeriousA11yIssues(page, 'appeals');
    await appeal.getByRole('button', { name: 'Reverse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reverse the decision' });
    await dialog.getByLabel(/Note/).fill('Fair enough: the link no longer works.');
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await toast(page, 'Decision reversed');
    await appeal.waitFor({ state: 'detached' });

    const authorPage = pages.author;
    await authorPage.goto(`/video/${ids.video}`);
    await scrollToComments(authorPage);
    await authorPage.getByRole('listitem').filter({ hasText: commentText }).waitFor();
    await authorPage.getByRole('button', { name: /Notifications\s*\d+\s*unread/ }).tap();
    await authorPage.getByText(`Your appeal was accepted: your comment on “${title}” is visible again: Fair enough: the link no longer works.`).waitFor();
    await screenshots(authorPage, 'notifications-appeal');

    await pages.admin.goto('/admin?tab=audit');
    const log = pages.admin.getByRole('list', { name: 'Moderation log' });
    for (const action of ['Removed comment', 'Appealed', 'Reversed decision on appeal', 'Restored comment']) await log.getByText(action).first().waitFor();
  });

  it('a suspended account appeals through the mailed link, without signing in', async () => {
    expect((await api(pages.admin, 'POST', `/api/admin/users/${ids.spammer}/ban`, { reason: 'Spam everywhere' })).status).toBe(200);
    const link = await appealLink(spammer.email);
    const context = await newVisitor(browser, baseUrl, TOUCH_PHONE.viewport!, TOUCH_PHONE);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Appeal your suspension' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel('Why should the decision be reversed?').fill('I posted twice by mistake.');
    await page.getByRole('button', { name: 'Send appeal' }).tap();
    await page.getByRole('status').filter({ hasText: 'Your appeal has been sent.' }).waitFor();
    await screenshots(page, 'appeal-suspension');
    const [row] = await database(async (client) => (await client.query(`SELECT "targetType", text FROM appeals WHERE "userId" = $1`, [ids.spammer])).rows);
    expect(row).toEqual({ targetType: 'user', text: 'I posted twice by mistake.' });
  });
});

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newVisitor, screenshots } from './browser';
import { peopleOf, register, untilReady } from './e2e-helpers';

const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');
const creator = peopleOf(run)('signer');

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Uploads a file through the page, seeing the Content Credentials hint first when `hint` is given; returns the video's id. */
async function upload(file: string, title: string, hint: string | null): Promise<string> {
  await page.goto('/upload');
  await page.getByLabel('Video file').setInputFiles(join(fixtures, file));
  if (hint) await page.getByRole('status').filter({ hasText: hint }).waitFor({ timeout: 30_000 });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Caption').fill('Straight from the model.');
  await page.getByLabel('AI tool').selectOption('google-veo-3');
  const created = page.waitForResponse((res) => res.url().endsWith('/api/videos') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  const { id } = (await (await created).json()) as { id: string };
  await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
  await untilReady(id);
  return id;
}

describe('Content Credentials: a signed upload shows who made it, verified', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newVisitor(browser, baseUrl);
    page = await context.newPage();
    await register(page, creator);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('hints at the credentials before sending, then shows "Verified" with the generator and signer', async () => {
    const title = `Signed by Sora ${run}`;
    const id = await upload('sora-signed.mp4', title, 'Content Credentials found: OpenAI Sora');

    await page.goto('/');
    const card = page.getByRole('article', { name: title });
    await card.getByText('Verified').waitFor();

    await page.goto(`/video/${id}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // The manifest's tool wins over the uploader's "Google Veo 3".
    await page.getByText('OpenAI Sora', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Content Credentials: Verified' }).click();
    await page.getByText(/^Made with OpenAI Sora · signed by OpenAI · AI-generated$/).waitFor();
    const original = page.getByRole('link', { name: 'Download the original file (with its Content Credentials)' });
    expect(await original.getAttribute('href')).toMatch(/^\/objects\/uploads\//);
    await screenshots(page, 'credentials-verified');
    expect(await cspViolations(page)).toEqual([]);
  });

  it('shows "Invalid" for a file changed after it was signed', async () => {
    const title = `Tampered ${run}`;
    const id = await upload('sora-tampered.mp4', title, null);
    await page.goto(`/video/${id}`);
    await page.getByRole('button', { name: 'Content Credentials: Invalid' }).click();
    await page.getByText('The file was changed after it was signed: these credentials no longer describe it.').waitFor();
    await page.goto('/');
    await page.getByRole('article', { name: title }).getByText('Invalid').waitFor();
  });
});

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newVisitor } from './browser';
import { scrollToComments, untilReady } from './e2e-helpers';

const baseUrl = inject('baseUrl');
const fixtures = inject('fixturesDir');
const run = randomBytes(3).toString('hex');

/** Each payload, if it ever ran, would record itself in window.__xss; data-xss marks any element it managed to inject. */
const SCRIPT = `<script data-xss>window.__xss.push('script')</script>`;
const IMG = `"><img data-xss src=x onerror="window.__xss.push('img')">`;
const SVG = `<svg data-xss onload="window.__xss.push('svg')"></svg>`;
const LINK = `<a data-xss href="javascript:window.__xss.push('link')">go</a>`;

interface Session {
  cookie: string;
  id: string;
}

/** Calls the API as the web client does (same origin, JSON), keeping the session cookie. */
async function api(path: string, init: { method?: string; body?: unknown; cookie?: string; type?: string; raw?: Uint8Array<ArrayBuffer> } = {}) {
  const headers: Record<string, string> = { origin: baseUrl };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.type) headers['content-type'] = init.type;
  const res = await fetch(new URL(path, baseUrl), {
    method: init.method ?? 'GET',
    headers,
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function register(name: string): Promise<Session> {
  const res = await api('/api/register', { method: 'POST', body: { email: `${name}.${run}@example.com`, password: 'secret123' } });
  return { cookie: res.headers.get('set-cookie')!.split(';')[0], id: ((await res.json()) as { id: string }).id };
}

let browser: Browser;
let author: Session;
let videoId: string;
const username = `xss${run}`;

/** A page that records scripts that ran, dialogs and CSP violations from the first byte on. */
async function watchedPage(): Promise<{ page: Page; dialogs: string[] }> {
  const context = await newVisitor(browser, baseUrl);
  await context.addInitScript(() => {
    (window as unknown as { __xss: string[] }).__xss = [];
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(await page.locator('[data-xss]').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:" i], a[href^="data:" i], a[href^="vbscript:" i]').count()).toBe(0);
  // Our own scripts, styles and media all load under the Content-Security-Policy.
  expect(await cspViolations(page)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  author = await register('xss');
  await api(`/api/users/${author.id}`, {
    method: 'PUT',
    cookie: author.cookie,
    body: { username, displayName: `Mallory ${SCRIPT}`.slice(0, 100), bio: `${IMG} ${SVG}`, location: SVG, website: 'https://example.com/?q=%3Cscript%3E' },
  });
  const { uploadURL } = (await (await api('/api/objects/upload', { method: 'POST', cookie: author.cookie })).json()) as { uploadURL: string };
  await api(uploadURL, { method: 'PUT', type: 'video/mp4', raw: Uint8Array.from(readFileSync(join(fixtures, 'portrait.mp4'))) });
  const video = await api('/api/videos', {
    method: 'POST',
    cookie: author.cookie,
    body: {
      title: `Title ${IMG}`.slice(0, 80),
      caption: `Caption ${SCRIPT} ${LINK}`,
      prompt: `Prompt ${SVG}`,
      tags: 'tag<b data-xss>bold</b>, javascript:alert(1)',
      toolUsed: 'other',
      videoUrl: uploadURL,
    },
  });
  videoId = ((await video.json()) as { id: string }).id;
  await untilReady(videoId);
  await api(`/api/videos/${videoId}/comments`, { method: 'POST', cookie: author.cookie, body: { text: `Comment ${IMG} ${LINK}` } });
});

afterAll(async () => {
  await browser?.close();
});

describe('stored XSS payloads in the browser', () => {
  it('shows them as text on the video page: no script runs, no javascript: link exists', async () => {
    const { page, dialogs } = await watchedPage();
    await page.goto(`/video/${videoId}`);
    await page.getByText(`Caption ${SCRIPT}`, { exact: false }).first().waitFor({ timeout: 20_000 });
    await scrollToComments(page);
    await page.getByText(`Comment ${IMG}`, { exact: false }).first().waitFor({ timeout: 20_000 });
    await page.getByText(`Prompt ${SVG}`, { exact: false }).first().waitFor();
    await expectInert(page, dialogs);
    await page.context().close();
  });

  it('shows them as text on the profile page', async () => {
    const { page, dialogs } = await watchedPage();
    await page.goto(`/profile/${username}`);
    await page.getByText(IMG, { exact: false }).first().waitFor({ timeout: 20_000 });
    await expectInert(page, dialogs);
    await page.context().close();
  });

  it('shows them as text in the feed with the details panel open', async () => {
    const { page, dialogs } = await watchedPage();
    await page.goto('/');
    await page.getByText(`Title ${IMG}`.slice(0, 80), { exact: false }).first().waitFor({ timeout: 20_000 });
    const details = page.getByRole('button', { name: /details/i }).first();
    if (await details.count()) await details.click();
    await expectInert(page, dialogs);
    await page.context().close();
  });
});

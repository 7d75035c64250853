import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { mailOutboxDir } from '@genalpha/shared';
import { cspViolations, seriousA11yViolations } from './browser';

/** What the browser files share: accounts made through the API, and direct reads and writes of the run's database. */

export interface Person {
  email: string;
  password: string;
  username: string;
  displayName: string;
}

/** People of one test file, told apart from other runs' by `run`. */
export const peopleOf =
  (run: string) =>
  (name: string, email = `${name}.${run}@example.com`): Person => ({
    email,
    password: 'secret-pass-1',
    username: `${name}${run}`,
    displayName: `${name[0].toUpperCase()}${name.slice(1)} ${run}`,
  });

export async function database<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Calls the API from the page, as the web client does (same origin, the context's session cookie). */
export async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  // Any document of the origin but an API answer (whose policy lets it fetch nothing) will do; the icon is the lightest.
  const url = page.url();
  if (!url.startsWith(inject('baseUrl')) || new URL(url).pathname.startsWith('/api/')) await page.goto('/favicon.svg');
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      return { status: res.status, json: await res.json().catch(() => ({})) };
    },
    { method, path, body },
  );
}

/** An account with its profile created; the page stays signed in as it. */
export async function register(page: Page, user: Person): Promise<string> {
  const created = await api(page, 'POST', '/api/register', { email: user.email, password: user.password });
  expect(created.status).toBe(201);
  const id = created.json.id as string;
  expect((await api(page, 'PUT', `/api/users/${id}`, { username: user.username, displayName: user.displayName })).status).toBe(200);
  return id;
}

/** Each main screen: no serious accessibility issue, and nothing refused by the Content-Security-Policy. */
export async function expectNoSeriousA11yIssues(page: Page, screen: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${screen}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  expect(await cspViolations(page), `${screen}: CSP violations`).toEqual([]);
}

/** Waits for the worker to finish a new upload: until then only its owner and staff can see it. */
export async function untilReady(videoId: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await database(async (client) => (await client.query(`SELECT status FROM videos WHERE id = $1`, [videoId])).rows[0]?.status);
    if (status === 'ready') return;
    if (Date.now() > deadline) throw new Error(`video ${videoId} still ${status} after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** Reloads until the locator shows (lists are cached until a reload; the leaderboard is recomputed a few seconds after activity). */
export async function eventually(page: Page, locator: Locator, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await locator.first().waitFor({ timeout: 4000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await page.reload();
    }
  }
}

/** Scrolls a video page to its comments, as a viewer does: the list is rendered as it comes near the viewport. */
export async function scrollToComments(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: /^Comments \(\d+\)$/ });
  await heading.waitFor();
  await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

/**
 * Clicks an entry of the open menu, pointing at it first as a person does: the browser may scroll
 * the page to reach the entry, and the menu then moves to where there is room; clicked right after
 * the scroll, the press and the release could land on either side of that move (on a loaded machine).
 */
export async function pickMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await item.hover();
  await item.click();
}

/** The link of the mail of `kind` to `to` in the stack's outbox (no SMTP_URL: the worker writes .eml files there). */
export async function mailedLink(to: string, kind: 'verify-email' | 'reset-password' | 'change-email'): Promise<string> {
  const outbox = mailOutboxDir(inject('dataDir'));
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const name of (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith(`-${kind}.eml`))) {
      const mail = await simpleParser(await readFile(join(outbox, name)));
      const addressed = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      const link = /(https?:\/\/\S+\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
      if (addressed?.value[0]?.address === to && link && mail.html) return link;
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to} in ${outbox}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

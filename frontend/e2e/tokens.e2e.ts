import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, SCREENSHOTS_DIR, cspViolations, launchBrowser, newVisitor, screenshots, seriousA11yViolations } from './browser';
import { peopleOf, register } from './e2e-helpers';

/**
 * Issue 17, personal access tokens in settings: a token made in the page works for a script
 * (a plain `fetch` with `Authorization: Bearer`, no cookie), and stops working the moment it is revoked.
 */
const baseUrl = inject('baseUrl');
const run = randomBytes(3).toString('hex');
const owner = peopleOf(run)('scripter');
const tokenName = `Render pipeline ${run}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A script's request: the token and nothing else, no cookie, no Origin. */
const asScript = (secret: string, path: string) => fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${secret}` } });

describe('API tokens: create in settings, use from a script, revoke', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newVisitor(browser, baseUrl);
    page = await context.newPage();
    await register(page, owner);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('creates a token, shows its secret once, and the secret authenticates a script until it is revoked', async () => {
    await page.goto('/profile');
    await page.getByRole('heading', { name: owner.displayName, level: 1 }).waitFor();
    await screenshots(page, 'api-tokens-profile-link');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${baseUrl}/settings`);
    await page.getByRole('link', { name: 'Manage API tokens' }).click();
    await page.waitForURL(`${baseUrl}/settings/tokens`);
    await page.getByText(/^No tokens yet/).waitFor();

    await page.getByLabel('Name').fill(tokenName);
    await page.getByRole('form', { name: 'Create token' }).getByText('Write', { exact: true }).click();
    await page.getByLabel('Expires after').selectOption({ label: '90 days' });
    await page.getByRole('button', { name: 'Create token' }).click();

    const secretField = page.getByLabel('Your new token');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^ga_pat_/);
    await page.getByText('Copy it now: it will not be shown again.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const row = page.getByRole('list', { name: 'Your tokens' }).getByRole('listitem').filter({ hasText: tokenName });
    await row.getByText('Never used').waitFor();
    await row.getByText(/^Expires /).waitFor();
    expect(await row.getByText(/^(read|write|upload)$/).allTextContents()).toEqual(['read', 'write']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshots(page, 'api-tokens-created');
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways overflow at 375 px').toBeLessThanOrEqual(PHONE.width);
    await row.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.screenshot({ path: join(SCREENSHOTS_DIR, 'api-tokens-list-375.png') });

    const me = await asScript(secret, '/api/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe(owner.username);

    // Shown once: after a reload the page has only the list, with the use it just saw.
    await page.reload();
    await row.getByText(/^Last used /).waitFor();
    expect(await page.getByLabel('Your new token').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: `Revoke “${tokenName}”` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke “${tokenName}”?` });
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('Token revoked', { exact: true }).waitFor();
    await page.getByText(/^No tokens yet/).waitFor();

    const refused = await asScript(secret, '/api/user');
    expect(refused.status).toBe(401);
    expect(await cspViolations(page)).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS_DIR, cspViolations, launchBrowser, newVisitor, screenshots, seriousA11yViolations } from './browser';
import { api, peopleOf, register } from './e2e-helpers';

/**
 * Issue 33, settings: the account's sessions are listed with the device each signed in on, and one
 * signed out from here (another browser context, as another device) is refused at its next request.
 */
const baseUrl = inject('baseUrl');
const run = randomBytes(3).toString('hex');
const owner = peopleOf(run)('settler');
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let browser: Browser;
let laptop: BrowserContext;
let phone: BrowserContext;
let page: Page;
let phonePage: Page;

describe("settings: where you're signed in", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    laptop = await newVisitor(browser, baseUrl);
    phone = await newVisitor(browser, baseUrl, PHONE, { userAgent: IPHONE_SAFARI });
    page = await laptop.newPage();
    phonePage = await phone.newPage();
    await register(page, owner);
    expect((await api(phonePage, 'POST', '/api/login', { email: owner.email, password: owner.password })).status).toBe(200);
  });
  afterAll(async () => {
    await phone?.close();
    await laptop?.close();
    await browser?.close();
  });

  it('reaches settings from the profile, lists both devices, and signs the other one out at once', async () => {
    await page.goto('/profile');
    await page.getByRole('heading', { name: owner.displayName, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${baseUrl}/settings`);
    await page.getByText(owner.email).waitFor();

    const sessions = page.getByRole('list', { name: "Where you're signed in" });
    const thisDevice = sessions.getByRole('listitem').filter({ hasText: 'This device' });
    await thisDevice.getByText('Active now').waitFor();
    await sessions.getByText('Safari 17 on iOS').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await screenshots(page, 'settings');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways overflow at ${viewport.width} px`).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: join(SCREENSHOTS_DIR, `settings-full-${viewport.width}.png`), fullPage: true });
    }
    await page.setViewportSize(DESKTOP);

    expect((await api(phonePage, 'GET', '/api/user')).status).toBe(200);
    await page.getByRole('button', { name: 'Sign out Safari 17 on iOS' }).click();
    await sessions.getByText('Safari 17 on iOS').waitFor({ state: 'detached' });
    expect((await api(phonePage, 'GET', '/api/user')).status).toBe(401);
    expect((await api(page, 'GET', '/api/user')).status).toBe(200);
  });
});

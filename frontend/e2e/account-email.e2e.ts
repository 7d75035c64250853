import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newVisitor, seriousA11yViolations } from './browser';
import { api, mailedLink, peopleOf, register } from './e2e-helpers';

const baseUrl = inject('baseUrl');
const run = randomBytes(3).toString('hex');
const person = peopleOf(run)('forgetful');

let browser: Browser;
let context: BrowserContext;
let page: Page;

describe('account email: forgot password, the mailed link, a new password, signed in', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newVisitor(browser, baseUrl);
    page = await context.newPage();
    await register(page, person);
    await context.clearCookies();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('resets the password from the mail and lands on the feed signed in', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('tabpanel', { name: 'Login' }).getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account uses this email address, a link to reset its password is on its way.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const link = await mailedLink(person.email, 'reset-password');
    expect(link.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password').waitFor();
    expect(page.url()).toBe(`${baseUrl}/reset-password`);
    await page.getByLabel('New password').fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Password changed').waitFor();
    expect((await api(page, 'GET', '/api/user')).json).toMatchObject({ username: person.username, emailVerified: false });

    await page.goto(link);
    await page.getByLabel('New password').fill('yet-another-pass');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This password reset link is invalid, already used or expired. Ask for a new one.').waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });

  it('verifies the address from the sign-up mail; the banner goes', async () => {
    await page.goto('/');
    await page.getByText('Confirm your email address: we sent a link to your inbox.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(await mailedLink(person.email, 'verify-email'));
    await page.getByText('Thanks! Your email address is confirmed.').waitFor();
    expect(page.url()).toBe(`${baseUrl}/verify-email`);
    await page.getByRole('link', { name: 'Go to the feed' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.getByText('Confirm your email address: we sent a link to your inbox.').count()).toBe(0);
  });
});

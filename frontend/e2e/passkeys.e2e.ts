import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppStack, TEST_REDIS_URL, createEmptyDatabase, databaseUrl, dropDatabase, startAppStack } from '@genalpha/testkit';
import pg from 'pg';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, launchBrowser, newVisitor, screenshots, seriousA11yViolations } from './browser';
import { api, peopleOf, register } from './e2e-helpers';

/**
 * Issue 33, passkeys: add one in Settings with Chromium's virtual authenticator (CDP WebAuthn), sign
 * out, sign back in with it from /auth, no password typed. Browsers accept no IP address as a
 * passkey's site, and the shared stack's PUBLIC_URL is http://127.0.0.1:PORT, so this file runs its
 * own stack as `npm start` does by default (PUBLIC_URL unset) and opens it at http://localhost:PORT.
 */
const run = randomBytes(3).toString('hex');
const owner = peopleOf(run)('passkeyer');
const workDir = join(tmpdir(), `genalpha-passkeys-${run}`);

let database: string;
let stack: AppStack;
let localhost: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let authenticator: { cdp: CDPSession; authenticatorId: string };

/** A platform authenticator that holds discoverable credentials and verifies its user at once (as Touch ID would). */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** What the authenticator's passkeys name their account with (WebAuthn's user.name and user.displayName). */
async function namesOnPasskeys(): Promise<Array<{ userName?: string; userDisplayName?: string }>> {
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId });
  return credentials.map(({ userName, userDisplayName }) => ({ userName, userDisplayName }));
}

async function signOut(): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Sign in/Sign up' }).waitFor();
  expect((await api(page, 'GET', '/api/user')).status).toBe(401);
}

/** Signed in as the owner, without a password ever typed on /auth. */
async function expectSignedIn(): Promise<void> {
  const me = await api(page, 'GET', '/api/user');
  expect(me.status).toBe(200);
  expect(me.json.username).toBe(owner.username);
  await page.goto('/');
}

describe('passkeys: add one in settings, sign out, sign in with it and no password', () => {
  beforeAll(async () => {
    database = await createEmptyDatabase();
    stack = await startAppStack({
      databaseUrl: databaseUrl(database),
      redisUrl: TEST_REDIS_URL,
      dataDir: join(workDir, 'data'),
      logsDir: join(workDir, 'logs'),
      env: { PUBLIC_URL: undefined, RATE_LIMIT_SCALE: '100' },
    });
    localhost = stack.baseUrl.replace('127.0.0.1', 'localhost');
    browser = await launchBrowser();
    context = await newVisitor(browser, localhost);
    page = await context.newPage();
    authenticator = await addVirtualAuthenticator(page);
    await register(page, owner);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
    if (database) await dropDatabase(database);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('adds a named passkey in settings, then signs in with it from /auth without a password', async () => {
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Passkeys', level: 2 }).waitFor();
    await page.getByText('No passkeys yet.').waitFor();
    await page.getByLabel('Passkey name').fill('Virtual key');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const row = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').filter({ hasText: 'Virtual key' });
    await row.getByText('Never used').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshots(page, 'passkeys-settings');

    // The browser's suggestion in the email field: Chromium's virtual authenticator picks the passkey as soon as it is offered.
    await signOut();
    await page.goto('/auth');
    await page.waitForURL(`${localhost}/`);
    await expectSignedIn();

    // The button, in a browser that offers no suggestions (no conditional mediation): nothing typed, one press.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await signOut();
    await page.goto('/auth');
    const login = page.getByRole('tabpanel', { name: 'Login' });
    expect(await login.getByLabel('Email').getAttribute('autocomplete')).toBe('username webauthn');
    await screenshots(page, 'passkeys-sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${localhost}/`);
    await expectSignedIn();

    await page.goto('/settings');
    await row.getByText(/^Last used /).waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });

  it('tells the passkey provider a new display name and a new email, so the passkey stops naming the old ones', async () => {
    expect(await namesOnPasskeys()).toEqual([{ userName: owner.email, userDisplayName: owner.displayName }]);
    const me = await api(page, 'GET', '/api/user');
    expect((await api(page, 'PUT', `/api/users/${String(me.json.id)}`, { displayName: `Renamed ${run}` })).status).toBe(200);
    // A new email confirmed on another device (its link opened there): this browser learns it on its next visit.
    const movedTo = `moved.${run}@example.com`;
    const db = new pg.Client({ connectionString: databaseUrl(database) });
    await db.connect();
    await db.query('UPDATE users SET email = $1 WHERE id = $2', [movedTo, me.json.id]).finally(() => db.end());
    await page.goto('/');
    await expect.poll(namesOnPasskeys, { timeout: 10_000 }).toEqual([{ userName: movedTo, userDisplayName: `Renamed ${run}` }]);

    await signOut();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${localhost}/`);
    await expectSignedIn();
  });

  it('says where passkeys work when the app is opened at http://127.0.0.1:PORT', async () => {
    const elsewhere = await newVisitor(browser, stack.baseUrl);
    try {
      const other = await elsewhere.newPage();
      await register(other, peopleOf(run)('loopback'));
      await other.goto('/settings');
      await other.getByLabel('Passkey name').fill('Laptop');
      await other.getByRole('button', { name: 'Add a passkey' }).click();
      await other
        .getByRole('alert')
        .filter({ hasText: `Passkeys work at ${localhost}` })
        .waitFor();
    } finally {
      await elsewhere.close();
    }
  });
});

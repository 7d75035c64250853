import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import type { AccountSession } from '../api/get-account-sessions';
import { activityLabel, deviceLabel } from './session-labels';
import { SettingsPage } from './settings-page';

const MINUTE = 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function aSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 's1',
    browser: 'Firefox 133',
    os: 'macOS',
    deviceType: 'desktop',
    network: '203.0.113.0/24',
    signedInAt: '2026-03-05T10:00:00.000Z',
    lastActiveAt: iso(0),
    current: true,
    ...overrides,
  };
}

const phone = aSession({
  id: 's2',
  browser: 'Safari 17',
  os: 'iOS',
  deviceType: 'mobile',
  network: '2001:db8:85a3::/48',
  lastActiveAt: iso(-5 * MINUTE),
  current: false,
});

function renderSettings(routes: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/user': { body: viewer },
    'GET /api/user/sessions': { body: { sessions: [aSession(), phone] } },
    ...routes,
  });
  renderScreen(<SettingsPage />, { path: '/settings' });
  return calls;
}

describe('settings page', () => {
  it('has the account, security and API tokens sections, in that order', async () => {
    renderSettings();
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Account', 'Security', 'API tokens']);
  });

  it('shows the email and links to the profile and to the API tokens page', async () => {
    renderSettings();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: '@ada' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Manage API tokens' })).toHaveAttribute('href', '/settings/tokens');
  });
});

describe('settings: changing the password', () => {
  const form = () => screen.findByRole('form', { name: 'Change password' });

  it('says what is missing under each field, and sends nothing', async () => {
    const calls = renderSettings();
    fireEvent.click(within(await form()).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a wrong current password under its field', async () => {
    const message = 'Your current password is incorrect';
    renderSettings({
      'PUT /api/user/password': { status: 400, body: { statusCode: 400, message, error: 'Bad Request', errors: [{ field: 'currentPassword', message }] } },
    });
    const user = userEvent.setup();
    await user.type(within(await form()).getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(await form()).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends both passwords, then empties the form and refreshes the sessions (the others have ended)', async () => {
    let sessions = [aSession(), phone];
    const calls = renderSettings({
      'PUT /api/user/password': { status: 204 },
      'GET /api/user/sessions': () => Promise.resolve(Response.json({ sessions }) as never),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Safari 17 on iOS')).toBeInTheDocument();
    await user.type(within(await form()).getByLabelText('Current password'), 'secret123');
    await user.type(screen.getByLabelText('New password'), 'brand-new-1');
    sessions = [aSession()];
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/user/password',
      body: { currentPassword: 'secret123', newPassword: 'brand-new-1' },
    });
    expect(within(await form()).getByLabelText('Current password')).toHaveValue('');
  });
});

describe('settings: changing the email', () => {
  const form = () => screen.findByRole('form', { name: 'Change email' });

  it('says what is wrong under each field, and sends nothing', async () => {
    const calls = renderSettings();
    const user = userEvent.setup();
    await user.type(within(await form()).getByLabelText('New email'), 'not-an-address');
    await user.click(within(await form()).getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(await form()).getByText('Password is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a wrong password under its field', async () => {
    const message = 'Your current password is incorrect';
    renderSettings({
      'PUT /api/user/email': { status: 400, body: { statusCode: 400, message, error: 'Bad Request', errors: [{ field: 'password', message }] } },
    });
    const user = userEvent.setup();
    await user.type(within(await form()).getByLabelText('New email'), 'new@example.com');
    await user.type(within(await form()).getByLabelText('Current password'), 'not-it');
    await user.click(within(await form()).getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(await form()).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the new address with the password, then says where the link went; the shown email stays until confirmed', async () => {
    const calls = renderSettings({ 'PUT /api/user/email': { status: 202, body: { message: 'Check your inbox' } } });
    const user = userEvent.setup();
    await user.type(within(await form()).getByLabelText('New email'), ' new@example.com ');
    await user.type(within(await form()).getByLabelText('Current password'), 'secret123');
    await user.click(within(await form()).getByRole('button', { name: 'Change email' }));
    expect(await within(await form()).findByText('Check your inbox at new@example.com for a link to confirm it.')).toHaveAttribute('role', 'status');
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/user/email',
      body: { email: 'new@example.com', password: 'secret123' },
    });
    expect(within(await form()).getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });
});

describe("settings: where you're signed in", () => {
  it('lists each device with its network, sign-in day and activity; this device is marked and has no sign-out of its own', async () => {
    renderSettings();
    const list = await screen.findByRole('list', { name: "Where you're signed in" });
    const [laptop, other] = within(list).getAllByRole('listitem');
    expect(within(laptop).getByText('Firefox 133 on macOS')).toBeInTheDocument();
    expect(within(laptop).getByText('This device')).toBeInTheDocument();
    expect(within(laptop).getByText('Network 203.0.113.0/24')).toBeInTheDocument();
    expect(within(laptop).getByText('Signed in Mar 5, 2026')).toBeInTheDocument();
    expect(within(laptop).getByText('Active now')).toBeInTheDocument();
    expect(within(laptop).queryByRole('button')).not.toBeInTheDocument();
    expect(within(other).getByText('Active 5 minutes ago')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Sign out Safari 17 on iOS' })).toBeInTheDocument();
  });

  it('signs another device out and takes it off the list', async () => {
    const calls = renderSettings({ 'DELETE /api/user/sessions/s2': { status: 204 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/user/sessions/s2')).toBe(true);
    expect(screen.getByText('Firefox 133 on macOS')).toBeInTheDocument();
  });

  it('signs out everywhere, then goes to sign-in', async () => {
    const calls = renderSettings({ 'POST /api/logout-all': { status: 204 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/logout-all')).toBe(true);
  });
});

describe('session labels', () => {
  it('names a device by as much as its User-Agent told', () => {
    expect(deviceLabel({ browser: 'Chrome 131', os: 'Windows' })).toBe('Chrome 131 on Windows');
    expect(deviceLabel({ browser: 'curl 8', os: null })).toBe('curl 8');
    expect(deviceLabel({ browser: null, os: 'Android' })).toBe('Android');
    expect(deviceLabel({ browser: null, os: null })).toBe('Unknown device');
  });

  it('says this device is active now, another as of its last request, and nothing when unknown', () => {
    expect(activityLabel({ current: true, lastActiveAt: null })).toBe('Active now');
    expect(activityLabel({ current: false, lastActiveAt: iso(-2 * 60 * MINUTE) })).toBe('Active about 2 hours ago');
    expect(activityLabel({ current: false, lastActiveAt: null })).toBeUndefined();
  });
});

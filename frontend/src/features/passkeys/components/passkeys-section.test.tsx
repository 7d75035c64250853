import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import type { Passkey } from '../api/get-passkeys';
import { PasskeysSection } from './passkeys-section';

// jsdom has no WebAuthn: the browser's prompt answers with a made-up credential.
const browser = vi.hoisted(() => ({ startRegistration: vi.fn(async () => ({ id: 'cred', rawId: 'cred', type: 'public-key', response: {} })) }));
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof import('@simplewebauthn/browser')>()),
  browserSupportsWebAuthn: () => true,
  startRegistration: browser.startRegistration,
}));

const aPasskey = (overrides: Partial<Passkey> = {}): Passkey => ({
  id: 'p1',
  name: 'MacBook Touch ID',
  createdAt: '2026-03-05T10:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});

describe('Settings › Passkeys', () => {
  it('adds a named passkey through the browser prompt, with the server’s options', async () => {
    let passkeys: Passkey[] = [];
    const options = { challenge: 'abc', rp: { id: 'localhost', name: 'GenAlpha' } };
    const calls = fakeApi({
      'GET /api/passkeys': () => Promise.resolve(Response.json({ passkeys }) as never),
      'POST /api/passkeys/registration/options': { body: { options } },
      'POST /api/passkeys': () => ((passkeys = [aPasskey({ name: 'Phone' })]), Promise.resolve(Response.json(passkeys[0], { status: 201 }) as never)),
    });
    renderScreen(<PasskeysSection />);
    await screen.findByText('No passkeys yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(screen.getByText('Passkey name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Passkey name'), ' Phone ');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Phone')).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/passkeys')?.body).toEqual({
      name: 'Phone',
      response: { id: 'cred', rawId: 'cred', type: 'public-key', response: {} },
    });
  });

  it('shows the server’s refusal, e.g. on 127.0.0.1', async () => {
    fakeApi({
      'GET /api/passkeys': { body: { passkeys: [] } },
      'POST /api/passkeys/registration/options': {
        status: 400,
        body: { statusCode: 400, message: 'Passkeys work at http://localhost:3000', error: 'Bad Request' },
      },
    });
    renderScreen(<PasskeysSection />);
    await userEvent.type(await screen.findByLabelText('Passkey name'), 'Phone');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passkeys work at http://localhost:3000');
  });

  it('lists passkeys with their dates, renames and removes one', async () => {
    let passkeys = [aPasskey(), aPasskey({ id: 'p2', name: 'YubiKey', lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString() })];
    const calls = fakeApi({
      'GET /api/passkeys': () => Promise.resolve(Response.json({ passkeys }) as never),
      'PATCH /api/passkeys/p1': () => ((passkeys = [aPasskey({ name: 'Work laptop' }), passkeys[1]]), Promise.resolve(Response.json(passkeys[0]) as never)),
      'DELETE /api/passkeys/p2': () => ((passkeys = [passkeys[0]]), Promise.resolve(new Response(null, { status: 204 }) as never)),
    });
    renderScreen(<PasskeysSection />);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const [laptop, key] = within(list).getAllByRole('listitem');
    expect(within(laptop).getByText('Added Mar 5, 2026')).toBeInTheDocument();
    expect(within(laptop).getByText('Never used')).toBeInTheDocument();
    expect(within(key).getByText('Last used 5 minutes ago')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rename “MacBook Touch ID”' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename “MacBook Touch ID”' });
    const field = within(rename).getByLabelText('Passkey name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Work laptop');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Work laptop')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Work laptop' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove “YubiKey”' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove “YubiKey”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(within(list).queryByText('YubiKey')).not.toBeInTheDocument());
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, pending } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import type { AccessToken } from '../api/get-access-tokens';
import { AccessTokensPage } from './access-tokens-page';

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function aToken(overrides: Partial<AccessToken> = {}): AccessToken {
  return { id: 't1', name: 'Render pipeline', scopes: ['read', 'upload'], createdAt: iso(-2 * DAY), lastUsedAt: null, expiresAt: null, ...overrides };
}

const secret = 'ga_pat_0123456789abcdefghijklmnopqrstuvwxyzABCD';

describe('API tokens: the list', () => {
  it('shows loading, then the empty state', async () => {
    fakeApi({ 'GET /api/tokens': pending });
    const { unmount } = renderScreen(<AccessTokensPage />);
    expect(await screen.findByText('Loading your tokens…')).toBeInTheDocument();
    unmount();
    fakeApi({ 'GET /api/tokens': { body: { tokens: [] } } });
    renderScreen(<AccessTokensPage />);
    expect(await screen.findByText(/^No tokens yet/)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /api/tokens': () =>
        Promise.resolve(
          (fail ? Response.json({ statusCode: 500, message: 'Internal', error: 'Internal' }, { status: 500 }) : Response.json({ tokens: [aToken()] })) as never,
        ),
    });
    renderScreen(<AccessTokensPage />);
    expect(await screen.findByText('Your tokens could not be loaded', {}, { timeout: 15_000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Render pipeline')).toBeInTheDocument();
  });

  it('shows each token’s name, scopes, creation, last use and expiry, and leaves expired ones out', async () => {
    fakeApi({
      'GET /api/tokens': {
        body: {
          tokens: [
            aToken({
              id: 't2',
              name: 'Feed reader',
              scopes: ['read'],
              createdAt: '2026-03-05T10:00:00.000Z',
              lastUsedAt: iso(-5 * 60_000),
              expiresAt: '2099-01-15T10:00:00.000Z',
            }),
            aToken(),
            aToken({ id: 't3', name: 'Old script', expiresAt: iso(-DAY) }),
          ],
        },
      },
    });
    renderScreen(<AccessTokensPage />);
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    const [reader, pipeline] = within(list).getAllByRole('listitem');
    expect(within(reader).getByText('Feed reader')).toBeInTheDocument();
    expect(within(reader).getByText('read')).toBeInTheDocument();
    expect(within(reader).getByText('Created Mar 5, 2026')).toBeInTheDocument();
    expect(within(reader).getByText('Last used 5 minutes ago')).toBeInTheDocument();
    expect(within(reader).getByText('Expires Jan 15, 2099')).toBeInTheDocument();
    expect(within(pipeline).getByText('upload')).toBeInTheDocument();
    expect(within(pipeline).getByText('Never used')).toBeInTheDocument();
    expect(within(pipeline).getByText('Never expires')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Old script')).not.toBeInTheDocument();
  });
});

describe('API tokens: creating one', () => {
  it('says what is missing under the field, and sends nothing', async () => {
    const calls = fakeApi({ 'GET /api/tokens': { body: { tokens: [] } } });
    renderScreen(<AccessTokensPage />);
    await screen.findByText(/^No tokens yet/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Read' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Token name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription('Choose at least one scope');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x'.repeat(51) } });
    expect(screen.getByText('Token name must be 50 characters or less')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Upload' }));
    expect(screen.queryByText('Choose at least one scope')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a token and shows its secret once, read-only, with Copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let tokens: AccessToken[] = [];
    const created = aToken({ id: 't9', name: 'CI uploads', scopes: ['read', 'upload'], expiresAt: '2099-12-24T10:00:00.000Z' });
    const calls = fakeApi({
      'GET /api/tokens': () => Promise.resolve(Response.json({ tokens }) as never),
      'POST /api/tokens': () => ((tokens = [created]), Promise.resolve(Response.json({ token: created, secret }, { status: 201 }) as never)),
    });
    renderScreen(<AccessTokensPage />);
    await screen.findByText(/^No tokens yet/);
    await userEvent.type(screen.getByLabelText('Name'), '  CI uploads ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Upload' }));
    expect(screen.getByRole('checkbox', { name: 'Upload' })).toHaveAccessibleDescription('Upload videos');
    await userEvent.selectOptions(screen.getByLabelText('Expires after'), '90 days');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const field = await screen.findByLabelText('Your new token');
    expect(field).toHaveValue(secret);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'CI uploads', scopes: ['read', 'upload'], expiresInDays: 90 });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Your tokens' })).findByText('CI uploads')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Your new token')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('shows the server’s refusal above the button', async () => {
    fakeApi({
      'GET /api/tokens': { body: { tokens: [] } },
      'POST /api/tokens': { status: 400, body: { statusCode: 400, message: 'You can have at most 20 live tokens', error: 'Bad Request' } },
    });
    renderScreen(<AccessTokensPage />);
    await screen.findByText(/^No tokens yet/);
    await userEvent.type(screen.getByLabelText('Name'), 'One too many');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can have at most 20 live tokens');
    expect(screen.queryByLabelText('Your new token')).not.toBeInTheDocument();
  });

  it('asks for a revoke first when the viewer has as many tokens as allowed', async () => {
    fakeApi({ 'GET /api/tokens': { body: { tokens: Array.from({ length: 20 }, (_, i) => aToken({ id: `t${i}`, name: `Token ${i}` })) } } });
    renderScreen(<AccessTokensPage />);
    expect(await screen.findByText('You have 20 tokens, the most allowed: revoke one to create another.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
  });
});

describe('API tokens: revoking one', () => {
  it('asks first, then revokes and drops the token from the list', async () => {
    const calls = fakeApi({ 'GET /api/tokens': { body: { tokens: [aToken()] } }, 'DELETE /api/tokens/t1': { status: 204 } });
    renderScreen(<AccessTokensPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke “Render pipeline”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Render pipeline”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke “Render pipeline”' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Render pipeline')).not.toBeInTheDocument());
    expect(screen.getByText(/^No tokens yet/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/tokens/t1')).toBe(true);
  });
});

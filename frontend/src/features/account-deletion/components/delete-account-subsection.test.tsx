import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/api/query-keys';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { DeleteAccountSubsection } from './delete-account-subsection';

const user = { id: 'u1', email: 'ada@example.com', username: 'ada', displayName: 'Ada', role: 'user' };

describe('DeleteAccountSubsection', () => {
  async function openDialog() {
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    return screen.findByRole('dialog', { name: 'Delete your account?' });
  }

  it('asks for the password before deleting, and says what deletion does', async () => {
    const calls = fakeApi({ 'GET /api/user': { body: user } });
    renderScreen(<DeleteAccountSubsection />, { path: '/settings' });
    expect(screen.getByRole('heading', { name: 'Delete account' })).toBeInTheDocument();
    const dialog = await openDialog();
    expect(within(dialog).getByText(/Until the grace period ends, signing in lets you cancel/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('deletes with the password, signs out and goes to the feed with a confirmation', async () => {
    const calls = fakeApi({ 'GET /api/user': { body: user }, 'DELETE /api/user': { body: { deletionDueAt: '2026-12-06T10:00:00.000Z' } } });
    const { queryClient } = renderScreen(<DeleteAccountSubsection />, { path: '/settings', route: '/settings' });
    queryClient.setQueryData(queryKeys.currentUser, user);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ password: 'secret123' });
    expect(queryClient.getQueryData(queryKeys.currentUser)).toBeNull();
  });

  it("keeps the account and shows the server's message when the password is wrong", async () => {
    fakeApi({
      'GET /api/user': { body: user },
      'DELETE /api/user': { status: 403, body: { statusCode: 403, message: 'The password is incorrect', error: 'Forbidden' } },
    });
    const { queryClient } = renderScreen(<DeleteAccountSubsection />, { path: '/settings', route: '/settings' });
    queryClient.setQueryData(queryKeys.currentUser, user);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('The password is incorrect')).toBeInTheDocument();
    expect(queryClient.getQueryData(queryKeys.currentUser)).toEqual(user);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('offers a passkey instead of the password only to an account that has one', async () => {
    fakeApi({ 'GET /api/user': { body: user } });
    const { unmount } = renderScreen(<DeleteAccountSubsection />, { path: '/settings' });
    expect(within(await openDialog()).queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
    unmount();
    renderScreen(<DeleteAccountSubsection passkeyConfirmation />, { path: '/settings' });
    expect(within(await openDialog()).getByRole('button', { name: 'Use a passkey instead' })).toBeEnabled();
  });
});

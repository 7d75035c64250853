import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { ApiTokensLink, ModerationConsoleLink, SignOutEverywhereButton } from './own-profile-actions';

describe('own profile actions', () => {
  it('signs out everywhere, then goes to sign-in', async () => {
    const calls = fakeApi({ 'GET /api/user': { body: viewer }, 'POST /api/logout-all': { status: 204 } });
    renderScreen(<SignOutEverywhereButton />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/logout-all')).toBe(true);
  });

  it('links staff, and only staff, to the moderation console', async () => {
    fakeApi({ 'GET /api/user': { body: { ...viewer, role: 'moderator' } } });
    const { unmount } = renderScreen(<ModerationConsoleLink />, { path: '/profile' });
    expect(await screen.findByRole('link', { name: 'Moderation console' })).toHaveAttribute('href', '/admin');
    unmount();
    fakeApi({ 'GET /api/user': { body: viewer } });
    renderScreen(<ModerationConsoleLink />, { path: '/profile' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Moderation console' })).not.toBeInTheDocument());
  });

  it('links to the API tokens settings', () => {
    renderScreen(<ApiTokensLink />, { path: '/profile' });
    expect(screen.getByRole('link', { name: 'API tokens' })).toHaveAttribute('href', '/settings/tokens');
  });
});

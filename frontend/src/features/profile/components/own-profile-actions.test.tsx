import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { ModerationConsoleLink, SettingsLink } from './own-profile-actions';

describe('own profile actions', () => {
  it('links staff, and only staff, to the moderation console', async () => {
    fakeApi({ 'GET /api/user': { body: { ...viewer, role: 'moderator' } } });
    const { unmount } = renderScreen(<ModerationConsoleLink />, { path: '/profile' });
    expect(await screen.findByRole('link', { name: 'Moderation console' })).toHaveAttribute('href', '/admin');
    unmount();
    fakeApi({ 'GET /api/user': { body: viewer } });
    renderScreen(<ModerationConsoleLink />, { path: '/profile' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Moderation console' })).not.toBeInTheDocument());
  });

  it('links to the settings', () => {
    renderScreen(<SettingsLink />, { path: '/profile' });
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });
});

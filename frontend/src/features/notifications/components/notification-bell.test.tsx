import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { NotificationBell, unreadBadge } from './notification-bell';

const notification = {
  id: '30000000-0000-4000-8000-000000000001',
  type: 'follow',
  isRead: false,
  createdAt: new Date().toISOString(),
  videoId: null,
  videoTitle: null,
  commentId: null,
  actorId: '00000000-0000-4000-8000-000000000002',
  actorUsername: 'bob',
  actorDisplayName: 'Bob',
  actorAvatarUrl: null,
  action: null,
  reason: null,
};

describe('NotificationBell', () => {
  it('caps the unread badge at 99+', () => {
    expect(unreadBadge(5)).toBe('5');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it("says 'No notifications yet' when there are none", async () => {
    fakeApi({
      'GET /api/user': { body: viewer },
      'GET /api/notifications': { body: { notifications: [], nextCursor: null } },
      'GET /api/notifications/unread-count': { body: { count: 0 } },
    });
    renderScreen(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('marks an item read and goes to the follower’s profile', async () => {
    const calls = fakeApi({
      'GET /api/user': { body: viewer },
      'GET /api/notifications': { body: { notifications: [notification], nextCursor: null } },
      'GET /api/notifications/unread-count': { body: { count: 120 } },
      [`PATCH /api/notifications/${notification.id}/read`]: { body: { ...notification, isRead: true } },
    });
    renderScreen(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: /Notifications\s*99\+\s*unread/ });
    fireEvent.click(bell);
    fireEvent.click(await screen.findByText('started following you'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile/bob');
    expect(calls.some((call) => call.method === 'PATCH' && call.path === `/api/notifications/${notification.id}/read`)).toBe(true);
  });

  it('says what moderation did to the video, with the reason, and goes to the page that appeals it', async () => {
    const removal = {
      ...notification,
      type: 'moderation',
      videoId: '10000000-0000-4000-8000-000000000001',
      videoTitle: 'Neon rain',
      actorId: null,
      actorUsername: null,
      actorDisplayName: 'GenAlpha',
      action: 'removed',
      reason: 'Spam',
    };
    fakeApi({
      'GET /api/user': { body: viewer },
      'GET /api/notifications': { body: { notifications: [removal], nextCursor: null } },
      'GET /api/notifications/unread-count': { body: { count: 1 } },
      [`PATCH /api/notifications/${removal.id}/read`]: { body: { ...removal, isRead: true } },
    });
    renderScreen(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    fireEvent.click(await screen.findByText('Your video “Neon rain” was removed by moderation: Spam. Tap to appeal.'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/appeal?video=10000000-0000-4000-8000-000000000001');
  });
});

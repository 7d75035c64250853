import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import type { AdminHealth } from '../api/types';
import { AdminPage } from './admin-page';

const admin = { ...viewer, role: 'admin' as const };
const moderator = { ...viewer, role: 'moderator' as const };

const health: AdminHealth = {
  windowSeconds: 300,
  requests: 1520,
  errors: 31,
  p99Seconds: 0.42,
  queues: [
    { queue: 'media', waiting: 7, active: 2, delayed: 1, failed: 3 },
    { queue: 'maintenance', waiting: 0, active: 1, delayed: 4, failed: 0 },
    { queue: 'mail', waiting: 0, active: 0, delayed: 0, failed: 0 },
  ],
  backlog: { processing: 2, posters: 0, previews: 5, copies: 1 },
  lastReadyVideo: { id: '3f1f7c9e-8a1b-4a4e-9a51-0b7b7f0c2d11', title: 'Neon city at dusk', createdAt: new Date(Date.now() - 3 * 60_000).toISOString() },
};

describe('the health view of the console', () => {
  it("shows an admin the API's figures: requests, errors, p99, queue depths, backlog and the newest ready video", async () => {
    const calls = fakeApi({ 'GET /api/user': { body: admin }, 'GET /api/admin/health': { body: health } });
    renderScreen(<AdminPage />, { path: '/admin', route: '/admin?tab=health' });

    const section = await screen.findByRole('region', { name: 'Service health' });
    expect(within(section).getByText('1,520')).toBeInTheDocument();
    expect(within(section).getByText('31')).toBeInTheDocument();
    // 31 of 1,520 is over the 1% the alert fires at.
    expect(within(section).getByText('2.0% of requests')).toBeInTheDocument();
    expect(within(section).getByText('420 ms')).toBeInTheDocument();
    expect(within(section).getByText('3 minutes ago')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Neon city at dusk' })).toHaveAttribute('href', `/video/${health.lastReadyVideo!.id}`);

    const media = within(section).getByRole('row', { name: /media/ });
    expect(
      within(media)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['media', '7', '2', '1', '3']);
    expect(within(section).getByText('Owed previews').nextSibling).toHaveTextContent('5');
    expect(calls.some((call) => call.path === '/api/admin/health')).toBe(true);
  });

  it('offers moderators no Health tab, and asks nothing of the health endpoint', async () => {
    const calls = fakeApi({ 'GET /api/user': { body: moderator }, 'GET /api/admin/reports': { body: { reportedVideos: [], nextCursor: null } } });
    renderScreen(<AdminPage />, { path: '/admin', route: '/admin?tab=health' });

    await screen.findByRole('tab', { name: 'Reports' });
    expect(screen.queryByRole('tab', { name: 'Health' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/admin/health')).toBe(false);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending, signedOut } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { CreatorsPage } from './creators-page';

const creator = (n: number, rank = n) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  username: `creator${n}`,
  displayName: `Creator ${n}`,
  avatarUrl: null,
  userNumber: n,
  totalViews: 5000 - n,
  totalLikes: 10,
  followersCount: 3,
  videosCount: 2,
  remixesCount: 0,
  isAlpha: true,
  rank,
});

describe('CreatorsPage', () => {
  it('shows skeletons while loading', () => {
    fakeApi({ ...signedOut, 'GET /api/creators': pending });
    renderScreen(<CreatorsPage />);
    expect(screen.getByRole('status', { name: 'Loading creators' })).toBeInTheDocument();
  });

  it('ranks creators, crowns the top three and counts them', async () => {
    fakeApi({ ...signedOut, 'GET /api/creators': { body: { creators: [1, 2, 3, 4].map((n) => creator(n)), total: 9 } } });
    renderScreen(<CreatorsPage />);
    expect(await screen.findByText('Creator 1')).toBeInTheDocument();
    expect(screen.getByText('#1')).toHaveTextContent('Rank #1');
    expect(screen.getByText('#4')).toHaveTextContent('Rank #4');
    expect(screen.getByRole('img', { name: 'Gold crown' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bronze crown' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /crown/ })).toHaveLength(3);
    expect(screen.getByText('Showing 4 of 9 creators')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Creator 2/ })).toHaveAttribute('href', '/profile/creator2');
  });

  it("shows each creator's global rank from the server while searching: no crown below the real top three", async () => {
    const calls = fakeApi({
      ...signedOut,
      'GET /api/creators': { body: { creators: [creator(7, 42), creator(2, 2)], total: 2 } },
    });
    renderScreen(<CreatorsPage />);
    await screen.findByText('Creator 7');
    await userEvent.type(screen.getByPlaceholderText('Search creators...'), 'creator');
    await expect.poll(() => calls.at(-1)?.path).toBe('/api/creators?sort=totalViews&q=creator&limit=100');
    expect(screen.getByText('#42')).toHaveTextContent('Rank #42');
    expect(screen.getByText('#2')).toHaveTextContent('Rank #2');
    expect(screen.getAllByRole('img', { name: /crown/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Silver crown' })).toBeInTheDocument();
    expect(screen.queryByText('#1')).not.toBeInTheDocument();
  });

  it('says when there are no creators yet, and when a search finds none', async () => {
    const calls = fakeApi({ ...signedOut, 'GET /api/creators': { body: { creators: [], total: 0 } } });
    renderScreen(<CreatorsPage />);
    expect(await screen.findByText('No creators found')).toBeInTheDocument();
    expect(screen.getByText('No creators available yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search creators...'), 'zed');
    expect(await screen.findByText('Try adjusting your search query.')).toBeInTheDocument();
    await expect.poll(() => calls.at(-1)?.path).toBe('/api/creators?sort=totalViews&q=zed&limit=100');
  });

  it('shows the error state', async () => {
    fakeApi({
      ...signedOut,
      'GET /api/creators': { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } },
    });
    renderScreen(<CreatorsPage />);
    expect(await screen.findByText('Unable to Load Creators')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });
});

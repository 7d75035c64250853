import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aVideo, viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { Feed } from './feed';
import { FEED_TAB_KEY } from '@genalpha/shared/domain';

function Location() {
  const location = useLocation();
  return <p data-testid="url">{location.pathname + location.search}</p>;
}

const renderFeed = (route = '/') =>
  renderScreen(
    <>
      <Feed />
      <Location />
    </>,
    { route },
  );

const feedCalls = (calls: { path: string }[]) =>
  calls.map((call) => call.path).filter((path) => path.startsWith('/api/videos') || path.startsWith('/api/feed'));

describe('Feed tabs and tool chips', () => {
  it('offers a visitor Latest (shown) and For You', async () => {
    fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: [aVideo()], nextCursor: null } } });
    renderFeed();
    const tabs = await screen.findByRole('navigation', { name: 'Feeds' });
    await screen.findByRole('article', { name: 'Neon rain' });
    expect(Array.from(tabs.querySelectorAll('a')).map((tab) => tab.textContent)).toEqual(['Latest', 'For You']);
    expect(screen.getByRole('link', { name: 'Latest' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'For You' })).toHaveAttribute('href', '/?feed=foryou');
  });

  it('shows Following to a signed-in viewer', async () => {
    fakeApi({ 'GET /api/user': { body: viewer }, 'GET /api/videos': { body: { videos: [aVideo()], nextCursor: null } } });
    renderFeed();
    expect(await screen.findByRole('link', { name: 'Following' })).toHaveAttribute('href', '/?feed=following');
  });

  it('remembers the tab chosen, and a bare / opens on it with the URL saying so', async () => {
    fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: [aVideo()], nextCursor: null } } });
    const first = renderFeed();
    fireEvent.click(await screen.findByRole('link', { name: 'For You' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/?feed=foryou');
    expect(localStorage.getItem(FEED_TAB_KEY)).toBe('foryou');
    expect(screen.getByRole('link', { name: 'For You' })).toHaveAttribute('aria-current', 'page');
    first.unmount();

    renderFeed('/');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/?feed=foryou'));
    expect(screen.getByRole('link', { name: 'For You' })).toHaveAttribute('aria-current', 'page');
  });

  it('a visitor remembered on Following is shown Latest', async () => {
    localStorage.setItem(FEED_TAB_KEY, 'following');
    const calls = fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: [aVideo()], nextCursor: null } } });
    renderFeed('/?feed=following');
    await screen.findByRole('article', { name: 'Neon rain' });
    expect(screen.getByRole('link', { name: 'Latest' })).toHaveAttribute('aria-current', 'page');
    expect(feedCalls(calls)).toEqual(['/api/videos?limit=12']);
  });

  it('narrows the tab to one tool with a chip (?tool=), keeps it across tabs, and All clears it', async () => {
    const calls = fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: [aVideo()], nextCursor: null } } });
    renderFeed();
    const chips = await screen.findByRole('group', { name: 'Filter by tool' });
    expect(chips.querySelectorAll('button')[0]).toHaveTextContent('All');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'OpenAI Sora' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/?tool=openai-sora');
    expect(screen.getByRole('button', { name: 'OpenAI Sora' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(feedCalls(calls)).toContain('/api/videos?limit=12&tool=openai-sora'));
    expect(screen.getByRole('link', { name: 'For You' })).toHaveAttribute('href', '/?feed=foryou&tool=openai-sora');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/$/);
  });

  it('says when no video of the tool is there, with a way back to every tool', async () => {
    fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: [], nextCursor: null } } });
    renderFeed('/?tool=pika-labs');
    expect(await screen.findByText('No Pika Labs videos yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all videos' })).toHaveAttribute('href', '/');
  });

  it("links each card's Watch to the player in the same feed", async () => {
    fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: [aVideo()], nextCursor: null } } });
    renderFeed('/?tool=openai-sora');
    expect(await screen.findByRole('link', { name: 'Watch' })).toHaveAttribute('href', `/watch/${aVideo().id}?tool=openai-sora`);
  });
});

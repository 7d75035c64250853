import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aVideo } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { useFeedWatchList } from './use-feed-watch-list';
import { WatchPage } from './watch-page';

const videos = Array.from({ length: 3 }, (_, i) =>
  aVideo({ id: `10000000-0000-4000-8000-00000000000${i}`, title: `Video ${i}`, aspectRatio: '9:16', width: 720, height: 1280 }),
);

function Location() {
  const location = useLocation();
  return <p data-testid="url">{location.pathname + location.search}</p>;
}

/** The player as the route composes it for a feed. */
function FeedPlayer({ videoId }: { videoId: string }) {
  return <WatchPage videoId={videoId} list={useFeedWatchList()} />;
}

function renderPlayer(route: string) {
  return renderScreen(
    <>
      <FeedPlayer videoId={route.split('/')[2].split('?')[0]} />
      <Location />
    </>,
    { path: '/watch/:id', route },
  );
}

/** jsdom has no media playback: play and pause only flip `paused`, as a browser would. */
function fakePlayback() {
  const setPaused = (element: HTMLMediaElement, paused: boolean) => Object.defineProperty(element, 'paused', { value: paused, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    setPaused(this, false);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    setPaused(this, true);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
}

// Not by role: an open sheet hides the player from assistive tech.
const shownVideo = () => document.querySelector<HTMLVideoElement>('main[aria-label="Video player"] [aria-hidden="false"] video')!;

describe('WatchPage', () => {
  beforeEach(() => {
    fakePlayback();
    // The sound choice lasts the session: each test starts without one.
    sessionStorage.clear();
  });

  it("opens at the video tapped, in its feed's order, with its creator, like, comments, share and details", async () => {
    const calls = fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos, nextCursor: null } } });
    renderPlayer(`/watch/${videos[1].id}?tool=openai-sora`);
    expect(await screen.findByRole('heading', { name: 'Video 1' })).toBeInTheDocument();
    // Only the shown screen is reachable: the others are inert.
    expect(screen.queryByRole('heading', { name: 'Video 0' })).not.toBeInTheDocument();
    for (const name of ['Like', 'Comments', 'Share', 'Details', 'Back']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bob/ })).toHaveAttribute('href', '/profile/bob');
    expect(calls.find((call) => call.path.startsWith('/api/videos'))?.path).toBe('/api/videos?limit=12&tool=openai-sora');
    // The shown video loads and plays; the next one only its metadata; the rest are posters.
    const [previous, shown, next] = Array.from(document.querySelectorAll('[data-watch-index]'));
    expect(previous.querySelector('video')).toBeNull();
    expect(shown.querySelector('video')).toHaveAttribute('preload', 'auto');
    expect(next.querySelector('video')).toHaveAttribute('preload', 'metadata');
    await waitFor(() => expect(shownVideo().paused).toBe(false));
    // Muted at first, with a visible way to unmute.
    expect(shownVideo().muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(shownVideo().muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  });

  it('walks the feed with ↓ and ↑, replacing the URL; Space pauses and plays; m unmutes and mutes', async () => {
    fakeApi({ ...signedOut, 'GET /api/feed/for-you': { body: { videos, nextCursor: null } } });
    renderPlayer(`/watch/${videos[0].id}?feed=foryou`);
    await screen.findByRole('heading', { name: 'Video 0' });

    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(await screen.findByRole('heading', { name: 'Video 1' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent(`/watch/${videos[1].id}?feed=foryou`);
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    fireEvent.keyDown(window, { key: 'ArrowDown' }); // the last video: stays
    expect(await screen.findByRole('heading', { name: 'Video 2' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(await screen.findByRole('heading', { name: 'Video 1' })).toBeInTheDocument();

    await waitFor(() => expect(shownVideo().paused).toBe(false));
    fireEvent.keyDown(window, { key: ' ' });
    expect(shownVideo().paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: ' ' });
    expect(shownVideo().paused).toBe(false);

    fireEvent.keyDown(window, { key: 'm' });
    expect(shownVideo().muted).toBe(false);
    fireEvent.keyDown(window, { key: 'm' });
    expect(shownVideo().muted).toBe(true);
  });

  it('leaves keys typed into the comment sheet alone, and Escape goes back to the grid', async () => {
    fakeApi({
      'GET /api/user': {
        body: {
          id: '00000000-0000-4000-8000-000000000001',
          username: 'ada',
          displayName: 'Ada',
          avatarUrl: null,
          avatarSources: [],
          profileImageUrl: null,
          role: 'user',
        },
      },
      'GET /api/videos': { body: { videos, nextCursor: null } },
      [`GET /api/videos/${videos[0].id}/comments`]: { body: { comments: [], nextCursor: null } },
    });
    renderPlayer(`/watch/${videos[0].id}`);
    await screen.findByRole('heading', { name: 'Video 0' });
    fireEvent.click(screen.getByRole('button', { name: 'Comments' }));
    const box = await screen.findByRole('textbox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'm' });
    expect(screen.getByTestId('url')).toHaveTextContent(`/watch/${videos[0].id}`);
    expect(shownVideo().muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    await act(async () => fireEvent.keyDown(window, { key: 'Escape' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows a shared video no longer in the feed first, then the feed', async () => {
    const shared = { ...aVideo({ id: '10000000-0000-4000-8000-000000000099', title: 'Shared one' }), durationSeconds: 6 };
    fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos, nextCursor: null } }, [`GET /api/videos/${shared.id}`]: { body: shared } });
    renderPlayer(`/watch/${shared.id}`);
    expect(await screen.findByRole('heading', { name: 'Shared one' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-watch-index]')).toHaveLength(4);
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(await screen.findByRole('heading', { name: 'Video 0' })).toBeInTheDocument();
  });

  it('walks Latest for a visitor given a Following link', async () => {
    const calls = fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos, nextCursor: null } } });
    renderPlayer(`/watch/${videos[2].id}?feed=following`);
    expect(await screen.findByRole('heading', { name: 'Video 2' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/feed/following'))).toBe(false);
  });

  it('fetches the next page of the feed as the end comes near', async () => {
    const later = aVideo({ id: '10000000-0000-4000-8000-000000000009', title: 'Later' });
    let pages = 0;
    const page = () => Response.json(pages++ === 0 ? { videos, nextCursor: 'next' } : { videos: [later], nextCursor: null }) as unknown as Promise<never>;
    const calls = fakeApi({ ...signedOut, 'GET /api/videos': () => Promise.resolve(page()) });
    renderPlayer(`/watch/${videos[0].id}`);
    await screen.findByRole('heading', { name: 'Video 0' });
    await waitFor(() => expect(document.querySelectorAll('[data-watch-index]')).toHaveLength(4));
    expect(calls.filter((call) => call.path.startsWith('/api/videos')).map((call) => call.path)).toEqual([
      '/api/videos?limit=12',
      '/api/videos?cursor=next&limit=12',
    ]);
  });
});

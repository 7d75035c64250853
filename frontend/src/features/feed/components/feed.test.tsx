import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, pending, signedOut } from '@/test/fake-api';
import { aVideo, viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { Feed } from './feed';

describe('Feed', () => {
  it("shows 'Loading feed...' and 6 skeleton cards while loading", () => {
    fakeApi({ ...signedOut, 'GET /api/videos': pending });
    const { container } = renderScreen(<Feed />);
    expect(screen.getByText('Loading feed...')).toBeInTheDocument();
    expect(container.querySelectorAll('.chakra-card__root')).toHaveLength(6);
  });

  it("says 'No videos yet' when the feed is empty", async () => {
    fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: [], nextCursor: null } } });
    renderScreen(<Feed />);
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
  });

  it('offers a retry when the feed cannot load', async () => {
    fakeApi({ ...signedOut, 'GET /api/videos': { status: 503, body: { statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' } } });
    renderScreen(<Feed />);
    expect(await screen.findByText('Unable to load the feed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows each video as a card: creator, counts, poster, a box reserved from its ratio', async () => {
    fakeApi({
      ...signedOut,
      'GET /api/videos': {
        body: {
          videos: [aVideo(), aVideo({ id: '10000000-0000-4000-8000-000000000002', title: 'Tall one', width: 720, height: 1280, aspectRatio: '9:16' })],
          nextCursor: null,
        },
      },
    });
    renderScreen(<Feed />);
    const card = await screen.findByRole('article', { name: 'Neon rain' });
    expect(card).toHaveTextContent('Bob');
    expect(card).toHaveTextContent('1.2K');
    const link = screen.getByRole('link', { name: 'Watch Neon rain' });
    expect(link).toHaveAttribute('href', '/video/10000000-0000-4000-8000-000000000001');
    expect(link.parentElement!.style.aspectRatio).toBe(String(1280 / 720));
    expect(link.querySelector('img')).toHaveAttribute('src', '/objects/posters/a.jpg');
    expect(screen.getByRole('link', { name: 'Watch Tall one' }).parentElement!.style.aspectRatio).toBe(String(720 / 1280));
  });

  it('loads the first two rows of posters first and in the size the screen needs; a video downloads nothing until its card is mostly in view', async () => {
    const entries = new Map<Element, (entries: Partial<IntersectionObserverEntry>[]) => void>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
        observe(element: Element) {
          entries.set(element, this.report);
        }
        disconnect() {}
      },
    );
    const posterSources = [
      { url: '/p-360.jpg', width: 360, type: 'image/jpeg' as const },
      { url: '/p.jpg', width: 1280, type: 'image/jpeg' as const },
      { url: '/p-360.webp', width: 360, type: 'image/webp' as const },
    ];
    const videos = Array.from({ length: 8 }, (_, i) => aVideo({ id: `10000000-0000-4000-8000-00000000000${i}`, title: `Video ${i}`, posterSources }));
    fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos, nextCursor: null } } });
    renderScreen(<Feed />);
    await screen.findByRole('article', { name: 'Video 7' });
    const poster = (title: string) => screen.getByRole('link', { name: `Watch ${title}` }).querySelector('img')!;
    // jsdom is 1024 px wide: three columns, so the first six cards are the first two rows.
    for (const title of ['Video 0', 'Video 1', 'Video 2', 'Video 3', 'Video 4', 'Video 5']) {
      expect(poster(title)).toHaveAttribute('fetchpriority', 'high');
      expect(poster(title)).toHaveAttribute('loading', 'eager');
    }
    for (const title of ['Video 6', 'Video 7']) {
      expect(poster(title)).toHaveAttribute('fetchpriority', 'auto');
      expect(poster(title)).toHaveAttribute('loading', 'lazy');
    }
    expect(poster('Video 0')).toHaveAttribute('srcset', '/p-360.jpg 360w, /p.jpg 1280w');
    expect(poster('Video 0').parentElement!.querySelector('source')).toHaveAttribute('srcset', '/p-360.webp 360w');
    expect(poster('Video 0').getAttribute('sizes')).toMatch(/^\(min-width: 1440px\) 336px, .*calc\(100vw - 24px\)$/);

    fireEvent.load(poster('Video 0'));
    const box = screen.getByRole('link', { name: 'Watch Video 0' }).parentElement!;
    const video = await waitFor(() => box.querySelector('video')!);
    expect(video).toHaveAttribute('preload', 'none');
    const seen = (visibleHeight: number) =>
      act(() =>
        entries.get(box)!([
          {
            isIntersecting: visibleHeight > 0,
            intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
            boundingClientRect: { height: 100 } as DOMRectReadOnly,
            rootBounds: { height: 800 } as DOMRectReadOnly,
          },
        ]),
      );
    await seen(50);
    expect(video).toHaveAttribute('preload', 'none');
    await seen(60);
    expect(video).toHaveAttribute('preload', 'auto');
  });

  it('at /?tag=neon shows the videos tagged #neon under a "#neon" header with a way back to every video', async () => {
    const calls = fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: [aVideo()], nextCursor: null } } });
    renderScreen(<Feed />, { route: '/?tag=neon' });
    expect(await screen.findByRole('heading', { name: '#neon', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Videos tagged #neon')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Neon rain' })).toBeInTheDocument();
    expect(calls.find((call) => call.path.startsWith('/api/videos'))?.path).toBe('/api/videos?limit=12&tag=neon');
    expect(screen.getByRole('link', { name: 'Clear the #neon filter' })).toHaveAttribute('href', '/');
  });

  it('says when no video carries the tag', async () => {
    fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: [], nextCursor: null } } });
    renderScreen(<Feed />, { route: '/?tag=%23Rare%20one' });
    expect(await screen.findByText('No videos tagged #Rare one yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all videos' })).toHaveAttribute('href', '/');
  });

  it('invites a signed-in account without a username to create its profile', async () => {
    fakeApi({ 'GET /api/user': { body: { ...viewer, username: null } }, 'GET /api/videos': { body: { videos: [aVideo()], nextCursor: null } } });
    renderScreen(<Feed />);
    expect(await screen.findByText('Create your profile to start sharing your AI-generated videos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create profile' })).toHaveAttribute('href', '/profile');
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aVideo } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { VideoCard } from './video-card';

/** An 8×8 px red-to-blue picture's ThumbHash, as the worker stores it. */
const PLACEHOLDER = 'GrgClxhaij92iIiCh7h3l4h+84iIj4gH';

function media(queries: Record<string, boolean>) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Object.entries(queries).some(([part, on]) => on && query.includes(part)),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** jsdom has no media playback: play and pause only flip `paused` and fire the events a browser would. */
function fakePlayback() {
  const setPaused = (element: HTMLMediaElement, paused: boolean) => {
    Object.defineProperty(element, 'paused', { value: paused, configurable: true });
    element.dispatchEvent(new Event(paused ? 'pause' : 'playing'));
  };
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    setPaused(this, false);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (!this.paused) setPaused(this, true);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
}

/** Cards report to the test when they are (mostly) in view. */
function observeInView() {
  const observed = new Map<Element, ((entries: Partial<IntersectionObserverEntry>[]) => void)[]>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
      observe(element: Element) {
        observed.set(element, [...(observed.get(element) ?? []), this.report]);
      }
      disconnect() {}
    },
  );
  return (element: Element) =>
    act(() =>
      observed.get(element)!.forEach((report) =>
        report([
          {
            isIntersecting: true,
            intersectionRect: { height: 100 } as DOMRectReadOnly,
            boundingClientRect: { height: 100 } as DOMRectReadOnly,
            rootBounds: { height: 800 } as DOMRectReadOnly,
            target: element,
          },
        ]),
      ),
    );
}

const box = (title: string) => screen.getByRole('link', { name: `Watch ${title}` }).parentElement!;

async function renderCards(...videos: ReturnType<typeof aVideo>[]) {
  fakeApi(signedOut);
  renderScreen(
    <>
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} priority />
      ))}
    </>,
  );
  for (const video of videos) {
    await screen.findByRole('article', { name: video.title });
    fireEvent.load(box(video.title).querySelector('img')!);
  }
}

describe('card previews', () => {
  beforeEach(fakePlayback);

  it('paints the placeholder in the ratio box at once, under the poster', async () => {
    media({});
    await renderCards(aVideo({ placeholder: PLACEHOLDER }));
    expect(box('Neon rain').style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/);
    expect(box('Neon rain').style.aspectRatio).toBe(String(1280 / 720));
  });

  it('with a mouse, plays the preview loop (never the full video) while hovered', async () => {
    media({ 'hover: hover': true });
    await renderCards(aVideo());
    const video = await waitFor(() => box('Neon rain').querySelector('video')!);
    expect(video).toHaveAttribute('src', '/objects/previews/a.mp4');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.paused).toBe(true);
    fireEvent.pointerEnter(box('Neon rain'), { pointerType: 'mouse' });
    await waitFor(() => expect(video.paused).toBe(false));
    expect(video).toHaveAttribute('preload', 'auto');
    fireEvent.pointerLeave(box('Neon rain'), { pointerType: 'mouse' });
    await waitFor(() => expect(video.paused).toBe(true));
  });

  it.each([
    ['reduced motion', () => media({ 'hover: hover': true, 'prefers-reduced-motion': true })],
    ['Save-Data', () => (media({ 'hover: hover': true }), vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } }))],
  ])('with %s the poster stays, hovered or not', async (_, setUp) => {
    setUp();
    await renderCards(aVideo());
    fireEvent.pointerEnter(box('Neon rain'), { pointerType: 'mouse' });
    await new Promise((done) => setTimeout(done, 50));
    expect(box('Neon rain').querySelector('video')).toBeNull();
    expect(box('Neon rain').querySelector('img')).toHaveAttribute('src', '/objects/posters/a.jpg');
  });

  it('on a phone, plays while mostly in view, one card at a time', async () => {
    media({ 'max-width: 640px': true });
    const inView = observeInView();
    const second = aVideo({ id: '10000000-0000-4000-8000-000000000002', title: 'Second' });
    await renderCards(aVideo(), second);
    const first = await waitFor(() => box('Neon rain').querySelector('video')!);
    const other = await waitFor(() => box('Second').querySelector('video')!);
    await inView(box('Neon rain'));
    await waitFor(() => expect(first.paused).toBe(false));
    await inView(box('Second'));
    await waitFor(() => expect(other.paused).toBe(false));
    expect(first.paused).toBe(true);
  });

  it('counts a view when the preview first plays', async () => {
    media({ 'hover: hover': true });
    const calls = fakeApi({ ...signedOut, [`POST /api/videos/${aVideo().id}/view`]: { body: { counted: true, viewsCount: 11 } } });
    renderScreen(<VideoCard video={aVideo()} priority />);
    fireEvent.load((await screen.findByRole('link', { name: 'Watch Neon rain' })).querySelector('img')!);
    await waitFor(() => box('Neon rain').querySelector('video')!);
    fireEvent.pointerEnter(box('Neon rain'), { pointerType: 'mouse' });
    await waitFor(() => expect(calls.some((call) => call.path === `/api/videos/${aVideo().id}/view`)).toBe(true));
  });
});

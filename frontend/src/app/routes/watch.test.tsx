import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aVideo } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import WatchRoute from './watch';

const found = Array.from({ length: 3 }, (_, i) => aVideo({ id: `20000000-0000-4000-8000-00000000000${i}`, title: `Dragon ${i}`, aspectRatio: '9:16' }));
const later = aVideo({ id: '20000000-0000-4000-8000-000000000009', title: 'Dragon later', aspectRatio: '9:16' });
const resultsPage = (videos: unknown[], nextCursor: string | null) => ({ videos, creators: [], tags: [], words: ['dragon'], nextCursor });

function Location() {
  const location = useLocation();
  return <p data-testid="url">{location.pathname + location.search}</p>;
}

describe('/watch/{id}?q=…', () => {
  it('walks the video results of that search and filters, fetching the next page as the end comes near; Back returns to the results', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    let pages = 0;
    const page = () => Response.json(pages++ === 0 ? resultsPage(found, 'next') : resultsPage([later], null)) as unknown as Promise<never>;
    const calls = fakeApi({ ...signedOut, 'GET /api/search': () => Promise.resolve(page()) });
    renderScreen(
      <>
        <WatchRoute />
        <Location />
      </>,
      { path: '/watch/:id', route: `/watch/${found[1].id}?q=dragon&tool=google-veo-3` },
    );

    expect(await screen.findByRole('heading', { name: 'Dragon 1' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(await screen.findByRole('heading', { name: 'Dragon 2' })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent(`/watch/${found[2].id}?q=dragon&tool=google-veo-3`);
    await waitFor(() => expect(document.querySelectorAll('[data-watch-index]')).toHaveLength(4));
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(await screen.findByRole('heading', { name: 'Dragon later' })).toBeInTheDocument();

    const searches = calls.filter((call) => call.path.startsWith('/api/search')).map((call) => new URL(call.path, 'http://x').searchParams);
    expect(searches.map((params) => [params.get('q'), params.get('type'), params.get('tool'), params.get('cursor')])).toEqual([
      ['dragon', 'videos', 'google-veo-3', null],
      ['dragon', 'videos', 'google-veo-3', 'next'],
    ]);
    expect(calls.some((call) => call.path.startsWith('/api/videos?'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/search?q=dragon&tool=google-veo-3');
  });

  it('walks the feed without a query', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const calls = fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: found, nextCursor: null } } });
    renderScreen(<WatchRoute />, { path: '/watch/:id', route: `/watch/${found[0].id}?q=%20` });
    expect(await screen.findByRole('heading', { name: 'Dragon 0' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/search'))).toBe(false);
  });
});

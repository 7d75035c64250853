import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { SeeingObserver } from '@/test/seeing-observer';
import { SearchPage } from './search-page';

const tagsPage = (tags: Array<{ tag: string; videos: number }>, nextCursor: string | null) => ({ videos: [], creators: [], tags, words: [], nextCursor });

describe('SearchPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the next page of tags as the end of the Tags tab comes into view, like the other tabs', async () => {
    vi.stubGlobal('IntersectionObserver', SeeingObserver);
    const pages = [tagsPage([{ tag: 'neon', videos: 9 }], 'next'), tagsPage([{ tag: 'nebula', videos: 2 }], null)];
    let asked = 0;
    const calls = fakeApi({ ...signedOut, 'GET /api/search': () => Promise.resolve(Response.json(pages[asked++]) as unknown as never) });
    renderScreen(<SearchPage />, { path: '/search', route: '/search?q=ne&type=tags' });

    expect(await screen.findByRole('link', { name: /#nebula/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /#neon/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith('/api/search?')).map((call) => new URL(call.path, 'http://x').searchParams.get('cursor'))).toEqual([
        null,
        'next',
      ]),
    );
    expect(calls.every((call) => !call.path.startsWith('/api/search?') || call.path.includes('type=tags'))).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aProfile, aVideo, aVideoDetail } from '@/test/fixtures';
import { GATE_STORAGE_KEY } from '@/lib/gate-pass';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { createQueryClient } from './query-client';

const requested = async (calls: { path: string }[], count: number) => {
  await vi.waitFor(() => expect(calls.length).toBe(count));
  return calls.map((call) => call.path).sort();
};

describe('the first screen’s data, asked for at startup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
  });

  it('is the feed’s first page (past the gate), a video, or a profile and then its videos', async () => {
    localStorage.setItem(GATE_STORAGE_KEY, 'true');
    let calls = fakeApi(signedOut);
    prefetchFirstScreen(createQueryClient(), { pathname: '/', search: '?tag=%23neon' });
    expect(await requested(calls, 2)).toEqual(['/api/user', '/api/videos?limit=12&tag=neon']);

    calls = fakeApi(signedOut);
    prefetchFirstScreen(createQueryClient(), { pathname: '/video/v1', search: '' });
    expect(await requested(calls, 2)).toEqual(['/api/user', '/api/videos/v1']);

    const profile = aProfile({ id: 'u1', username: 'luz' });
    calls = fakeApi({ ...signedOut, 'GET /api/users/username/luz': { body: { user: profile } } });
    prefetchFirstScreen(createQueryClient(), { pathname: '/profile/luz', search: '' });
    expect(await requested(calls, 3)).toEqual(['/api/user', '/api/users/username/luz', '/api/videos/user/u1?limit=24']);
  });

  it('is only who is signed in before the gate and on other screens', async () => {
    for (const pathname of ['/', '/creators', '/profile']) {
      const calls = fakeApi(signedOut);
      prefetchFirstScreen(createQueryClient(), { pathname, search: '' });
      expect(await requested(calls, 1)).toEqual(['/api/user']);
    }
  });

  it('preloads the first screen’s pictures as ResponsiveImage and the player ask for them', async () => {
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')];
    const webp = (id: string) => [{ url: `/objects/videos/${id}/poster-360.webp`, width: 360, type: 'image/webp' as const }];
    // jsdom's window is 1024 px wide: three columns, two rows of cards.
    localStorage.setItem(GATE_STORAGE_KEY, 'true');
    const videos = Array.from({ length: 8 }, (_, n) => aVideo({ id: `v${n}`, posterSources: webp(`v${n}`) }));
    fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos, nextCursor: null } } });
    prefetchFirstScreen(createQueryClient(), { pathname: '/', search: '' });
    await vi.waitFor(() => expect(preloads()).toHaveLength(6));
    const first = preloads()[0];
    expect(first.getAttribute('type')).toBe('image/webp');
    expect(first.getAttribute('imagesrcset')).toBe('/objects/videos/v0/poster-360.webp 360w');
    expect(first.getAttribute('imagesizes')).toContain('calc(100vw - 24px)');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    preloads().forEach((link) => link.remove());

    fakeApi({ ...signedOut, 'GET /api/videos/v1': { body: aVideoDetail({ id: 'v1', posterSources: webp('v1') }) } });
    prefetchFirstScreen(createQueryClient(), { pathname: '/video/v1', search: '' });
    await vi.waitFor(() => expect(preloads().map((link) => link.getAttribute('href'))).toEqual(['/objects/videos/v1/poster-360.webp']));
  });
});

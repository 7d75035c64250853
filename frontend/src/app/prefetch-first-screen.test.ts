import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aProfile, aVideo, aVideoDetail } from '@/test/fixtures';
import { getCurrentUser } from '@/api/session/get-current-user';
import { ABOUT_TITLE, MISSION } from '@/features/about/components/about-copy';
import { AUTH_TITLE, LOGIN_DESCRIPTION } from '@/features/auth/components/auth-copy';
import { FEED_PAGE_SIZE } from '@/features/feed/api/feed-keys';
import { firstScreenRequests } from './first-screen-requests';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { createQueryClient } from './query-client';
import { ALPHA_GATE_PASSED_KEY, FEED_TAB_KEY } from '@genalpha/shared/domain';

const requested = async (calls: { path: string }[], count: number) => {
  await vi.waitFor(() => expect(calls.length).toBe(count));
  return calls.map((call) => call.path).sort();
};

describe('the first screen’s data, asked for at startup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('is the feed’s first page (past the gate), a video, or a profile and then its videos', async () => {
    localStorage.setItem(ALPHA_GATE_PASSED_KEY, 'true');
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

  it('draws the about page’s and the sign-in page’s words into the boot screen, hidden from assistive technology', async () => {
    for (const [pathname, heading, words] of [
      ['/about', ABOUT_TITLE, MISSION],
      ['/auth', AUTH_TITLE, LOGIN_DESCRIPTION],
    ]) {
      document.body.innerHTML = '<div id="root"><div class="boot-grid"></div></div>';
      const calls = fakeApi(signedOut);
      prefetchFirstScreen(createQueryClient(), { pathname, search: '' });
      const preview = document.querySelector('#root > .boot-preview');
      expect(preview).not.toBeNull();
      expect(preview).toHaveAttribute('aria-hidden', 'true');
      expect(document.querySelector('.boot-grid')).toBeNull();
      expect(preview!.querySelector('h1')).toHaveTextContent(heading);
      expect(preview).toHaveTextContent(words);
      expect(await requested(calls, 1)).toEqual(['/api/user']);
    }
  });

  it('draws the first screen’s pictures into the boot screen, where the app will show them', async () => {
    const webp = (id: string) => [{ url: `/objects/videos/${id}/poster-360.webp`, width: 360, type: 'image/webp' as const }];
    const bootScreen = () => (document.body.innerHTML = '<div id="root"><div class="boot-grid"></div></div>');
    // jsdom's window is 1024 px wide: three columns, two rows of cards.
    localStorage.setItem(ALPHA_GATE_PASSED_KEY, 'true');
    bootScreen();
    const videos = Array.from({ length: 8 }, (_, n) => aVideo({ id: `v${n}`, posterSources: webp(`v${n}`) }));
    fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos, nextCursor: null } } });
    prefetchFirstScreen(createQueryClient(), { pathname: '/', search: '' });
    await vi.waitFor(() => expect(document.querySelector('.boot-feed')).not.toBeNull());
    expect(document.querySelector('.boot-grid')).toBeNull();
    expect(document.querySelectorAll('.boot-feed > .boot-column')).toHaveLength(3);
    const sources = [...document.querySelectorAll('.boot-feed source')];
    expect(sources).toHaveLength(6);
    expect(sources[0].getAttribute('srcset')).toBe('/objects/videos/v0/poster-360.webp 360w');
    expect(sources[0].getAttribute('sizes')).toContain('calc(100vw - 24px)');
    expect(document.querySelector('.boot-feed img')?.getAttribute('fetchpriority')).toBe('high');

    bootScreen();
    fakeApi({ ...signedOut, 'GET /api/videos/v1': { body: aVideoDetail({ id: 'v1', posterSources: webp('v1') }) } });
    prefetchFirstScreen(createQueryClient(), { pathname: '/video/v1', search: '' });
    await vi.waitFor(() => expect(document.querySelector('.boot-player img')?.getAttribute('src')).toBe('/objects/videos/v1/poster-360.webp'));

    bootScreen();
    const user = aProfile({ id: 'u1', username: 'luz', displayName: 'Luz', bio: 'Neon dreams', location: 'Lima', videosCount: 1234 });
    fakeApi({
      ...signedOut,
      'GET /api/users/username/luz': { body: { user } },
      'GET /api/videos/user/u1': {
        body: { videos: Array.from({ length: 6 }, (_, n) => aVideo({ id: `t${n}`, posterSources: webp(`t${n}`) })), nextCursor: null },
      },
    });
    prefetchFirstScreen(createQueryClient(), { pathname: '/profile/luz', search: '' });
    await vi.waitFor(() => expect(document.querySelector('.boot-profile')).not.toBeNull());
    const header = document.querySelector('.boot-profile-head')!.textContent;
    for (const text of ['Luz', '@luz', '1.2K', 'Videos', 'Neon dreams', 'Lima', 'Joined']) expect(header).toContain(text);
    expect(document.querySelector('.boot-tabs')?.textContent).toBe('Videos (1234)');
    // The first rows' tiles, as the app loads them at once.
    expect([...document.querySelectorAll('.boot-tile source')].map((source) => source.getAttribute('srcset'))).toEqual(
      ['t0', 't1', 't2', 't3'].map((id) => `/objects/videos/${id}/poster-360.webp 360w`),
    );
  });

  it('leaves the page alone once the app has rendered', async () => {
    document.body.innerHTML = '<div id="root"><main></main></div>';
    localStorage.setItem(ALPHA_GATE_PASSED_KEY, 'true');
    const calls = fakeApi({ ...signedOut, 'GET /api/videos': { body: { videos: [aVideo()], nextCursor: null } } });
    prefetchFirstScreen(createQueryClient(), { pathname: '/', search: '' });
    await requested(calls, 2);
    await vi.waitFor(() => expect(document.body.innerHTML).toBe('<div id="root"><main></main></div>'));
  });

  it('is what index.html asks for before any script (the same URLs), and the API client takes those answers', async () => {
    const keys = { gateKey: ALPHA_GATE_PASSED_KEY, feedTabKey: FEED_TAB_KEY, feedPageSize: FEED_PAGE_SIZE };
    const asked = (pathname: string) => firstScreenRequests(pathname, '', localStorage, keys).sort();
    const profile = aProfile({ id: 'u1', username: 'luz' });
    localStorage.setItem(ALPHA_GATE_PASSED_KEY, 'true');
    for (const pathname of ['/', '/video/v1', '/profile/luz', '/creators']) {
      const calls = fakeApi({ ...signedOut, 'GET /api/users/username/luz': { body: { user: profile } } });
      prefetchFirstScreen(createQueryClient(), { pathname, search: '' });
      await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(asked(pathname).length));
      expect(
        calls
          .map((call) => call.path)
          .filter((path) => asked(pathname).includes(path))
          .sort(),
        pathname,
      ).toEqual(asked(pathname));
    }
    localStorage.setItem(FEED_TAB_KEY, 'foryou');
    expect(asked('/')).toEqual(['/api/user']);

    const calls = fakeApi(signedOut);
    window.__earlyResponses = { '/api/user': Promise.resolve(Response.json({ id: 'u9', username: 'ada' })) };
    expect(await getCurrentUser()).toMatchObject({ id: 'u9' });
    expect(calls).toEqual([]);
    expect(window.__earlyResponses).toEqual({});
    expect(await getCurrentUser()).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/user']);
    delete window.__earlyResponses;
  });
});

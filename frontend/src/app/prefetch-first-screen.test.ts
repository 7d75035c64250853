import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aProfile } from '@/test/fixtures';
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
});

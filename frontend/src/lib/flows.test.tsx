import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { queryKeys } from '@/api/query-keys';
import AuthRoute from '@/app/routes/auth';
import { PENDING_ACTION_KEY, PENDING_ACTION_TTL_MS, savePendingAction, takePendingAction } from './pending-action';
import { SOUND_KEY, dropSound, rememberSound, soundPreferred, takeSound } from './playback';
import { safeNextPath, signInPath } from './safe-next';
import { useAccountAction } from './use-account-action';

afterEach(() => sessionStorage.clear());

describe('safeNextPath', () => {
  it('accepts same-site paths with their query and hash', () => {
    expect(safeNextPath('/video/abc')).toBe('/video/abc');
    expect(safeNextPath('/?tag=neon#top')).toBe('/?tag=neon#top');
    expect(safeNextPath('/profile/ada?tab=liked')).toBe('/profile/ada?tab=liked');
  });

  it.each([
    null,
    '',
    '//evil.example',
    '//evil.example/video/1',
    '/\\evil.example',
    '\\\\evil.example',
    'http://evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'video/1',
    '/\t/evil.example',
    '/auth?next=/auth',
  ])('rejects %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('builds /auth?next= only for safe paths', () => {
    expect(signInPath('/video/1')).toBe('/auth?next=%2Fvideo%2F1');
    expect(signInPath('//evil.example')).toBe('/auth');
  });
});

describe('pending actions', () => {
  it('is taken once, only by its own scope and page, and not when too old', () => {
    savePendingAction({ scope: 'video:1', name: 'like', path: '/video/1', scrollY: 0 }, 1000);
    expect(takePendingAction('video:2', '/video/1', 2000)).toBeNull();
    expect(takePendingAction('video:1', '/', 2000)).toBeNull();
    expect(takePendingAction('video:1', '/video/1', 2000)).toMatchObject({ name: 'like' });
    expect(takePendingAction('video:1', '/video/1', 3000)).toBeNull();

    savePendingAction({ scope: 'video:1', name: 'like', path: '/video/1', scrollY: 0 }, 1000);
    expect(takePendingAction('video:1', '/video/1', 1000 + PENDING_ACTION_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
  });

  it('ignores a corrupt entry', () => {
    sessionStorage.setItem(PENDING_ACTION_KEY, '{not json');
    expect(takePendingAction('video:1', '/video/1')).toBeNull();
  });
});

function LikeButton({ onLike }: { onLike: () => void }) {
  const guard = useAccountAction('video:1', { like: onLike });
  return (
    <button type="button" onClick={() => guard('like', onLike)}>
      Like
    </button>
  );
}

describe('useAccountAction', () => {
  it('sends a visitor to sign in with this page as `next`, keeping what they asked for', async () => {
    fakeApi(signedOut);
    const onLike = vi.fn();
    const { queryClient } = renderScreen(<LikeButton onLike={onLike} />, { path: '/video/:id', route: '/video/1' });
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.currentUser)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth?next=%2Fvideo%2F1');
    expect(onLike).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(PENDING_ACTION_KEY)!)).toMatchObject({ scope: 'video:1', name: 'like', path: '/video/1' });
  });

  it('carries the action out once when the signed-in user is back on the page', async () => {
    fakeApi({ 'GET /api/user': { body: viewer } });
    savePendingAction({ scope: 'video:1', name: 'like', path: '/video/1', scrollY: 0 });
    const onLike = vi.fn();
    const { rerender } = renderScreen(<LikeButton onLike={onLike} />, { path: '/video/:id', route: '/video/1' });
    await vi.waitFor(() => expect(onLike).toHaveBeenCalledTimes(1));
    rerender(<div />);
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(onLike).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
  });

  it('runs the action at once for a signed-in user', async () => {
    fakeApi({ 'GET /api/user': { body: viewer } });
    const onLike = vi.fn();
    const { queryClient } = renderScreen(<LikeButton onLike={onLike} />, { path: '/video/:id', route: '/video/1' });
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.currentUser)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(onLike).toHaveBeenCalledTimes(1);
  });
});

describe('/auth?next=', () => {
  it('takes a signed-in user to a same-site next', async () => {
    fakeApi({ 'GET /api/user': { body: viewer } });
    renderScreen(<AuthRoute />, { path: '/auth', route: '/auth?next=%2Fvideo%2Fabc' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/video\/abc$/);
  });

  it.each(['//evil.example', 'http://evil.example/', '/\\evil.example'])('lands on / for next=%s', async (next) => {
    fakeApi({ 'GET /api/user': { body: viewer } });
    renderScreen(<AuthRoute />, { path: '/auth', route: `/auth?next=${encodeURIComponent(next)}` });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('sound', () => {
  it('holds the choice for the session and gives the sound to one video at a time', () => {
    expect(soundPreferred()).toBe(false);
    render(
      <div>
        <video data-testid="a" muted />
        <video data-testid="b" muted />
      </div>,
    );
    const a = screen.getByTestId<HTMLVideoElement>('a');
    const b = screen.getByTestId<HTMLVideoElement>('b');
    takeSound(a);
    expect([a.muted, b.muted]).toEqual([false, true]);
    expect(soundPreferred()).toBe(true);
    takeSound(b);
    expect([a.muted, b.muted]).toEqual([true, false]);
    dropSound(b);
    expect([a.muted, b.muted]).toEqual([true, true]);
    expect(sessionStorage.getItem(SOUND_KEY)).toBe('off');
    rememberSound(true);
    expect(soundPreferred()).toBe(true);
  });
});

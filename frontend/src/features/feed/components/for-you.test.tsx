import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aVideo, viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { Feed } from './feed';

const ranked = [
  { ...aVideo(), reasons: ['popular', 'following'] },
  { ...aVideo({ id: '10000000-0000-4000-8000-000000000002', title: 'Fresh one' }), reasons: ['exploration'] },
];

async function openMenu(title: string) {
  const card = await screen.findByRole('article', { name: title });
  fireEvent.click(card.querySelector('button[aria-label="More"]')!);
}

/** Chooses a menu entry as a mouse does: pointing at it highlights it, a click selects it. */
async function choose(name: string) {
  const item = await screen.findByRole('menuitem', { name });
  fireEvent.pointerDown(item, { pointerType: 'mouse' });
  fireEvent.pointerMove(item, { pointerType: 'mouse' });
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  fireEvent.click(item);
}

describe('For You', () => {
  it('asks /api/feed/for-you with the tool chosen', async () => {
    const calls = fakeApi({ ...signedOut, 'GET /api/feed/for-you': { body: { videos: ranked, nextCursor: null } } });
    renderScreen(<Feed />, { route: '/?feed=foryou&tool=google-veo-3' });
    await screen.findByRole('article', { name: 'Fresh one' });
    expect(calls.map((call) => call.path)).toContain('/api/feed/for-you?limit=12&tool=google-veo-3');
  });

  it('"Not interested" takes the card away at once and tells the server', async () => {
    const calls = fakeApi({
      'GET /api/user': { body: viewer },
      'GET /api/feed/for-you': { body: { videos: ranked, nextCursor: null } },
      'POST /api/feed/not-interested': { status: 204 },
    });
    renderScreen(<Feed />, { route: '/?feed=foryou' });
    await openMenu('Fresh one');
    await choose('Not interested');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fresh one' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Neon rain' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/feed/not-interested', body: { videoId: ranked[1].id } });
    expect(await screen.findByText("Got it: you'll see fewer videos like this")).toBeInTheDocument();
  });

  it('says in plain words why a video is there', async () => {
    fakeApi({ ...signedOut, 'GET /api/feed/for-you': { body: { videos: ranked, nextCursor: null } } });
    renderScreen(<Feed />, { route: '/?feed=foryou' });
    await openMenu('Neon rain');
    // A visitor cannot steer: no "Not interested".
    expect(screen.queryByRole('menuitem', { name: 'Not interested' })).not.toBeInTheDocument();
    await choose('Why am I seeing this?');
    const dialog = await screen.findByRole('dialog', { name: 'Why am I seeing this?' });
    expect(dialog).toHaveTextContent('Popular now');
    expect(dialog).toHaveTextContent('You follow this creator');
    expect(dialog).not.toHaveTextContent('Exploration');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Latest cards have neither menu entry', async () => {
    fakeApi({ 'GET /api/user': { body: viewer }, 'GET /api/videos': { body: { videos: [aVideo()], nextCursor: null } } });
    renderScreen(<Feed />);
    await openMenu('Neon rain');
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Why am I seeing this?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Not interested' })).not.toBeInTheDocument();
  });

  it('Following cards say why they show, and offer no "Not interested"', async () => {
    fakeApi({
      'GET /api/user': { body: viewer },
      'GET /api/feed/following': { body: { videos: [{ ...aVideo(), reasons: ['following'] }], nextCursor: null } },
    });
    renderScreen(<Feed />, { route: '/?feed=following' });
    await openMenu('Neon rain');
    expect(await screen.findByRole('menuitem', { name: 'Why am I seeing this?' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Not interested' })).not.toBeInTheDocument();
  });

  it('Following with nothing to show suggests creators to follow', async () => {
    const creator = {
      id: '00000000-0000-4000-8000-000000000002',
      username: 'bob',
      displayName: 'Bob',
      avatarUrl: null,
      avatarSources: [],
      followersCount: 40,
      rank: 1,
      isAlpha: true,
      userNumber: 2,
      totalViews: 0,
      totalLikes: 0,
      videosCount: 3,
    };
    fakeApi({
      'GET /api/user': { body: viewer },
      'GET /api/feed/following': { body: { videos: [], nextCursor: null } },
      'GET /api/creators': { body: { creators: [creator, { ...creator, id: viewer.id, username: 'ada', displayName: 'Ada Lovelace' }], total: 2 } },
      [`GET /api/users/${viewer.id}/is-following/${creator.id}`]: { body: { isFollowing: false } },
    });
    renderScreen(<Feed />, { route: '/?feed=following' });
    expect(await screen.findByRole('heading', { name: 'No videos from creators you follow yet' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Bob/ })).toHaveAttribute('href', '/profile/bob');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    // Nothing followed yet: nothing to show.
    expect(screen.queryByRole('button', { name: 'Show their videos' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aProfile, aVideo, viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { ProfilePage } from './profile-page';

const noVideos = { body: { videos: [], nextCursor: null } };
const noLikes = { body: { likedVideos: [], nextCursor: null } };

describe('ProfilePage', () => {
  it("says 'User not found' for an unknown username", async () => {
    fakeApi({ ...signedOut, 'GET /api/users/username/ghost': { status: 404, body: { statusCode: 404, message: 'User not found', error: 'Not Found' } } });
    renderScreen(<ProfilePage target={{ username: 'ghost' }} />);
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByText("The user you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('shows the counts, details and own-profile actions', async () => {
    fakeApi({
      'GET /api/user': { body: viewer },
      [`GET /api/users/${viewer.id}`]: { body: { user: aProfile() } },
      [`GET /api/videos/user/${viewer.id}`]: noVideos,
      [`GET /api/users/${viewer.id}/liked-videos`]: noLikes,
    });
    renderScreen(<ProfilePage target={{ id: viewer.id }} />);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('1.5K')).toBeInTheDocument();
    expect(screen.getByText('London')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2026')).toBeInTheDocument();
    for (const name of ['Share', 'Edit Profile', 'Sign Out']) expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Videos (0)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Liked (0)' })).toBeInTheDocument();
    expect(await screen.findByText('You have not uploaded any videos yet.')).toBeInTheDocument();
  });

  it("offers no Liked tab when another user's likes are private, and asks the server nothing about them", async () => {
    const other = aProfile({ id: '00000000-0000-4000-8000-000000000009', username: 'grace', displayName: 'Grace', isOwnProfile: false, likedCount: null });
    const calls = fakeApi({
      'GET /api/user': { body: viewer },
      'GET /api/users/username/grace': { body: { user: other } },
      [`GET /api/videos/user/${other.id}`]: noVideos,
    });
    renderScreen(<ProfilePage target={{ username: 'grace' }} />);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Videos (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Liked/ })).not.toBeInTheDocument();
    await screen.findByText('No videos yet');
    expect(calls.some((call) => call.path.includes('liked-videos'))).toBe(false);
  });

  it("labels the Liked tab with the server's total, not the number loaded, and loads the likes when it opens", async () => {
    const other = aProfile({ id: '00000000-0000-4000-8000-000000000009', username: 'grace', isOwnProfile: false, likesPublic: true, likedCount: 30 });
    const calls = fakeApi({
      ...signedOut,
      'GET /api/users/username/grace': { body: { user: other } },
      [`GET /api/videos/user/${other.id}`]: noVideos,
      [`GET /api/users/${other.id}/liked-videos`]: { body: { likedVideos: [aVideo()], nextCursor: 'more' } },
    });
    renderScreen(<ProfilePage target={{ username: 'grace' }} />);
    const likedTab = await screen.findByRole('tab', { name: 'Liked (30)' });
    expect(calls.some((call) => call.path.includes('liked-videos'))).toBe(false);
    fireEvent.click(likedTab);
    expect(await screen.findByRole('link', { name: 'Neon rain 10 views' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Liked (30)' })).toBeInTheDocument();
  });

  it('shows videos as 9:16 tiles with the title and view count over the picture, each opening its video', async () => {
    fakeApi({
      ...signedOut,
      'GET /api/users/username/ada': { body: { user: aProfile({ isOwnProfile: false, videosCount: 2 }) } },
      [`GET /api/videos/user/${viewer.id}`]: {
        body: {
          videos: [aVideo({ viewsCount: 1 }), aVideo({ id: '10000000-0000-4000-8000-000000000002', title: 'Tall one', viewsCount: 1500 })],
          nextCursor: null,
        },
      },
    });
    renderScreen(<ProfilePage target={{ username: 'ada' }} />);
    const tile = await screen.findByRole('article', { name: 'Neon rain' });
    expect(tile.style.aspectRatio).toBe('9 / 16');
    // The link's name is what it shows: the title and the views.
    expect(within(tile).getByRole('link', { name: 'Neon rain 1 view' })).toHaveAttribute('href', '/video/10000000-0000-4000-8000-000000000001');
    expect(within(tile).getByText('1 view')).toBeInTheDocument();
    expect(tile.querySelector('img')).toHaveAttribute('src', '/objects/posters/a.jpg');
    expect(within(screen.getByRole('article', { name: 'Tall one' })).getByText('1.5K views')).toBeInTheDocument();
  });

  it("answers a visitor's like on a tile with 'Sign in required', and a failed like with the spec's toast", async () => {
    const routes = {
      'GET /api/users/username/ada': { body: { user: aProfile({ isOwnProfile: false }) } },
      [`GET /api/videos/user/${viewer.id}`]: { body: { videos: [aVideo()], nextCursor: null } },
    };
    fakeApi({ ...signedOut, ...routes });
    const { unmount } = renderScreen(<ProfilePage target={{ username: 'ada' }} />);
    fireEvent.click(await screen.findByRole('button', { name: '1.2K likes' }));
    expect(await screen.findByText('Sign in required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to like videos.')).toBeInTheDocument();
    unmount();

    const calls = fakeApi({
      ...routes,
      'GET /api/user': { body: { ...viewer, id: '00000000-0000-4000-8000-000000000005' } },
      [`POST /api/videos/${aVideo().id}/like`]: { status: 503, body: { statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' } },
    });
    renderScreen(<ProfilePage target={{ username: 'ada' }} />);
    const like = await screen.findByRole('button', { name: '1.2K likes' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user')).toBe(true));
    await screen.findByText('Follow');
    fireEvent.click(like);
    expect(await screen.findByText('Failed to update like status. Please try again.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/videos/${aVideo().id}/like`]);
  });

  it.each([
    [403, 'Forbidden', 'You can only edit your own profile', 'Access Denied'],
    [400, 'Bad Request', 'Website must be a URL', 'Validation error'],
  ])("shows a %d answer to Edit Profile's Save as a toast with the server's message", async (status, error, message, title) => {
    fakeApi({
      'GET /api/user': { body: viewer },
      [`GET /api/users/${viewer.id}`]: { body: { user: aProfile() } },
      [`GET /api/videos/user/${viewer.id}`]: noVideos,
      [`PUT /api/users/${viewer.id}`]: { status, body: { statusCode: status, message, error } },
    });
    renderScreen(<ProfilePage target={{ id: viewer.id }} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit Profile/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('welcomes a new account and validates the username and display name', async () => {
    const calls = fakeApi({
      'GET /api/user': { body: { ...viewer, username: null } },
      [`GET /api/users/${viewer.id}`]: { body: { user: aProfile({ username: null }) } },
      [`GET /api/videos/user/${viewer.id}`]: noVideos,
      [`GET /api/users/${viewer.id}/liked-videos`]: noLikes,
      [`PUT /api/users/${viewer.id}`]: { status: 409, body: { statusCode: 409, message: 'Username is already taken', error: 'Conflict' } },
    });
    renderScreen(<ProfilePage target={{ id: viewer.id }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to GenAlpha!' });
    const create = within(dialog).getByRole('button', { name: 'Create Profile' });
    expect(create).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'ada lovelace' } });
    fireEvent.click(create);
    expect(await within(dialog).findByText('Username can only contain lowercase letters and numbers')).toBeInTheDocument();
    expect(await screen.findByText('Validation error')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'a'.repeat(51) } });
    fireEvent.click(create);
    expect(await within(dialog).findByText('Username must be 50 characters or less')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Display name'), { target: { value: 'x'.repeat(101) } });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'ADA' } });
    fireEvent.click(create);
    expect(await within(dialog).findByText('Display name must be 100 characters or less')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Display name'), { target: { value: 'Ada' } });
    fireEvent.click(create);
    expect(await screen.findByText('Profile creation failed')).toBeInTheDocument();
    expect(screen.getByText('Username is already taken')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ username: 'ada', displayName: 'Ada' });
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { aProfile, viewer } from '@/test/fixtures';
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
    expect(screen.getByText('You have not uploaded any videos yet.')).toBeInTheDocument();
  });

  it("says another user's liked videos are private when the server refuses them", async () => {
    const other = aProfile({ id: '00000000-0000-4000-8000-000000000009', username: 'grace', displayName: 'Grace', isOwnProfile: false });
    fakeApi({
      'GET /api/user': { body: viewer },
      'GET /api/users/username/grace': { body: { user: other } },
      [`GET /api/videos/user/${other.id}`]: noVideos,
      [`GET /api/users/${other.id}/liked-videos`]: { status: 403, body: { statusCode: 403, message: 'Access denied', error: 'Forbidden' } },
    });
    renderScreen(<ProfilePage target={{ username: 'grace' }} />);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Liked/ }));
    expect(await screen.findByText("This user's liked videos are private.")).toBeInTheDocument();
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

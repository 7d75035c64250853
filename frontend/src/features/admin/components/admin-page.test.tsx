import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import type { AdminVideo, ReportedVideo } from '../api/types';
import { AdminPage } from './admin-page';

const moderator = { ...viewer, role: 'moderator' as const };
const admin = { ...viewer, role: 'admin' as const };

function aVideo(n: number, overrides: Partial<AdminVideo> = {}): AdminVideo {
  return {
    id: `10000000-0000-4000-8000-00000000000${n}`,
    title: `Clip ${n}`,
    caption: '',
    toolUsed: 'openai-sora',
    verifiedTool: null,
    credentialsState: 'none',
    toolDisputed: false,
    thumbnailUrl: null,
    videoUrl: `/objects/videos/${n}.mp4`,
    originalUrl: `/objects/uploads/${n}`,
    aspectRatio: '16:9',
    width: 1280,
    height: 720,
    durationSeconds: 4,
    status: 'ready',
    failureReason: null,
    isHidden: true,
    isPublic: false,
    moderationState: 'pending_review',
    moderationReason: null,
    moderatedAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    creator: {
      id: `00000000-0000-4000-8000-00000000010${n}`,
      username: `owner${n}`,
      displayName: `Owner ${n}`,
      avatarUrl: null,
      avatarSources: [],
      role: 'user',
      isBanned: false,
    },
    ...overrides,
  };
}

function anEntry(n: number, video = aVideo(n)): ReportedVideo {
  const now = new Date().toISOString();
  return {
    video,
    queuedAt: now,
    openReports: 2,
    countedReports: 1,
    reasons: [
      { reason: 'spam', count: 1 },
      { reason: 'other', count: 1 },
    ],
    reports: [
      {
        id: `40000000-0000-4000-8000-00000000000${n}`,
        reason: 'spam',
        otherText: null,
        createdAt: now,
        counts: true,
        reporter: {
          id: '00000000-0000-4000-8000-000000000301',
          username: 'rita',
          displayName: 'Rita',
          accountCreatedAt: now,
          accountAgeHours: 72,
          isBanned: false,
        },
      },
      {
        id: `40000000-0000-4000-8000-00000000001${n}`,
        reason: 'other',
        otherText: 'Looks stolen',
        createdAt: now,
        counts: false,
        reporter: {
          id: '00000000-0000-4000-8000-000000000302',
          username: null,
          displayName: 'Newbie',
          accountCreatedAt: now,
          accountAgeHours: 3,
          isBanned: false,
        },
      },
    ],
  };
}

const queue = { 'GET /api/admin/reports': { body: { reportedVideos: [anEntry(1), anEntry(2)], nextCursor: null } } };

describe('AdminPage', () => {
  it('tells ordinary users the console is not for them', async () => {
    fakeApi({ 'GET /api/user': { body: viewer } });
    renderScreen(<AdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows the queue with reasons, reporters and their account age; no job dashboard for moderators', async () => {
    fakeApi({ 'GET /api/user': { body: moderator }, ...queue });
    renderScreen(<AdminPage />, { path: '/admin' });
    const first = await screen.findByRole('article', { name: 'Clip 1' });
    expect(within(first).getByText('Spam or misleading × 1')).toBeInTheDocument();
    expect(within(first).getByText(/account 3 days old/)).toBeInTheDocument();
    expect(within(first).getByText(/account 3 h old · Other/)).toBeInTheDocument();
    expect(within(first).getByText('“Looks stolen”')).toBeInTheDocument();
    expect(screen.getByTestId('shortcuts-help')).toHaveTextContent('j / k next / previous · r restore · x remove · b ban the owner');
    expect(screen.queryByRole('link', { name: /Job dashboard/ })).not.toBeInTheDocument();
  });

  it('moves with j/k and restores, removes and bans with r, x and b', async () => {
    const calls = fakeApi({
      'GET /api/user': { body: moderator },
      ...queue,
      'POST /api/admin/videos/10000000-0000-4000-8000-000000000002/restore': { body: aVideo(2, { moderationState: 'none', isHidden: false, isPublic: true }) },
      'POST /api/admin/videos/10000000-0000-4000-8000-000000000001/remove': { body: aVideo(1, { moderationState: 'removed' }) },
      'POST /api/admin/users/00000000-0000-4000-8000-000000000101/ban': { body: {} },
    });
    renderScreen(<AdminPage />, { path: '/admin' });
    const first = await screen.findByRole('article', { name: 'Clip 1' });
    expect(first).toHaveAttribute('aria-current', 'true');

    fireEvent.keyDown(window, { key: 'j' });
    expect(screen.getByRole('article', { name: 'Clip 2' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(window, { key: 'r' });
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('-000000000002/restore'))).toBe(true));
    expect(await screen.findByText('Video restored')).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'k' });
    expect(first).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(window, { key: 'x' });
    const removeDialog = await screen.findByRole('dialog', { name: 'Remove video' });
    // Keys typed in the dialog are text, not shortcuts.
    const reason = within(removeDialog).getByLabelText(/Reason/);
    fireEvent.keyDown(reason, { key: 'b' });
    expect(screen.queryByRole('dialog', { name: 'Suspend the owner' })).not.toBeInTheDocument();
    fireEvent.click(within(removeDialog).getByRole('button', { name: 'Remove video' }));
    expect(await within(removeDialog).findByText('Reason is required')).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: '  Stolen footage  ' } });
    fireEvent.click(within(removeDialog).getByRole('button', { name: 'Remove video' }));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/remove'))?.body).toEqual({ reason: 'Stolen footage' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove video' })).not.toBeInTheDocument());

    fireEvent.keyDown(window, { key: 'b' });
    const banDialog = await screen.findByRole('dialog', { name: 'Suspend the owner' });
    fireEvent.change(within(banDialog).getByLabelText(/Reason/), { target: { value: 'Spam account' } });
    fireEvent.click(within(banDialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/ban'))?.body).toEqual({ reason: 'Spam account' }));
  });

  it("offers a moderator no action on their own video nor on an admin's, and its keys do nothing there", async () => {
    const own = aVideo(1, { creator: { ...aVideo(1).creator, id: moderator.id } });
    const admins = aVideo(2, { creator: { ...aVideo(2).creator, role: 'admin' } });
    const calls = fakeApi({
      'GET /api/user': { body: moderator },
      'GET /api/admin/reports': { body: { reportedVideos: [anEntry(1, own), anEntry(2, admins)], nextCursor: null } },
    });
    renderScreen(<AdminPage />, { path: '/admin' });
    const first = await screen.findByRole('article', { name: 'Clip 1' });
    expect(within(first).getByText('Your own video: someone else on the team decides.')).toBeInTheDocument();
    expect(within(first).queryAllByRole('button')).toEqual([]);
    const second = screen.getByRole('article', { name: 'Clip 2' });
    expect(within(second).getByText("An admin's video: an admin decides.")).toBeInTheDocument();
    expect(within(second).queryAllByRole('button')).toEqual([]);

    for (const key of ['r', 'x', 'b', 'j', 'r', 'x', 'b']) fireEvent.keyDown(window, { key });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('gives admins the job dashboard and moderator grants', async () => {
    const target = {
      id: '00000000-0000-4000-8000-000000000201',
      userNumber: 7,
      email: 'mo@example.com',
      username: 'mo',
      displayName: 'Mo',
      avatarUrl: null,
      role: 'user',
      createdAt: new Date().toISOString(),
      bannedAt: null,
      banReason: null,
      deletionDueAt: null,
      videosCount: 2,
    };
    const calls = fakeApi({
      'GET /api/user': { body: admin },
      'GET /api/admin/users': { body: { users: [target], nextCursor: null } },
      [`PUT /api/admin/users/${target.id}/role`]: { body: { ...target, role: 'moderator' } },
    });
    renderScreen(<AdminPage />, { path: '/admin', route: '/admin?tab=users' });
    expect(await screen.findByRole('link', { name: /Job dashboard/ })).toHaveAttribute('href', '/admin/queues');
    fireEvent.click(await screen.findByRole('button', { name: 'Make moderator' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ role: 'moderator' }));
    expect(await screen.findByText('Moderator granted')).toBeInTheDocument();
  });

  it('marks an account its owner is deleting, with the day it goes', async () => {
    const leaving = {
      id: '00000000-0000-4000-8000-000000000202',
      userNumber: 8,
      email: 'leaving@example.com',
      username: null,
      displayName: 'Leaving',
      avatarUrl: null,
      role: 'user',
      createdAt: '2026-11-01T10:00:00.000Z',
      bannedAt: null,
      banReason: null,
      deletionDueAt: '2026-12-06T10:00:00.000Z',
      videosCount: 0,
    };
    fakeApi({ 'GET /api/user': { body: moderator }, 'GET /api/admin/users': { body: { users: [leaving], nextCursor: null } } });
    renderScreen(<AdminPage />, { path: '/admin', route: '/admin?tab=users' });
    const entry = (await screen.findByText('Leaving')).closest('li')!;
    expect(within(entry as HTMLElement).getByText('Deletion scheduled')).toBeInTheDocument();
    expect(within(entry as HTMLElement).getByText('Deleted for good on 6 Dec 2026 unless they cancel')).toBeInTheDocument();
  });

  it('lists failed videos and, under them, the media the worker gave up on with each output, its attempts and last error', async () => {
    const givenUpAt = new Date(Date.now() - 2 * 3600_000).toISOString();
    fakeApi({
      'GET /api/user': { body: moderator },
      'GET /api/admin/videos': { body: { videos: [aVideo(1, { status: 'failed', failureReason: 'Not a video' })], nextCursor: null } },
      'GET /api/admin/media-failures': {
        body: {
          failures: [
            {
              video: aVideo(2, { isHidden: false, isPublic: true, moderationState: 'none', moderatedAt: null }),
              outputs: [
                { output: 'copy720p', attempts: 3, lastError: 'Stopped after 900 s, the time one video may take', givenUpAt },
                { output: 'previews', attempts: 3, lastError: 'ffmpeg exited with 1: moov atom not found', givenUpAt },
              ],
            },
          ],
          nextCursor: null,
        },
      },
    });
    renderScreen(<AdminPage />, { path: '/admin', route: '/admin?tab=failed' });
    expect(within(await screen.findByRole('article', { name: 'Clip 1' })).getByText('Processing failed: Not a video')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Media the worker gave up on' });
    const entry = within(section).getByRole('article', { name: 'Clip 2' });
    expect(
      within(entry).getByText('720p copy: given up about 2 hours ago after 3 attempts. Last error: Stopped after 900 s, the time one video may take'),
    ).toBeInTheDocument();
    expect(
      within(entry).getByText('Preview and placeholder: given up about 2 hours ago after 3 attempts. Last error: ffmpeg exited with 1: moov atom not found'),
    ).toBeInTheDocument();
  });

  it('says when the queue is empty', async () => {
    fakeApi({ 'GET /api/user': { body: moderator }, 'GET /api/admin/reports': { body: { reportedVideos: [], nextCursor: null } } });
    renderScreen(<AdminPage />, { path: '/admin' });
    expect(await screen.findByText('The queue is empty')).toBeInTheDocument();
  });

  it('lists the appeals with the decision and who made it, and reverses one with a note', async () => {
    const appeal = {
      id: '50000000-0000-4000-8000-000000000001',
      targetType: 'comment',
      targetId: '20000000-0000-4000-8000-000000000001',
      targetLabel: 'Buy followers at example.com',
      text: 'It was a joke.',
      createdAt: new Date().toISOString(),
      appellant: { id: '00000000-0000-4000-8000-000000000401', username: 'otto', displayName: 'Otto', avatarUrl: null, avatarSources: [], role: 'user' },
      decision: {
        id: '60000000-0000-4000-8000-000000000001',
        action: 'comment.removed',
        reason: 'Spam link',
        createdAt: new Date().toISOString(),
        actor: { id: '00000000-0000-4000-8000-000000000501', username: 'ada', displayName: 'Ada' },
      },
    };
    const calls = fakeApi({
      'GET /api/user': { body: moderator },
      'GET /api/admin/appeals': { body: { appeals: [appeal], nextCursor: null } },
      [`POST /api/admin/appeals/${appeal.id}/decide`]: { body: { id: appeal.id, outcome: 'reversed', note: 'Fair enough.' } },
    });
    renderScreen(<AdminPage />, { path: '/admin', route: '/admin?tab=appeals' });
    const entry = await screen.findByRole('article', { name: 'Appeal by Otto (@otto)' });
    expect(within(entry).getByText('Comment: Buy followers at example.com')).toBeInTheDocument();
    expect(within(entry).getByText(/Removed comment by Ada \(@ada\) .*: Spam link/)).toBeInTheDocument();
    expect(within(entry).getByText('It was a joke.')).toBeInTheDocument();
    fireEvent.click(within(entry).getByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse the decision' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByText('Note is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: ' Fair enough. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText('Decision reversed')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ outcome: 'reversed', note: 'Fair enough.' });
  });
});

import { until } from '@genalpha/testkit';
import { establishedAccounts, signUpAs } from '../test/account-fixtures';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('video moderation: restore, remove and the console lists (API)', () => {
  let t: TestApp;
  let moderator: Account;
  let owner: Account;
  let viewer: Account;

  beforeAll(async () => {
    t = await createTestApp();
    moderator = await signUpAs(t, 'moderator');
    owner = await signUp(t);
    viewer = await signUp(t);
  });
  afterAll(() => t.close());

  const report = (account: Account, videoId: string, reason = 'spam') => account.agent.post(`/api/videos/${videoId}/report`).send({ reason }).expect(200);
  const moderationNotices = (userId: string) =>
    t.dataSource.query(`SELECT action, reason FROM notifications WHERE "userId" = $1 AND type = 'moderation' ORDER BY "createdAt"`, [userId]);
  const reportStates = (videoId: string) =>
    t.dataSource.query(`SELECT resolution, "resolvedBy" FROM reports WHERE "videoId" = $1 ORDER BY "createdAt"`, [videoId]) as Promise<
      Array<{ resolution: string | null; resolvedBy: string | null }>
    >;

  async function hiddenByReports(): Promise<string> {
    const video = await insertVideo(t.dataSource, owner.user.id, { title: 'Reported video' });
    for (const reporter of await establishedAccounts(t, 3)) await report(reporter, video);
    return video;
  }

  it('restores a video hidden by reports: its reports are dismissed, everyone sees it again, and the owner is told', async () => {
    const video = await hiddenByReports();
    await viewer.agent.get(`/api/videos/${video}`).expect(404);
    const owned = await owner.agent.get(`/api/videos/${video}`).expect(200);
    expect(owned.body).toMatchObject({ isHidden: true, moderationState: 'pending_review', moderationReason: null });

    const res = await moderator.agent.post(`/api/admin/videos/${video}/restore`).send({}).expect(200);
    expect(res.body).toMatchObject({ id: video, isHidden: false, isPublic: true, moderationState: 'none', moderationReason: null, title: 'Reported video' });
    expect(res.body.creator).toEqual({
      id: owner.user.id,
      username: null,
      displayName: owner.user.displayName,
      avatarUrl: null,
      avatarSources: [],
      role: 'user',
      isBanned: false,
    });
    await viewer.agent.get(`/api/videos/${video}`).expect(200);
    expect(await reportStates(video)).toEqual(Array(3).fill({ resolution: 'dismissed', resolvedBy: moderator.user.id }));
    expect(await moderationNotices(owner.user.id)).toEqual(expect.arrayContaining([{ action: 'hidden', reason: null }]));
    await until(
      'the restore notification',
      async () => (await moderationNotices(owner.user.id)).some((n: { action: string }) => n.action === 'restored'),
      2_000,
    );
  });

  it('keeps dismissed reports dismissed: the same reporters cannot hide the video again', async () => {
    const video = await insertVideo(t.dataSource, owner.user.id);
    const reporters = await establishedAccounts(t, 3);
    for (const reporter of reporters) await report(reporter, video);
    await moderator.agent.post(`/api/admin/videos/${video}/restore`).expect(200);
    for (const reporter of reporters) {
      const again = await report(reporter, video, 'violence');
      expect(again.body.hidden).toBe(false);
    }
    await viewer.agent.get(`/api/videos/${video}`).expect(200);
    const [fresh] = await establishedAccounts(t, 1);
    expect((await report(fresh, video)).body.hidden).toBe(false);
  });

  it('removes a video for good with a reason the owner alone sees, upholding its reports', async () => {
    const video = await hiddenByReports();
    const res = await moderator.agent.post(`/api/admin/videos/${video}/remove`).send({ reason: '  Spam: posted twenty times  ' }).expect(200);
    expect(res.body).toMatchObject({ isHidden: true, isPublic: false, moderationState: 'removed', moderationReason: 'Spam: posted twenty times' });
    expect(res.body.moderatedAt).toEqual(expect.any(String));

    const own = await owner.agent.get(`/api/videos/${video}`).expect(200);
    expect(own.body).toMatchObject({ moderationState: 'removed', moderationReason: 'Spam: posted twenty times' });
    const ownList = await owner.agent.get(`/api/videos/user/${owner.user.id}`).expect(200);
    expect(ownList.body.videos.find((v: { id: string }) => v.id === video)).toMatchObject({
      moderationState: 'removed',
      moderationReason: 'Spam: posted twenty times',
    });
    await viewer.agent.get(`/api/videos/${video}`).expect(404);
    const othersList = await viewer.agent.get(`/api/videos/user/${owner.user.id}`).expect(200);
    expect(othersList.body.videos.map((v: { id: string }) => v.id)).not.toContain(video);
    expect((await reportStates(video)).map((r) => r.resolution)).toEqual(['upheld', 'upheld', 'upheld']);
    await until(
      'the removal notification',
      async () =>
        (await moderationNotices(owner.user.id)).some(
          (n: { action: string; reason: string }) => n.action === 'removed' && n.reason === 'Spam: posted twenty times',
        ),
      2_000,
    );
    const notifications = await owner.agent.get('/api/notifications').expect(200);
    expect(notifications.body.notifications[0]).toMatchObject({
      type: 'moderation',
      action: 'removed',
      reason: 'Spam: posted twenty times',
      videoId: video,
      videoTitle: 'Reported video',
      actorId: null,
      actorUsername: null,
      actorDisplayName: 'GenAlpha',
      actorAvatarUrl: null,
    });

    await moderator.agent.post(`/api/admin/videos/${video}/remove`).send({ reason: 'Again' }).expect(409);
    // A removal can be undone by staff.
    await moderator.agent.post(`/api/admin/videos/${video}/restore`).expect(200);
    await viewer.agent.get(`/api/videos/${video}`).expect(200);
    expect((await owner.agent.get(`/api/videos/${video}`).expect(200)).body).toMatchObject({ moderationState: 'none', moderationReason: null });
  });

  it('removes a visible video too, and leaves a visible, unreported one unchanged on restore', async () => {
    const video = await insertVideo(t.dataSource, owner.user.id);
    const unchanged = await moderator.agent.post(`/api/admin/videos/${video}/restore`).expect(200);
    expect(unchanged.body).toMatchObject({ isHidden: false, moderationState: 'none', moderatedAt: null });
    expect(await t.dataSource.query(`SELECT 1 FROM moderation_log WHERE "targetId" = $1`, [video])).toHaveLength(0);
    await moderator.agent.post(`/api/admin/videos/${video}/remove`).send({ reason: 'Graphic violence' }).expect(200);
    await viewer.agent.get(`/api/videos/${video}`).expect(404);
  });

  it('refuses to restore a video that failed processing', async () => {
    const failed = await insertVideo(t.dataSource, owner.user.id, { status: 'failed', isHidden: true, failureReason: 'No frame could be decoded.' });
    const res = await moderator.agent.post(`/api/admin/videos/${failed}/restore`).expect(409);
    expect(res.body.message).toBe('A video that failed processing cannot be restored; its owner can upload it again');
  });

  it.each([
    [{}, 'Reason is required'],
    [{ reason: '   ' }, 'Reason is required'],
    [{ reason: 7 }, 'Reason is required'],
    [{ reason: 'x'.repeat(501) }, 'Reason must be 500 characters or less'],
    [{ reason: 'ok', extra: true }, 'property extra should not exist'],
  ])('refuses a removal with %j (400)', async (body, message) => {
    const video = await insertVideo(t.dataSource, owner.user.id);
    const res = await moderator.agent.post(`/api/admin/videos/${video}/remove`).send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for a missing or malformed video', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await moderator.agent.post(`/api/admin/videos/${id}/restore`).expect(404);
      await moderator.agent.post(`/api/admin/videos/${id}/remove`).send({ reason: 'x' }).expect(404);
    }
  });

  it('lists videos pending review, removed and failed, most recent first, cursor-paged', async () => {
    const lister = await signUp(t);
    const pending = await insertVideo(t.dataSource, lister.user.id, { title: 'Pending' });
    await t.dataSource.query(`UPDATE videos SET "isHidden" = true, "moderationState" = 'pending_review', "moderatedAt" = now() WHERE id = $1`, [pending]);
    const failed = await insertVideo(t.dataSource, lister.user.id, { status: 'failed', isHidden: true, failureReason: 'Not a video' });
    const removed = await insertVideo(t.dataSource, lister.user.id);
    await moderator.agent.post(`/api/admin/videos/${removed}/remove`).send({ reason: 'Spam' }).expect(200);

    const ids = async (state: string) =>
      (await moderator.agent.get(`/api/admin/videos?state=${state}&limit=100`).expect(200)).body.videos.map((v: { id: string }) => v.id);
    expect(await ids('pending_review')).toContain(pending);
    expect(await ids('pending_review')).not.toContain(removed);
    expect((await ids('removed'))[0]).toBe(removed);
    expect((await ids('failed'))[0]).toBe(failed);
    const failedEntry = (await moderator.agent.get('/api/admin/videos?state=failed&limit=1').expect(200)).body;
    expect(failedEntry.videos[0]).toMatchObject({ id: failed, status: 'failed', failureReason: 'Not a video' });

    const first = await moderator.agent.get('/api/admin/videos?state=removed&limit=1').expect(200);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await moderator.agent.get(`/api/admin/videos?state=removed&limit=1&cursor=${first.body.nextCursor}`).expect(200);
    expect(second.body.videos[0].id).not.toBe(first.body.videos[0].id);

    await moderator.agent.get('/api/admin/videos').expect(400);
    await moderator.agent.get('/api/admin/videos?state=visible').expect(400);
  });
});

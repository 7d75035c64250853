import { ageAccount, establishedAccounts, signUpAs } from '../test/account-fixtures';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('reports: what counts toward the automatic hide, and the reports queue (API)', () => {
  let t: TestApp;
  let moderator: Account;
  let owner: Account;

  beforeAll(async () => {
    t = await createTestApp();
    moderator = await signUpAs(t, 'moderator');
    owner = await signUp(t);
  });
  afterAll(() => t.close());

  const report = (account: Account, videoId: string, body: object = { reason: 'spam' }) =>
    account.agent.post(`/api/videos/${videoId}/report`).send(body).expect(200);
  const isHidden = async (videoId: string) => (await t.dataSource.query(`SELECT "isHidden" FROM videos WHERE id = $1`, [videoId]))[0].isHidden as boolean;
  /** Clears the queue of earlier tests: every open report dismissed, every pending video restored. */
  const emptyQueue = async () => {
    await t.dataSource.query(`UPDATE reports SET "resolvedAt" = now(), resolution = 'dismissed' WHERE "resolvedAt" IS NULL`);
    await t.dataSource.query(`UPDATE videos SET "isHidden" = false, "moderationState" = 'none' WHERE "moderationState" = 'pending_review'`);
  };

  describe('the automatic hide', () => {
    it('counts only accounts older than 24 hours', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const fresh = await Promise.all([signUp(t), signUp(t), signUp(t)]);
      for (const account of fresh) expect((await report(account, video)).body.hidden).toBe(false);
      await ageAccount(t.dataSource, fresh[0].user.id, 23);
      expect((await report(fresh[0], video)).body.hidden).toBe(false);
      expect(await isHidden(video)).toBe(false);
      const [old] = await establishedAccounts(t, 1);
      await ageAccount(t.dataSource, fresh[1].user.id, 25);
      await report(old, video);
      expect((await report(fresh[1], video)).body.hidden).toBe(false);
      const [third] = await establishedAccounts(t, 1);
      expect((await report(third, video)).body.hidden).toBe(true);
    });

    it('does not count reports from accounts whose address is unverified', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const [unverified, ...others] = await establishedAccounts(t, 3);
      await t.dataSource.query(`UPDATE users SET "emailVerifiedAt" = NULL WHERE id = $1`, [unverified.user.id]);
      for (const reporter of [unverified, ...others]) await report(reporter, video);
      expect(await isHidden(video)).toBe(false);
      const [verified] = await establishedAccounts(t, 1);
      expect((await report(verified, video)).body.hidden).toBe(true);
    });

    it("never counts the owner's own report", async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      await ageAccount(t.dataSource, owner.user.id);
      await report(owner, video);
      const reporters = await establishedAccounts(t, 2);
      for (const reporter of reporters) await report(reporter, video);
      expect(await isHidden(video)).toBe(false);
    });

    it('does not count suspended reporters', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const [banned, ...others] = await establishedAccounts(t, 3);
      await report(banned, video);
      await moderator.agent.post(`/api/admin/users/${banned.user.id}/ban`).send({ reason: 'Raid' }).expect(200);
      for (const reporter of others) await report(reporter, video);
      expect(await isHidden(video)).toBe(false);
    });

    it('tells the owner, logs the hide as automatic, and puts the video in the queue as pending review', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id, { title: 'Hidden by three' });
      for (const reporter of await establishedAccounts(t, 3)) await report(reporter, video);
      expect((await owner.agent.get('/api/notifications').expect(200)).body.notifications[0]).toMatchObject({
        type: 'moderation',
        action: 'hidden',
        reason: null,
        videoId: video,
        videoTitle: 'Hidden by three',
        actorId: null,
        actorDisplayName: 'GenAlpha',
      });
      const [entry] = await t.dataSource.query(`SELECT action, "actorId", reason FROM moderation_log WHERE "targetId" = $1`, [video]);
      expect(entry).toEqual({ action: 'video.hidden', actorId: null, reason: 'Reported by 3 accounts' });
      const queue = await moderator.agent.get('/api/admin/reports?limit=100').expect(200);
      expect(queue.body.reportedVideos.find((item: { video: { id: string } }) => item.video.id === video).video).toMatchObject({
        moderationState: 'pending_review',
        isHidden: true,
        isPublic: false,
      });
    });
  });

  describe('the queue', () => {
    it('groups open reports by video, with reasons counted and each reporter with their account age', async () => {
      await emptyQueue();
      const video = await insertVideo(t.dataSource, owner.user.id, { title: 'Queued' });
      const [a, b] = await establishedAccounts(t, 2);
      const young = await signUp(t);
      await report(a, video, { reason: 'other', otherText: 'Filmed with a phone' });
      await report(b, video, { reason: 'spam' });
      await report(young, video, { reason: 'spam' });

      const res = await moderator.agent.get('/api/admin/reports').expect(200);
      expect(res.body.nextCursor).toBeNull();
      expect(res.body.reportedVideos).toHaveLength(1);
      const [item] = res.body.reportedVideos;
      expect(item).toMatchObject({
        queuedAt: expect.any(String),
        openReports: 3,
        countedReports: 2,
        reasons: [
          { reason: 'spam', count: 2 },
          { reason: 'other', count: 1 },
        ],
      });
      expect(item.video).toMatchObject({
        id: video,
        title: 'Queued',
        status: 'ready',
        isHidden: false,
        isPublic: true,
        moderationState: 'none',
        videoUrl: '/objects/uploads/fixture',
        thumbnailUrl: null,
        creator: { id: owner.user.id, isBanned: false },
      });
      expect(item.reports.map((r: { reporter: { id: string } }) => r.reporter.id)).toEqual([a.user.id, b.user.id, young.user.id]);
      expect(item.reports[0]).toEqual({
        id: expect.any(String),
        reason: 'other',
        otherText: 'Filmed with a phone',
        createdAt: expect.any(String),
        counts: true,
        reporter: {
          id: a.user.id,
          username: null,
          displayName: a.user.displayName,
          accountCreatedAt: expect.any(String),
          accountAgeHours: 48,
          isBanned: false,
        },
      });
      expect(item.reports[2]).toMatchObject({ counts: false, reporter: { accountAgeHours: 0 } });
    });

    it('lists the oldest first, pages with a cursor, includes hidden videos without reports, and leaves out owners reporting themselves', async () => {
      await emptyQueue();
      const [reporter] = await establishedAccounts(t, 1);
      const first = await insertVideo(t.dataSource, owner.user.id);
      const second = await insertVideo(t.dataSource, owner.user.id);
      const broken = await insertVideo(t.dataSource, owner.user.id);
      const selfReported = await insertVideo(t.dataSource, owner.user.id);
      await report(reporter, first);
      await report(reporter, second);
      await t.dataSource.query(`UPDATE videos SET "isHidden" = true, "moderationState" = 'pending_review', "moderatedAt" = now() WHERE id = $1`, [broken]);
      await report(owner, selfReported);

      const page1 = await moderator.agent.get('/api/admin/reports?limit=2').expect(200);
      expect(page1.body.reportedVideos.map((item: { video: { id: string } }) => item.video.id)).toEqual([first, second]);
      const page2 = await moderator.agent.get(`/api/admin/reports?limit=2&cursor=${page1.body.nextCursor}`).expect(200);
      expect(page2.body.reportedVideos.map((item: { video: { id: string } }) => item.video.id)).toEqual([broken]);
      expect(page2.body.reportedVideos[0]).toMatchObject({ openReports: 0, countedReports: 0, reasons: [], reports: [] });
      expect(page2.body.nextCursor).toBeNull();
    });

    it('drops a video once staff decided on it', async () => {
      await emptyQueue();
      const [reporter] = await establishedAccounts(t, 1);
      const video = await insertVideo(t.dataSource, owner.user.id);
      await report(reporter, video);
      await moderator.agent.post(`/api/admin/videos/${video}/restore`).expect(200);
      expect((await moderator.agent.get('/api/admin/reports').expect(200)).body.reportedVideos).toEqual([]);
    });
  });
});

import { EventEmitter2 } from '@nestjs/event-emitter';
import { createRedisClient } from '@genalpha/shared';
import { ageAccount } from '../test/account-fixtures';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';
import { ViewsService } from './views.service';

describe('views, reports and broken-video reports (API)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
  });
  afterAll(() => t.close());

  /** Accounts old enough (over a day) for their reports to count. */
  const established = async () => {
    const account = await signUp(t);
    await ageAccount(t.dataSource, account.user.id);
    return account;
  };

  const countsOf = async (videoId: string) => {
    const [row] = await t.dataSource.query(
      `SELECT v."viewsCount", u."totalViews"::int AS "totalViews" FROM videos v JOIN users u ON u.id = v."userId" WHERE v.id = $1`,
      [videoId],
    );
    return row as { viewsCount: number; totalViews: number };
  };

  describe('views', () => {
    it('counts one view per signed-in viewer per video, and moves the owner total with it', async () => {
      const creator = await signUp(t);
      const video = await insertVideo(t.dataSource, creator.user.id);
      const viewer = await signUp(t);
      await viewer.agent.post(`/api/videos/${video}/view`).expect(200, { viewsCount: 1, counted: true });
      await viewer.agent.post(`/api/videos/${video}/view`).expect(200, { viewsCount: 1, counted: false });
      const second = await signUp(t);
      await second.agent.post(`/api/videos/${video}/view`).expect(200, { viewsCount: 2, counted: true });
      expect(await countsOf(video)).toEqual({ viewsCount: 2, totalViews: 2 });
    });

    it('tells visitors apart by address, not by browser', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const visit = (address: string, userAgent: string) =>
        t.agent().post(`/api/videos/${video}/view`).set('X-Forwarded-For', address).set('User-Agent', userAgent).expect(200);
      expect((await visit('198.51.100.1', 'browser A')).body).toEqual({ viewsCount: 1, counted: true });
      expect((await visit('198.51.100.1', 'browser A')).body).toEqual({ viewsCount: 1, counted: false });
      expect((await visit('198.51.100.1', 'browser B')).body).toEqual({ viewsCount: 1, counted: false });
      expect((await visit('198.51.100.2', 'browser A')).body).toEqual({ viewsCount: 2, counted: true });
    });

    it('counts a burst of refreshes from one viewer once', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const viewer = await signUp(t);
      const results = await Promise.all(Array.from({ length: 10 }, () => viewer.agent.post(`/api/videos/${video}/view`).expect(200)));
      expect(results.filter((r) => r.body.counted)).toHaveLength(1);
      expect((await countsOf(video)).viewsCount).toBe(1);
    });

    it('answers 404 for a missing, malformed or hidden video', async () => {
      const hidden = await insertVideo(t.dataSource, owner.user.id, { isHidden: true });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'x', hidden]) await t.agent().post(`/api/videos/${id}/view`).expect(404);
    });

    it('counts no view, and answers, while Redis is away', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const unreachable = createRedisClient('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
      try {
        const views = new ViewsService(t.dataSource, unreachable, t.config, t.app.get(EventEmitter2));
        await expect(views.recordView(video, 'user:someone', null)).resolves.toEqual({ viewsCount: 0, counted: false });
      } finally {
        unreachable.disconnect();
      }
    });
  });

  describe('reports', () => {
    it("needs a signed-in user and answers with the spec's thanks", async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      await t.agent().post(`/api/videos/${video}/report`).send({ reason: 'spam' }).expect(401);
      const reporter = await signUp(t);
      const res = await reporter.agent.post(`/api/videos/${video}/report`).send({ reason: 'real-video' }).expect(200);
      expect(res.body).toEqual({ message: "Thanks, we've received your report.", hidden: false });
    });

    it.each([
      [{ reason: 'other' }, 'otherText', "Please describe the issue when selecting 'Other'"],
      [{ reason: 'other', otherText: '   ' }, 'otherText', "Please describe the issue when selecting 'Other'"],
      [{ reason: 'other', otherText: 'x'.repeat(1001) }, 'otherText', 'Description must be 1000 characters or less'],
      [{ reason: 'boring' }, 'reason', 'Reason must be one of real-video, nudity, violence, hate, spam, other'],
      [{}, 'reason', 'Reason must be one of real-video, nudity, violence, hate, spam, other'],
    ])('refuses %j with 400 on %s', async (body, field, message) => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const res = await owner.agent.post(`/api/videos/${video}/report`).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message, errors: [{ field, message }] });
    });

    it('hides a video once three different established users reported it; a repeat report only updates the first', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const [a, b, c] = await Promise.all([established(), established(), established()]);
      await a.agent.post(`/api/videos/${video}/report`).send({ reason: 'spam' }).expect(200, { message: "Thanks, we've received your report.", hidden: false });
      await a.agent.post(`/api/videos/${video}/report`).send({ reason: 'other', otherText: ' It is a real video ' }).expect(200);
      await a.agent
        .post(`/api/videos/${video}/report`)
        .send({ reason: 'nudity' })
        .expect(200, { message: "Thanks, we've received your report.", hidden: false });
      await b.agent
        .post(`/api/videos/${video}/report`)
        .send({ reason: 'violence' })
        .expect(200, { message: "Thanks, we've received your report.", hidden: false });
      const rows = await t.dataSource.query(`SELECT "userId", reason, "otherText" FROM reports WHERE "videoId" = $1 ORDER BY "createdAt"`, [video]);
      expect(rows).toEqual([
        { userId: a.user.id, reason: 'nudity', otherText: null },
        { userId: b.user.id, reason: 'violence', otherText: null },
      ]);
      await t.agent().get(`/api/videos/${video}`).expect(200);

      await c.agent.post(`/api/videos/${video}/report`).send({ reason: 'hate' }).expect(200, { message: "Thanks, we've received your report.", hidden: true });
      await t.agent().get(`/api/videos/${video}`).expect(404);
      await owner.agent.get(`/api/videos/${video}`).expect(200);
    });

    it('hides a video when three users report it at the same moment', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const reporters = await Promise.all([established(), established(), established()]);
      await Promise.all(reporters.map((r) => r.agent.post(`/api/videos/${video}/report`).send({ reason: 'spam' }).expect(200)));
      const [row] = await t.dataSource.query(`SELECT "isHidden" FROM videos WHERE id = $1`, [video]);
      expect(row.isHidden).toBe(true);
    });

    it('stores the description given with "other", trimmed', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const reporter = await signUp(t);
      await reporter.agent.post(`/api/videos/${video}/report`).send({ reason: 'other', otherText: '  Filmed with a phone  ' }).expect(200);
      const [row] = await t.dataSource.query(`SELECT reason, "otherText" FROM reports WHERE "videoId" = $1`, [video]);
      expect(row).toEqual({ reason: 'other', otherText: 'Filmed with a phone' });
    });
  });

  describe('report-broken', () => {
    it('answers its owner alreadyHidden for a hidden or failed video without asking the worker, anyone else 404', async () => {
      const hidden = await insertVideo(t.dataSource, owner.user.id, { isHidden: true });
      const failed = await insertVideo(t.dataSource, owner.user.id, { status: 'failed', isHidden: true });
      for (const id of [hidden, failed]) {
        await owner.agent.post(`/api/videos/${id}/report-broken`).expect(200, { hidden: false, alreadyHidden: true });
        await t.agent().post(`/api/videos/${id}/report-broken`).expect(404, { statusCode: 404, message: 'Video not found', error: 'Not Found' });
      }
    });

    it('answers 404 for a missing or malformed video', async () => {
      await t.agent().post('/api/videos/00000000-0000-4000-8000-000000000000/report-broken').expect(404);
      await t.agent().post('/api/videos/zzz/report-broken').expect(404);
    });
  });
});

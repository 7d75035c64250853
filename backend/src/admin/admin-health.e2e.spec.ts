import { QUEUES } from '@genalpha/shared';
import { signUpAs } from '../test/account-fixtures';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

describe("the console's health view (API): the API's own figures, no Prometheus", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers requests, 5xx, p99, queue depths, the processing backlog and the newest ready video', async () => {
    const admin = await signUpAs(t, 'admin');
    const owner = await signUp(t);
    await insertVideo(t.dataSource, owner.user.id, { title: 'Older clip', createdAt: new Date(Date.now() - 60_000) });
    await insertVideo(t.dataSource, owner.user.id, { title: 'Newest clip' });
    await insertVideo(t.dataSource, owner.user.id, { title: 'Still processing', status: 'processing' });
    for (let i = 0; i < 5; i++) await t.agent().get('/api/videos').expect(200);

    const { body } = await admin.agent.get('/api/admin/health').expect(200);

    expect(body.requests).toBeGreaterThanOrEqual(5);
    expect(body.errors).toBe(0);
    expect(body.p99Seconds).toBeGreaterThan(0);
    expect(body.windowSeconds).toBeGreaterThanOrEqual(0);
    expect(body.queues.map((q: { queue: string }) => q.queue).sort()).toEqual(Object.values(QUEUES).sort());
    expect(body.queues[0]).toEqual(
      expect.objectContaining({ waiting: expect.any(Number), active: expect.any(Number), delayed: expect.any(Number), failed: expect.any(Number) }),
    );
    expect(body.backlog).toEqual({ processing: 1, posters: 0, previews: 2, copies: 2 });
    expect(body.lastReadyVideo).toMatchObject({ title: 'Newest clip' });
  });
});

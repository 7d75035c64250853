import request from 'supertest';
import { UserRole } from '@genalpha/shared';
import { ageAccount, setRole } from '../../../src/test/account-fixtures';
import { SseClient } from '../../../src/test/sse-client';
import { TestApp, createTestApp, listenOnFreePort, signUp } from '../../../src/test/test-app';
import { insertVideo } from '../../../src/test/video-fixtures';
import { Member, createMember } from '../testing/members';
import { fillPath, loadOpenApi, operationsOf } from '../testing/openapi-document';
import { rawRequest } from '../testing/raw-http';

/** Attacks on moderation, tried as an outsider would against a fresh install: each one must fail. */
describe('red team: moderation', () => {
  let t: TestApp;
  let port: number;
  let owner: Member;

  beforeAll(async () => {
    // Real rate limits, as in production; accounts other than the throwaway ones are made straight in the database.
    t = await createTestApp({ rateLimitScale: 1 });
    port = await listenOnFreePort(t);
    owner = await createMember(t, 'owner');
  });
  afterAll(() => t.close());

  const as = (account: { cookie: string }) => ({
    get: (path: string) => request(t.app.getHttpServer()).get(path).set('Cookie', account.cookie),
    post: (path: string, body: object = {}) => request(t.app.getHttpServer()).post(path).set('Cookie', account.cookie).send(body),
    put: (path: string, body: object) => request(t.app.getHttpServer()).put(path).set('Cookie', account.cookie).send(body),
  });
  /** A signed-in account with `role`, `ageHours` old. */
  const account = async (role: UserRole = 'user', ageHours = 0) => {
    const created = await createMember(t, role);
    if (role !== 'user') await setRole(t.dataSource, created.id, role);
    if (ageHours) await ageAccount(t.dataSource, created.id, ageHours);
    return created;
  };
  const report = (reporter: { cookie: string }, videoId: string) => as(reporter).post(`/api/videos/${videoId}/report`, { reason: 'spam' });
  const visible = async (videoId: string) => (await t.agent().get(`/api/videos/${videoId}`)).status === 200;

  it('three fresh throwaway accounts cannot hide a video', async () => {
    const video = await insertVideo(t.dataSource, owner.id);
    const raiders = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    for (const raider of raiders) {
      const res = await raider.agent.post(`/api/videos/${video}/report`).send({ reason: 'spam' }).expect(200);
      expect(res.body.hidden).toBe(false);
    }
    expect(await visible(video)).toBe(true);
  });

  it("the owner's own report does not count toward hiding their video", async () => {
    const creator = await account('user', 48);
    const video = await insertVideo(t.dataSource, creator.id);
    await report(creator, video).expect(200);
    for (const other of [await account('user', 48), await account('user', 48)]) await report(other, video).expect(200);
    expect(await visible(video)).toBe(true);
  });

  it('report flooding hits 429 with Retry-After after 20 reports in an hour', async () => {
    const flooder = await account('user', 48);
    const video = await insertVideo(t.dataSource, owner.id);
    for (let i = 0; i < 20; i++) await report(flooder, video).expect(200);
    const refused = await report(flooder, video).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.body.message).toMatch(/^Too many attempts/);
  });

  it("a banned user's cookie and open notification stream die at once", async () => {
    const moderator = await account('moderator');
    const target = await account();
    const { client } = await SseClient.connect(`http://127.0.0.1:${port}/api/notifications/stream`, target.cookie);
    expect(await client.next()).toMatchObject({ event: 'unread-count' });
    await as(target).get('/api/user').expect(200);
    await as(moderator).post(`/api/admin/users/${target.id}/ban`, { reason: 'Raid' }).expect(200);
    expect(await client.next()).toEqual({ event: 'closed', data: { reason: 'session-ended' } });
    await client.end();
    await as(target).get('/api/user').expect(401);
    await as(target)
      .post(`/api/videos/${await insertVideo(t.dataSource, owner.id)}/like`)
      .expect(401);
    const reconnect = await rawRequest(port, { method: 'GET', path: '/api/notifications/stream', headers: { cookie: target.cookie } });
    expect(reconnect.status).toBe(401);
  });

  it('a moderator cannot change roles, their own included, nor suspend an admin', async () => {
    const moderator = await account('moderator');
    const admin = await account('admin');
    const plain = await account();
    for (const [id, role] of [
      [moderator.id, 'admin'],
      [plain.id, 'moderator'],
      [admin.id, 'user'],
    ]) {
      await as(moderator).put(`/api/admin/users/${id}/role`, { role }).expect(403);
    }
    await as(moderator).post(`/api/admin/users/${admin.id}/ban`, { reason: 'Coup' }).expect(403);
    const rows = await t.dataSource.query(`SELECT role, "bannedAt" FROM users WHERE id = ANY($1) ORDER BY role`, [[moderator.id, admin.id, plain.id]]);
    expect(rows).toEqual([
      { role: 'admin', bannedAt: null },
      { role: 'moderator', bannedAt: null },
      { role: 'user', bannedAt: null },
    ]);
  });

  it("staff cannot restore, remove or dismiss the reports of their own video, nor a moderator another moderator's or an admin's", async () => {
    const moderator = await account('moderator');
    const admin = await account('admin');
    const reporters = await Promise.all([account('user', 48), account('user', 48), account('user', 48)]);
    /** A video of `ownerId` that three reports hid pending review. */
    const reportedVideo = async (ownerId: string) => {
      const video = await insertVideo(t.dataSource, ownerId);
      for (const reporter of reporters) await report(reporter, video).expect(200);
      expect(await visible(video)).toBe(false);
      return video;
    };
    const refusals = [
      { staff: moderator, video: await reportedVideo(moderator.id), message: 'You cannot moderate your own video' },
      { staff: admin, video: await reportedVideo(admin.id), message: 'You cannot moderate your own video' },
      { staff: moderator, video: await reportedVideo(admin.id), message: "An admin is needed for a moderator's or an admin's video" },
      { staff: moderator, video: await reportedVideo((await account('moderator')).id), message: "An admin is needed for a moderator's or an admin's video" },
    ];
    const state = (videos: string[]) =>
      t.dataSource.query(
        `SELECT v.id, v."isHidden", v."moderationState", (SELECT count(*)::int FROM reports r WHERE r."videoId" = v.id AND r."resolvedAt" IS NULL) AS "openReports",
                (SELECT count(*)::int FROM moderation_log l WHERE l."targetId" = v.id) AS logged
         FROM videos v WHERE v.id = ANY($1) ORDER BY v.id`,
        [videos],
      );
    const before = await state(refusals.map((refusal) => refusal.video));
    for (const { staff, video, message } of refusals) {
      for (const [action, body] of [
        ['restore', {}],
        ['remove', { reason: 'Fine by me' }],
      ] as const) {
        const refused = await as(staff).post(`/api/admin/videos/${video}/${action}`, body).expect(403);
        expect(refused.body).toEqual({ statusCode: 403, message, error: 'Forbidden' });
      }
    }
    expect(await state(refusals.map((refusal) => refusal.video))).toEqual(before);

    // An admin decides on a moderator's video.
    await as(admin).post(`/api/admin/videos/${refusals[0].video}/restore`).expect(200);
  });

  it('nobody grants themselves a role through the profile or registration', async () => {
    const plain = await account();
    const profile = await as(plain).put(`/api/users/${plain.id}`, { role: 'admin' }).expect(400);
    expect(profile.body.message).toBe('property role should not exist');
    await t
      .agent()
      .post('/api/register')
      .send({ email: `sneaky${Date.now()}@example.com`, password: 'secret123', role: 'admin' })
      .expect(400);
    expect((await as(plain).get('/api/user').expect(200)).body.role).toBe('user');
  });

  it('a user cannot reach any /api/admin route, nor the job dashboard; a visitor neither', async () => {
    const plain = await account();
    const adminOperations = operationsOf(loadOpenApi()).filter((operation) => operation.path.startsWith('/api/admin/'));
    expect(adminOperations.length).toBeGreaterThanOrEqual(9);
    const body = JSON.stringify({ reason: 'x', role: 'admin' });
    for (const operation of adminOperations) {
      const path = fillPath(operation.path, { id: plain.id });
      const send = (headers: Record<string, string>) =>
        rawRequest(port, {
          method: operation.method,
          path,
          headers: { 'content-type': 'application/json', ...headers },
          body: operation.method === 'get' ? undefined : body,
        });
      const statuses = { operation: operation.operationId, user: (await send({ cookie: plain.cookie })).status, visitor: (await send({})).status };
      expect(statuses).toEqual({ operation: operation.operationId, user: 403, visitor: 401 });
    }
    expect((await rawRequest(port, { method: 'GET', path: '/admin/queues', headers: { cookie: plain.cookie } })).status).toBe(403);
    expect((await t.dataSource.query(`SELECT role FROM users WHERE id = $1`, [plain.id]))[0].role).toBe('user');
  });

  it('the moderation log refuses UPDATE and DELETE, even from the database account the API uses', async () => {
    const admin = await account('admin');
    await as(admin)
      .post(`/api/admin/videos/${await insertVideo(t.dataSource, owner.id)}/remove`, { reason: 'Evidence' })
      .expect(200);
    const before = await t.dataSource.query(`SELECT * FROM moderation_log ORDER BY id`);
    expect(before.length).toBeGreaterThan(0);
    await expect(t.dataSource.query(`UPDATE moderation_log SET reason = 'nothing to see'`)).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`DELETE FROM moderation_log`)).rejects.toThrow(/append-only/);
    // Appeals point at the decision they contest, so TRUNCATE is refused even before the trigger; TRUNCATE … CASCADE reaches it.
    await expect(t.dataSource.query(`TRUNCATE moderation_log`)).rejects.toThrow(/referenced in a foreign key constraint/);
    await expect(t.dataSource.query(`TRUNCATE moderation_log CASCADE`)).rejects.toThrow(/append-only/);
    expect(await t.dataSource.query(`SELECT * FROM moderation_log ORDER BY id`)).toEqual(before);
  });
});

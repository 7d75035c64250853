import { signUpAs } from '../test/account-fixtures';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

describe('the moderation log (API and database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps who did what to which target, why and when, newest first, cursor-paged and per target', async () => {
    const admin = await signUpAs(t, 'admin');
    await admin.agent.put(`/api/users/${admin.user.id}`).send({ username: 'headmod', displayName: 'Head Mod' }).expect(200);
    const member = await signUp(t);
    const video = await insertVideo(t.dataSource, member.user.id, { title: 'Logged video' });
    await admin.agent.post(`/api/admin/videos/${video}/remove`).send({ reason: 'Off-topic' }).expect(200);
    await admin.agent.post(`/api/admin/users/${member.user.id}/ban`).send({ reason: 'Spam' }).expect(200);
    await admin.agent.put(`/api/admin/users/${member.user.id}/role`).send({ role: 'moderator' }).expect(200);

    const all = await admin.agent.get('/api/admin/audit').expect(200);
    const actor = { id: admin.user.id, username: 'headmod', displayName: 'Head Mod' };
    expect(all.body.entries).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        action: 'user.role_changed',
        actor,
        targetType: 'user',
        targetId: member.user.id,
        targetLabel: member.user.displayName,
        reason: null,
        details: { fromRole: 'user', toRole: 'moderator' },
      },
      expect.objectContaining({ action: 'user.banned', actor, targetType: 'user', reason: 'Spam', details: { sessionsEnded: 1, reportsResolved: 0 } }),
      expect.objectContaining({
        action: 'video.removed',
        actor,
        targetType: 'video',
        targetId: video,
        targetLabel: 'Logged video',
        reason: 'Off-topic',
        details: { reportsResolved: 0, previousState: 'none' },
      }),
    ]);
    const page1 = await admin.agent.get('/api/admin/audit?limit=2').expect(200);
    const page2 = await admin.agent.get(`/api/admin/audit?limit=2&cursor=${page1.body.nextCursor}`).expect(200);
    expect([...page1.body.entries, ...page2.body.entries].map((e: { id: string }) => e.id)).toEqual(all.body.entries.map((e: { id: string }) => e.id));
    const forVideo = await admin.agent.get(`/api/admin/audit?targetId=${video}`).expect(200);
    expect(forVideo.body.entries.map((e: { action: string }) => e.action)).toEqual(['video.removed']);
    await admin.agent.get('/api/admin/audit?targetId=nope').expect(400);
  });

  it('keeps names as they were when the action was taken', async () => {
    const moderator = await signUpAs(t, 'moderator');
    const video = await insertVideo(t.dataSource, (await signUp(t)).user.id, { title: 'Before' });
    await moderator.agent.post(`/api/admin/videos/${video}/remove`).send({ reason: 'x' }).expect(200);
    await t.dataSource.query(`UPDATE videos SET title = 'After' WHERE id = $1`, [video]);
    await t.dataSource.query(`UPDATE users SET "displayName" = 'Renamed' WHERE id = $1`, [moderator.user.id]);
    const [entry] = (await moderator.agent.get(`/api/admin/audit?targetId=${video}`).expect(200)).body.entries;
    expect(entry).toMatchObject({ targetLabel: 'Before', actor: { displayName: moderator.user.displayName } });
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself, and survives the deletion of whom it names', async () => {
    const moderator = await signUpAs(t, 'moderator');
    const video = await insertVideo(t.dataSource, (await signUp(t)).user.id);
    await moderator.agent.post(`/api/admin/videos/${video}/remove`).send({ reason: 'Test' }).expect(200);
    const append = /moderation_log is append-only/;
    await expect(t.dataSource.query(`UPDATE moderation_log SET reason = 'rewritten'`)).rejects.toThrow(append);
    await expect(t.dataSource.query(`DELETE FROM moderation_log`)).rejects.toThrow(append);
    // Appeals point at the decisions they contest: a plain TRUNCATE is refused for them, one that cascades by the trigger.
    await expect(t.dataSource.query(`TRUNCATE moderation_log`)).rejects.toThrow(/referenced in a foreign key constraint/);
    await expect(t.dataSource.query(`TRUNCATE moderation_log CASCADE`)).rejects.toThrow(append);
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [moderator.user.id]);
    const [entry] = await t.dataSource.query(`SELECT "actorId", "targetId", reason FROM moderation_log WHERE "targetId" = $1`, [video]);
    expect(entry).toEqual({ actorId: moderator.user.id, targetId: video, reason: 'Test' });
  });
});

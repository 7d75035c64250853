import request from 'supertest';
import { RECOMPUTE_CREATOR_STATS_SQL } from '@genalpha/db';
import { until } from '@genalpha/testkit';
import { AccountTokens } from '../account-email/account-tokens.service';
import { JobQueue } from '../queue/job-queue.service';
import { signUpAs } from '../test/account-fixtures';
import { TestApp, createSecondProcess, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('accounts: ADMIN_EMAILS, roles, suspensions and the user lookup (API)', () => {
  let t: TestApp;
  let admin: Account;
  let moderator: Account;

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: ['boss@example.com', 'later.boss@example.com', 'verify.boss@example.com'] });
    admin = await signUpAs(t, 'admin');
    moderator = await signUpAs(t, 'moderator');
  });
  afterAll(() => t.close());

  const login = (email: string, password = 'secret123') => t.agent().post('/api/login').send({ email, password });

  describe('ADMIN_EMAILS', () => {
    /** Another API process starting on the same database and configuration, then stopping once fully up (a queue closed while connecting fails). */
    const startAnotherProcess = async () => {
      const another = await createSecondProcess(t);
      await another.app.get(JobQueue).connectAll();
      await another.close();
    };
    const roleChanges = (userId: string) =>
      t.dataSource.query(`SELECT action, "actorId", reason, details FROM moderation_log WHERE "targetId" = $1 ORDER BY "createdAt"`, [userId]);

    it('makes nobody admin for registering or signing in with a listed address (nothing proves it is theirs)', async () => {
      const listed = await signUp(t, 'Boss@Example.com');
      expect((await listed.agent.get('/api/user').expect(200)).body.role).toBe('user');
      expect((await login('BOSS@example.com').expect(200)).body.role).toBe('user');
      expect(await roleChanges(listed.user.id)).toEqual([]);
    });

    it('promotes a listed account once its owner follows the link mailed to it, in the log', async () => {
      const listed = await signUp(t, 'verify.boss@example.com');
      await startAnotherProcess();
      expect((await listed.agent.get('/api/user').expect(200)).body.role).toBe('user');
      const token = await t.app.get(AccountTokens).issue('verify-email', listed.user.id, listed.email);
      await listed.agent.post('/api/email/verify').send({ token }).expect(204);
      await until('the verified, listed account to be admin', async () => (await listed.agent.get('/api/user').expect(200)).body.role === 'admin', 3_000);
      expect(await roleChanges(listed.user.id)).toEqual([
        {
          action: 'user.role_changed',
          actorId: null,
          reason: 'Listed in ADMIN_EMAILS, and its owner verified the address',
          details: { fromRole: 'user', toRole: 'admin' },
        },
      ]);
    });

    it('promotes a listed, verified account that exists when the API starts, once, in the log; an admin demoting it later is not undone', async () => {
      const later = await signUp(t, 'later.boss@example.com');
      await startAnotherProcess();
      expect((await later.agent.get('/api/user').expect(200)).body.role).toBe('user');
      await t.dataSource.query(`UPDATE users SET "emailVerifiedAt" = now() WHERE id = $1`, [later.user.id]);
      await startAnotherProcess();
      expect((await later.agent.get('/api/user').expect(200)).body.role).toBe('admin');
      const promoted = {
        action: 'user.role_changed',
        actorId: null,
        reason: 'Listed in ADMIN_EMAILS when the API started',
        details: { fromRole: 'user', toRole: 'admin' },
      };
      expect(await roleChanges(later.user.id)).toEqual([promoted]);

      await admin.agent.put(`/api/admin/users/${later.user.id}/role`).send({ role: 'user' }).expect(200);
      await startAnotherProcess();
      await login(later.email).expect(200);
      expect((await later.agent.get('/api/user').expect(200)).body.role).toBe('user');
      expect(await roleChanges(later.user.id)).toEqual([
        promoted,
        { action: 'user.role_changed', actorId: admin.user.id, reason: null, details: { fromRole: 'admin', toRole: 'user' } },
      ]);
    });
  });

  describe('roles', () => {
    it('lets an admin grant and revoke moderator, effective on the next request, and logs both', async () => {
      const member = await signUp(t);
      await member.agent.get('/api/admin/reports').expect(403);
      const granted = await admin.agent.put(`/api/admin/users/${member.user.id}/role`).send({ role: 'moderator' }).expect(200);
      expect(granted.body).toMatchObject({ id: member.user.id, role: 'moderator', bannedAt: null });
      await member.agent.get('/api/admin/reports').expect(200);
      expect((await member.agent.get('/api/user').expect(200)).body.role).toBe('moderator');
      await admin.agent.put(`/api/admin/users/${member.user.id}/role`).send({ role: 'user' }).expect(200);
      await member.agent.get('/api/admin/reports').expect(403);

      const log = await t.dataSource.query(`SELECT action, "actorId", details FROM moderation_log WHERE "targetId" = $1 ORDER BY "createdAt"`, [
        member.user.id,
      ]);
      expect(log).toEqual([
        { action: 'user.role_changed', actorId: admin.user.id, details: { fromRole: 'user', toRole: 'moderator' } },
        { action: 'user.role_changed', actorId: admin.user.id, details: { fromRole: 'moderator', toRole: 'user' } },
      ]);
    });

    it('changes nothing, and logs nothing, when the role is already set', async () => {
      const member = await signUp(t);
      await admin.agent.put(`/api/admin/users/${member.user.id}/role`).send({ role: 'user' }).expect(200);
      expect(await t.dataSource.query(`SELECT 1 FROM moderation_log WHERE "targetId" = $1`, [member.user.id])).toHaveLength(0);
    });

    it('refuses moderators and users, an admin changing their own role, unknown roles and accounts', async () => {
      const member = await signUp(t);
      const byModerator = await moderator.agent.put(`/api/admin/users/${member.user.id}/role`).send({ role: 'moderator' }).expect(403);
      expect(byModerator.body.message).toBe('Only admins can do this');
      await member.agent.put(`/api/admin/users/${member.user.id}/role`).send({ role: 'admin' }).expect(403);
      const self = await admin.agent.put(`/api/admin/users/${admin.user.id}/role`).send({ role: 'user' }).expect(403);
      expect(self.body.message).toBe('You cannot change your own role');
      const bad = await admin.agent.put(`/api/admin/users/${member.user.id}/role`).send({ role: 'owner' }).expect(400);
      expect(bad.body.message).toBe('Role must be one of user, moderator, admin');
      await admin.agent.put('/api/admin/users/00000000-0000-4000-8000-000000000000/role').send({ role: 'moderator' }).expect(404);
      expect((await t.dataSource.query(`SELECT role FROM users WHERE id = $1`, [member.user.id]))[0].role).toBe('user');
    });
  });

  describe('suspensions', () => {
    it('ends every session at once, refuses sign-in with 403 after the password, and lifts cleanly', async () => {
      const target = await signUp(t);
      const secondDevice = await login(target.email).expect(200);
      const secondCookie = secondDevice.headers['set-cookie']![0].split(';')[0];
      await target.agent.get('/api/user').expect(200);

      const res = await moderator.agent.post(`/api/admin/users/${target.user.id}/ban`).send({ reason: 'Spam account' }).expect(200);
      expect(res.body).toMatchObject({ id: target.user.id, role: 'user', banReason: 'Spam account', bannedAt: expect.any(String) });
      await target.agent.get('/api/user').expect(401);
      await t.agent().get('/api/user').set('Cookie', secondCookie).expect(401);
      expect(await t.dataSource.query(`SELECT 1 FROM sessions WHERE sess->'passport'->>'user' = $1`, [target.user.id])).toHaveLength(0);

      const refused = await login(target.email).expect(403);
      expect(refused.body).toEqual({ statusCode: 403, message: 'This account has been suspended.', error: 'Forbidden' });
      await login(target.email, 'wrong-password').expect(401);
      expect(await t.dataSource.query(`SELECT 1 FROM sessions WHERE sess->'passport'->>'user' = $1`, [target.user.id])).toHaveLength(0);

      const lifted = await moderator.agent.post(`/api/admin/users/${target.user.id}/unban`).send({ reason: 'Appeal accepted' }).expect(200);
      expect(lifted.body).toMatchObject({ bannedAt: null, banReason: null });
      await login(target.email).expect(200);

      const log = await t.dataSource.query(`SELECT action, reason, details FROM moderation_log WHERE "targetId" = $1 ORDER BY "createdAt"`, [target.user.id]);
      expect(log).toEqual([
        { action: 'user.banned', reason: 'Spam account', details: { sessionsEnded: 2, reportsResolved: 0 } },
        { action: 'user.unbanned', reason: 'Appeal accepted', details: {} },
      ]);
    });

    it("hides the account's videos, comments, profile and the notifications it caused everywhere, and brings them back", async () => {
      const creator = await signUp(t);
      await creator.agent.put(`/api/users/${creator.user.id}`).send({ username: 'bannedcreator', displayName: 'Spammy' }).expect(200);
      const fan = await signUp(t);
      await fan.agent.put(`/api/users/${fan.user.id}`).send({ username: 'fanofspam', displayName: 'Fan', likesPublic: true }).expect(200);
      const theirVideo = await insertVideo(t.dataSource, creator.user.id, { title: 'Spam clip', viewsCount: 5 });
      const fansVideo = await insertVideo(t.dataSource, fan.user.id, { title: 'Fan clip' });
      await fan.agent.post(`/api/videos/${theirVideo}/like`).expect(200);
      await creator.agent.post(`/api/videos/${fansVideo}/comments`).send({ text: 'Buy followers here' }).expect(201);
      await fan.agent.post(`/api/videos/${fansVideo}/comments`).send({ text: 'My own comment' }).expect(201);
      await creator.agent.post(`/api/users/${fan.user.id}/follow`).expect(200);
      await fan.agent.post(`/api/users/${creator.user.id}/follow`).expect(200);
      await until('the comment and follow notifications', async () => (await fan.agent.get('/api/notifications/unread-count')).body.count === 2, 2_000);
      await t.dataSource.query(RECOMPUTE_CREATOR_STATS_SQL);

      const visitor = t.agent();
      const snapshot = async () => ({
        feed: (await visitor.get('/api/videos?limit=100').expect(200)).body.videos.map((v: { id: string }) => v.id).includes(theirVideo),
        detail: (await visitor.get(`/api/videos/${theirVideo}`)).status,
        byCreator: (await visitor.get(`/api/videos/user/${creator.user.id}`).expect(200)).body.videos.length,
        liked: (await visitor.get(`/api/users/${fan.user.id}/liked-videos`).expect(200)).body.likedVideos.length,
        profile: (await visitor.get('/api/users/username/bannedcreator')).status,
        profileById: (await visitor.get(`/api/users/${creator.user.id}`)).status,
        profiles: (await visitor.get('/api/users?limit=100').expect(200)).body.users.some((u: { id: string }) => u.id === creator.user.id),
        followers: (await visitor.get(`/api/users/${fan.user.id}/followers`).expect(200)).body.followers.length,
        comments: (await visitor.get(`/api/videos/${fansVideo}/comments`).expect(200)).body.comments.map((c: { text: string }) => c.text),
        commentsCount: (await visitor.get(`/api/videos/${fansVideo}`).expect(200)).body.commentsCount,
        creators: (await visitor.get('/api/creators').expect(200)).body.creators.some((c: { id: string }) => c.id === creator.user.id),
        search: (await visitor.get('/api/creators?q=spammy').expect(200)).body.total,
        notifications: (await fan.agent.get('/api/notifications').expect(200)).body.notifications.length,
        unread: (await fan.agent.get('/api/notifications/unread-count').expect(200)).body.count,
      });
      const before = await snapshot();
      expect(before).toEqual({
        feed: true,
        detail: 200,
        byCreator: 1,
        liked: 1,
        profile: 200,
        profileById: 200,
        profiles: true,
        followers: 1,
        comments: ['Buy followers here', 'My own comment'],
        commentsCount: 2,
        creators: true,
        search: 1,
        notifications: 2,
        unread: 2,
      });

      await moderator.agent.post(`/api/admin/users/${creator.user.id}/ban`).send({ reason: 'Spam' }).expect(200);
      expect(await snapshot()).toEqual({
        feed: false,
        detail: 404,
        byCreator: 0,
        liked: 0,
        profile: 404,
        profileById: 404,
        profiles: false,
        followers: 0,
        comments: ['My own comment'],
        commentsCount: 1,
        creators: false,
        search: 0,
        notifications: 0,
        unread: 0,
      });
      await fan.agent.post(`/api/videos/${theirVideo}/like`).expect(404);
      await fan.agent.post(`/api/users/${creator.user.id}/follow`).expect(404);

      await moderator.agent.post(`/api/admin/users/${creator.user.id}/unban`).send({}).expect(200);
      expect(await snapshot()).toEqual(before);
    });

    it('hides a comment written while its author was being suspended (the database flags it)', async () => {
      const author = await signUp(t);
      const video = await insertVideo(t.dataSource, admin.user.id);
      const banning = t.dataSource.createQueryRunner();
      const commenting = t.dataSource.createQueryRunner();
      try {
        await banning.startTransaction();
        await banning.query(`SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`, [author.user.id]);
        await banning.query(`UPDATE users SET "bannedAt" = now(), "banReason" = 'Raid' WHERE id = $1`, [author.user.id]);
        const write = commenting.query(`INSERT INTO comments ("videoId", "userId", text) VALUES ($1, $2, 'racing the ban') RETURNING "authorBanned"`, [
          video,
          author.user.id,
        ]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await banning.commitTransaction();
        expect(await write).toEqual([{ authorBanned: true }]);
      } finally {
        await banning.release();
        await commenting.release();
      }
      await t.dataSource.query(`UPDATE users SET "bannedAt" = NULL, "banReason" = NULL WHERE id = $1`, [author.user.id]);
      expect(await t.dataSource.query(`SELECT "authorBanned" FROM comments WHERE "userId" = $1`, [author.user.id])).toEqual([{ authorBanned: false }]);
    });

    it('lets moderators suspend users only; admins suspend anyone but themselves', async () => {
      const otherModerator = await signUpAs(t, 'moderator');
      const otherAdmin = await signUpAs(t, 'admin');
      const staffOnly = 'Moderators cannot suspend or reinstate moderators or admins';
      expect((await moderator.agent.post(`/api/admin/users/${otherModerator.user.id}/ban`).send({ reason: 'x' }).expect(403)).body.message).toBe(staffOnly);
      expect((await moderator.agent.post(`/api/admin/users/${otherAdmin.user.id}/ban`).send({ reason: 'x' }).expect(403)).body.message).toBe(staffOnly);
      const self = await moderator.agent.post(`/api/admin/users/${moderator.user.id}/ban`).send({ reason: 'x' }).expect(403);
      expect(self.body.message).toBe('You cannot suspend your own account');
      await admin.agent.post(`/api/admin/users/${admin.user.id}/ban`).send({ reason: 'x' }).expect(403);

      await admin.agent.post(`/api/admin/users/${otherModerator.user.id}/ban`).send({ reason: 'Abused the console' }).expect(200);
      await otherModerator.agent.get('/api/admin/reports').expect(401);
      await moderator.agent.post(`/api/admin/users/${otherModerator.user.id}/unban`).send({}).expect(403);
      await admin.agent.post(`/api/admin/users/${otherModerator.user.id}/unban`).send({}).expect(200);
      expect(
        await t.dataSource.query(`SELECT 1 FROM users WHERE id = ANY($1) AND "bannedAt" IS NOT NULL`, [[moderator.user.id, admin.user.id, otherAdmin.user.id]]),
      ).toEqual([]);
    });

    it('answers 409 for a repeated suspension or lifting one that is not there, 404 for a missing account, 400 without a reason', async () => {
      const target = await signUp(t);
      await moderator.agent.post(`/api/admin/users/${target.user.id}/unban`).send({}).expect(409);
      await moderator.agent.post(`/api/admin/users/${target.user.id}/ban`).send({}).expect(400);
      await moderator.agent.post(`/api/admin/users/${target.user.id}/ban`).send({ reason: 'Raid' }).expect(200);
      const again = await moderator.agent.post(`/api/admin/users/${target.user.id}/ban`).send({ reason: 'Raid' }).expect(409);
      expect(again.body.message).toBe('This account is already suspended');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope'])
        await moderator.agent.post(`/api/admin/users/${id}/ban`).send({ reason: 'x' }).expect(404);
    });
  });

  describe('user lookup', () => {
    it('finds accounts by part of an email, username or display name, or by id, newest first, with role and ban filters', async () => {
      const found = await signUp(t, 'Needle.Person@example.com');
      await found.agent.put(`/api/users/${found.user.id}`).send({ username: 'haystack', displayName: 'Straw Needle' }).expect(200);
      const search = async (query: string) => (await moderator.agent.get(`/api/admin/users?${query}`).expect(200)).body;

      const byEmail = await search('q=needle.person');
      expect(byEmail.users).toEqual([
        {
          id: found.user.id,
          userNumber: expect.any(Number),
          email: 'needle.person@example.com',
          username: 'haystack',
          displayName: 'Straw Needle',
          avatarUrl: null,
          avatarSources: [],
          role: 'user',
          createdAt: expect.any(String),
          bannedAt: null,
          banReason: null,
          deletionDueAt: null,
          videosCount: 0,
        },
      ]);
      expect((await search('q=HAYSTACK')).users.map((u: { id: string }) => u.id)).toEqual([found.user.id]);
      expect((await search(`q=${found.user.id}`)).users.map((u: { id: string }) => u.id)).toEqual([found.user.id]);
      expect((await search('q=%25')).users.length).toBe(0);
      expect((await search('role=moderator&limit=100')).users.every((u: { role: string }) => u.role === 'moderator')).toBe(true);
      expect((await search('banned=true&limit=100')).users.every((u: { bannedAt: string | null }) => u.bannedAt !== null)).toBe(true);

      const first = await search('limit=2');
      const next = await search(`limit=2&cursor=${first.nextCursor}`);
      expect(new Date(first.users[1].createdAt) >= new Date(next.users[0].createdAt)).toBe(true);
      await moderator.agent.get('/api/admin/users?role=owner').expect(400);
      await moderator.agent.get('/api/admin/users?banned=maybe').expect(400);
      await moderator.agent.get(`/api/admin/users?q=${'x'.repeat(101)}`).expect(400);
      await moderator.agent.get('/api/admin/users?q=a%00b').expect(400);
    });
  });

  describe('across API processes', () => {
    it('ends the sessions another API process was serving from its session cache', async () => {
      const second = await createSecondProcess(t);
      try {
        const target = await signUp(t);
        const cookie = (await login(target.email).expect(200)).headers['set-cookie']![0].split(';')[0];
        const me = () => request(second.app.getHttpServer()).get('/api/user').set('Cookie', cookie);
        await me().expect(200); // now in the second process's read cache
        await moderator.agent.post(`/api/admin/users/${target.user.id}/ban`).send({ reason: 'Raid' }).expect(200);
        await until('the second process to drop the session', async () => (await me()).status === 401, 1_000, 20);
      } finally {
        await second.close();
      }
    });
  });
});

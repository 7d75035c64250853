import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaFixture, createMediaFixture, until } from '@genalpha/testkit';
import { AccountPurgeProcessor } from '../../../worker/src/jobs/account-purge.processor';
import { TestWorker, createTestWorkerBeside } from '../../../worker/src/test/test-worker';
import { inconsistencies, orphanObjects } from '../../test/security/testing/consistency';
import { setRole, signUpAs } from '../test/account-fixtures';
import { SseClient } from '../test/sse-client';
import { TestApp, createTestApp, listenOnFreePort, signUp } from '../test/test-app';
import { bearer, createToken } from '../../test/security/testing/tokens';
import { rawRequest } from '../../test/security/testing/raw-http';
import { insertVideo } from '../test/video-fixtures';

type Account = Awaited<ReturnType<typeof signUp>>;

const ALL_ZERO = expect.objectContaining({
  'videos.likesCount': 0,
  'videos.commentsCount': 0,
  'comments.likesCount': 0,
  'users.followersCount': 0,
  'users.followingCount': 0,
  'comments.authorBanned': 0,
});

/** Every column of every table that references users (by foreign key), and the sessions, which name their user in JSON. */
async function rowsNaming(t: TestApp, userId: string): Promise<Record<string, number>> {
  const columns: Array<{ table: string; column: string }> = await t.dataSource.query(`
    SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`);
  expect(columns.length).toBeGreaterThanOrEqual(12);
  const counts: Record<string, number> = {};
  for (const { table, column } of columns) {
    const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE "${column}" = $1`, [userId]);
    counts[`${table}.${column}`] = row.n;
  }
  const [sessions] = await t.dataSource.query(`SELECT count(*)::int AS n FROM sessions WHERE (sess -> 'passport' ->> 'user') = $1`, [userId]);
  const [users] = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [userId]);
  return { ...counts, sessions: sessions.n, users: users.n };
}

describe('account deletion (API + worker)', () => {
  let t: TestApp;
  /** A second API process on the same database with ACCOUNT_DELETION_GRACE_DAYS=0. */
  let now: TestApp;
  let nowPort: number;
  let worker: TestWorker;
  let fixtures: string;

  beforeAll(async () => {
    t = await createTestApp();
    now = await createTestApp({
      databaseUrl: t.config.databaseUrl,
      redisPrefix: t.config.redisPrefix,
      sessionSecret: t.config.sessionSecret,
      dataDir: t.config.dataDir,
      accountDeletionGraceDays: 0,
    });
    nowPort = await listenOnFreePort(now);
    worker = await createTestWorkerBeside(t);
    fixtures = await mkdtemp(join(tmpdir(), 'ga-deletion-'));
  }, 60_000);
  afterAll(async () => {
    await worker.close();
    await now.close();
    await t.close();
    await rm(fixtures, { recursive: true, force: true });
  });

  async function signIn(app: TestApp, account: Account) {
    const agent = app.agent();
    await agent.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
    return agent;
  }

  /** A session cookie of `account` on the API process `app` (a third device). */
  async function sessionCookie(app: TestApp, account: Account): Promise<string> {
    const res = await app.agent().post('/api/login').send({ email: account.email, password: account.password }).expect(200);
    return (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  }

  async function withProfile(app: TestApp, name: string): Promise<Account> {
    const account = await signUp(app);
    await account.agent
      .put(`/api/users/${account.user.id}`)
      .send({ username: `${name}${Date.now() % 1_000_000}`, displayName: name })
      .expect(200);
    return account;
  }

  /** An uploaded file as the client sends it; answers the URL the server handed out. */
  async function upload(app: TestApp, agent: Account['agent'], fixture: MediaFixture, type: string): Promise<string> {
    const { uploadURL } = (await agent.post('/api/objects/upload').expect(201)).body as { uploadURL: string };
    const url = new URL(uploadURL);
    await app
      .agent()
      .put(url.pathname + url.search)
      .set('Content-Type', type)
      .send(await readFile(await createMediaFixture(fixture, fixtures)))
      .expect(200);
    return `${url.origin}${url.pathname}`;
  }

  async function postVideo(app: TestApp, account: Account): Promise<string> {
    const videoUrl = await upload(app, account.agent, 'h264-16x9.mp4', 'video/mp4');
    const res = await account.agent
      .post('/api/videos')
      .send({ title: 'Mine', caption: 'c', toolUsed: 'runway-gen-3', aspectRatio: 'auto', videoUrl })
      .expect(201);
    return res.body.id as string;
  }

  async function storedFiles(): Promise<string[]> {
    const root = join(t.config.dataDir, 'objects');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
  }

  /** `leaver` likes, comments on and follows `fan`'s things, and `fan` theirs. */
  async function entangle(app: TestApp, leaver: Account, fan: Account, leaverVideo: string) {
    const fanVideo = await insertVideo(t.dataSource, fan.user.id);
    await leaver.agent.post(`/api/videos/${fanVideo}/like`).expect(200);
    const fanComment = (await fan.agent.post(`/api/videos/${fanVideo}/comments`).send({ text: 'first' }).expect(201)).body.id;
    await leaver.agent.post(`/api/comments/${fanComment}/like`).expect(200);
    await leaver.agent.post(`/api/videos/${fanVideo}/comments`).send({ text: 'nice one' }).expect(201);
    await leaver.agent.post(`/api/users/${fan.user.id}/follow`).expect(200);
    await fan.agent.post(`/api/users/${leaver.user.id}/follow`).expect(200);
    await fan.agent.post(`/api/videos/${leaverVideo}/like`).expect(200);
    await fan.agent.post(`/api/videos/${leaverVideo}/comments`).send({ text: 'love it' }).expect(201);
    return { fanVideo, fanComment };
  }

  async function seenByOthers(app: TestApp, fan: Account, fanVideo: string, fanComment: string) {
    const video = (await app.agent().get(`/api/videos/${fanVideo}`).expect(200)).body;
    const comments = (await app.agent().get(`/api/videos/${fanVideo}/comments`).expect(200)).body;
    const profile = (await app.agent().get(`/api/users/${fan.user.id}`).expect(200)).body.user;
    const commentList = comments.comments as Array<{ id: string; likesCount: number }>;
    return {
      likesCount: video.likesCount,
      commentsCount: video.commentsCount,
      comments: commentList.length,
      commentLikes: commentList.find((comment) => comment.id === fanComment)?.likesCount,
      followersCount: profile.followersCount,
      followingCount: profile.followingCount,
    };
  }

  /** What the fan's video, comment and profile show once the leaver is gone: only the fan's own comment is left. */
  const LEAVER_GONE = { likesCount: 0, commentsCount: 1, comments: 1, commentLikes: 0, followersCount: 0, followingCount: 0 };

  it('ends every session at once and hides the account everywhere; sign-in offers to cancel, and cancelling brings it all back', async () => {
    const leaver = await withProfile(t, 'leaver');
    const fan = await withProfile(t, 'fan');
    const otherDevice = await signIn(t, leaver);
    const leaverVideo = await insertVideo(t.dataSource, leaver.user.id);
    const { fanVideo, fanComment } = await entangle(t, leaver, fan, leaverVideo);
    const before = await seenByOthers(t, fan, fanVideo, fanComment);
    expect(before).toEqual({ likesCount: 1, commentsCount: 2, comments: 2, commentLikes: 1, followersCount: 1, followingCount: 1 });
    // A notification stream and an access token, held through the other API process.
    const cookie = await sessionCookie(now, leaver);
    const { client: stream } = await SseClient.connect(`http://127.0.0.1:${nowPort}/api/notifications/stream`, cookie);
    const token = await createToken(nowPort, cookie, ['read']);
    expect((await rawRequest(nowPort, { method: 'GET', path: '/api/user', headers: bearer(token) })).status).toBe(200);

    await leaver.agent.delete('/api/user').send({ password: 'wrong-password' }).expect(403);
    const res = await leaver.agent.delete('/api/user').send({ password: leaver.password }).expect(200);
    const dueAt = new Date(res.body.deletionDueAt);
    expect(dueAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    await leaver.agent.get('/api/user').expect(401);
    await otherDevice.get('/api/user').expect(401);
    await stream.end(2_000);
    expect((await rawRequest(nowPort, { method: 'GET', path: '/api/user', headers: bearer(token) })).status).toBe(401);
    await t.agent().get(`/api/videos/${leaverVideo}`).expect(404);
    await t.agent().get(`/api/users/${leaver.user.id}`).expect(404);
    expect(await seenByOthers(t, fan, fanVideo, fanComment)).toEqual(LEAVER_GONE);
    expect(await inconsistencies(t)).toEqual(ALL_ZERO);
    // Someone following the leaver cannot unfollow them behind the counters' back: the account is gone for them.
    await fan.agent.delete(`/api/users/${leaver.user.id}/follow`).expect(404);
    // Staff still find the account, marked with the day it goes.
    const moderator = await signUpAs(t, 'moderator');
    const staffView = async () => (await moderator.agent.get(`/api/admin/users?q=${leaver.user.id}`).expect(200)).body.users[0];
    expect(await staffView()).toMatchObject({ id: leaver.user.id, deletionDueAt: dueAt.toISOString(), bannedAt: null });

    const signIn409 = await t.agent().post('/api/login').send({ email: leaver.email, password: leaver.password }).expect(409);
    expect(signIn409.body.message).toBe(`This account is scheduled for deletion on ${dueAt.toISOString().slice(0, 10)}. Cancel the deletion to keep it.`);
    await t.agent().post('/api/login').send({ email: leaver.email, password: 'wrong-password' }).expect(401);
    await t.agent().post('/api/register').send({ email: leaver.email, password: 'another1' }).expect(409);

    await t.agent().post('/api/user/deletion/cancel').send({ email: leaver.email, password: 'wrong-password' }).expect(401);
    await t.agent().post('/api/user/deletion/cancel').send({ email: leaver.email, password: leaver.password }).expect(204);
    await t.agent().post('/api/user/deletion/cancel').send({ email: leaver.email, password: leaver.password }).expect(409);
    const back = await signIn(t, leaver);
    await back.get('/api/user').expect(200);
    expect(await staffView()).toMatchObject({ id: leaver.user.id, deletionDueAt: null });
    await t.agent().get(`/api/videos/${leaverVideo}`).expect(200);
    await t.agent().get(`/api/users/${leaver.user.id}`).expect(200);
    expect(await seenByOthers(t, fan, fanVideo, fanComment)).toEqual(before);
    expect(await inconsistencies(t)).toEqual(ALL_ZERO);
  });

  it('with no grace period purges every row and object the account owned, keeps counters exact and the moderation log readable, and frees the email', async () => {
    const admin = await signUpAs(t, 'admin');
    const leaver = await withProfile(now, 'gone');
    const fan = await withProfile(now, 'stays');
    const leaverVideo = await postVideo(now, leaver);
    await until(
      'the video is ready',
      async () => (await t.dataSource.query(`SELECT status FROM videos WHERE id = $1`, [leaverVideo]))[0].status === 'ready',
      60_000,
    );
    const avatar = await upload(now, leaver.agent, 'image.png', 'image/png');
    await leaver.agent.put('/api/avatar').send({ avatarImageURL: avatar }).expect(200);
    const { fanVideo, fanComment } = await entangle(now, leaver, fan, leaverVideo);
    await setRole(t.dataSource, leaver.user.id, 'moderator');
    await leaver.agent.post(`/api/admin/videos/${fanVideo}/remove`).send({ reason: 'Testing the log' }).expect(200);
    await leaver.agent.post(`/api/admin/videos/${fanVideo}/restore`).send({ reason: 'Put back' }).expect(200);
    await setRole(t.dataSource, leaver.user.id, 'user');
    await admin.agent.post(`/api/admin/users/${leaver.user.id}/ban`).send({ reason: 'A while' }).expect(200);
    await admin.agent.post(`/api/admin/users/${leaver.user.id}/unban`).send({ reason: 'Over' }).expect(200);
    const back = await signIn(now, leaver);
    const ownFiles = (await storedFiles()).filter((file) => file.includes(leaver.user.id) || file.includes(leaverVideo));
    expect(ownFiles.length).toBeGreaterThan(3);

    await back.delete('/api/user').send({ password: leaver.password }).expect(200);
    await until('the purge', async () => (await rowsNaming(t, leaver.user.id)).users === 0, 60_000);

    expect(Object.entries(await rowsNaming(t, leaver.user.id)).filter(([, n]) => n > 0)).toEqual([]);
    const remaining = await storedFiles();
    expect(remaining.filter((file) => ownFiles.includes(file) || file.includes(leaver.user.id) || file.includes(leaverVideo))).toEqual([]);
    expect(await orphanObjects(t)).toEqual([]);
    expect(await inconsistencies(t)).toEqual(ALL_ZERO);
    expect(await seenByOthers(t, fan, fanVideo, fanComment)).toEqual(LEAVER_GONE);
    await until(
      'the leaderboard recomputed',
      async () => {
        const [row] = await t.dataSource.query(`SELECT "followersCount", "totalLikes" FROM creator_stats WHERE "userId" = $1`, [fan.user.id]);
        return row?.followersCount === 0 && Number(row.totalLikes) === 0;
      },
      30_000,
    );

    const log = (await admin.agent.get('/api/admin/audit').expect(200)).body.entries as Array<{
      actor: { displayName: string } | null;
      targetLabel: string;
      targetId: string;
    }>;
    const about = log.filter((entry) => entry.targetId === leaver.user.id);
    expect(about.map((entry) => entry.targetLabel)).toEqual(['Deleted account', 'Deleted account']);
    const by = log.filter((entry) => entry.targetId === fanVideo);
    expect(by.map((entry) => entry.actor?.displayName)).toEqual(['Deleted account', 'Deleted account']);

    await t.agent().post('/api/register').send({ email: leaver.email, password: 'a-new-start' }).expect(201);
  }, 120_000);

  it('refuses an outstanding upload URL at once, and purges a video still processing once its probe lets go', async () => {
    const leaver = await signUp(now);
    const otherDevice = await signIn(now, leaver);
    const { uploadURL } = (await otherDevice.post('/api/objects/upload').expect(201)).body as { uploadURL: string };
    const videoId = await postVideo(now, leaver);

    await leaver.agent.delete('/api/user').send({ password: leaver.password }).expect(200);
    const url = new URL(uploadURL);
    const put = await now
      .agent()
      .put(url.pathname + url.search)
      .set('Content-Type', 'video/mp4')
      .send(await readFile(await createMediaFixture('h264-16x9.mp4', fixtures)));
    expect(put.status).toBe(403);

    await until('the purge', async () => (await rowsNaming(t, leaver.user.id)).users === 0, 90_000);
    expect(Object.entries(await rowsNaming(t, leaver.user.id)).filter(([, n]) => n > 0)).toEqual([]);
    expect((await storedFiles()).filter((file) => file.includes(videoId) || url.pathname.endsWith(file))).toEqual([]);
    expect(await orphanObjects(t)).toEqual([]);
  }, 120_000);

  it('finishes a purge cut short halfway', async () => {
    const leaver = await withProfile(t, 'halfway');
    const fan = await withProfile(t, 'patient');
    const leaverVideos = [await insertVideo(t.dataSource, leaver.user.id), await insertVideo(t.dataSource, leaver.user.id)];
    const { fanVideo, fanComment } = await entangle(t, leaver, fan, leaverVideos[0]);
    await leaver.agent.delete('/api/user').send({ password: leaver.password }).expect(200);
    await t.dataSource.query(`UPDATE users SET "deletionDueAt" = now() WHERE id = $1`, [leaver.user.id]);

    // The purge dies when it reaches the leaver's comments: after their videos and likes are gone.
    await t.dataSource.query(`CREATE FUNCTION refuse_comment_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'cut short'; END $$`);
    await t.dataSource.query(
      `CREATE TRIGGER cut_short BEFORE DELETE ON comments FOR EACH ROW WHEN (OLD."userId" = '${leaver.user.id}') EXECUTE FUNCTION refuse_comment_delete()`,
    );
    const purge = worker.app.get(AccountPurgeProcessor);
    await expect(purge.process()).rejects.toThrow('cut short');
    expect((await rowsNaming(t, leaver.user.id)).users).toBe(1);
    const [left] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM videos WHERE "userId" = $1)::int AS videos, (SELECT count(*) FROM likes WHERE "userId" = $1)::int AS likes,
              (SELECT count(*) FROM comments WHERE "userId" = $1)::int AS comments`,
      [leaver.user.id],
    );
    expect(left).toEqual({ videos: 0, likes: 0, comments: 1 });
    await t.agent().get(`/api/users/${leaver.user.id}`).expect(404);
    expect(await inconsistencies(t)).toEqual(ALL_ZERO);

    await t.dataSource.query(`DROP TRIGGER cut_short ON comments`);
    await t.dataSource.query(`DROP FUNCTION refuse_comment_delete()`);
    expect(await purge.process()).toEqual({ purged: 1 });
    expect(Object.entries(await rowsNaming(t, leaver.user.id)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await inconsistencies(t)).toEqual(ALL_ZERO);
    expect(await seenByOthers(t, fan, fanVideo, fanComment)).toEqual(LEAVER_GONE);
  }, 60_000);
});

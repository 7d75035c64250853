import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Response } from 'supertest';
import { DomainEvent } from '../common/domain-events';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

describe('profiles (API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('completes a new account: register → PUT username and display name → GET by username', async () => {
    const { agent, user } = await signUp(t);
    const before = await agent.get(`/api/users/${user.id}`).expect(200);
    expect(before.body.user).toMatchObject({ id: user.id, username: null, isOwnProfile: true, isFollowing: false });

    const events: unknown[] = [];
    t.app.get(EventEmitter2).on(DomainEvent.ProfileCreated, (event) => events.push(event));
    const put = await agent.put(`/api/users/${user.id}`).send({ username: '  AdaLovelace ', displayName: ' Ada Lovelace ' }).expect(200);
    expect(put.body.user).toMatchObject({ username: 'adalovelace', displayName: 'Ada Lovelace' });
    expect(events).toEqual([{ userId: user.id }]);

    await agent.put(`/api/users/${user.id}`).send({ username: 'ada' }).expect(200);
    expect(events).toHaveLength(1); // only the first username creates the profile

    const res = await t.agent().get('/api/users/username/ADA').expect(200);
    expect(res.body).toEqual({
      user: {
        id: user.id,
        username: 'ada',
        displayName: 'Ada Lovelace',
        avatarUrl: null,
        avatarSources: [],
        bio: '',
        location: null,
        website: null,
        joinedDate: expect.any(String),
        videosCount: 0,
        followersCount: 0,
        followingCount: 0,
        totalViews: 0,
        remixesCount: 0,
        isFollowing: false,
        isMuted: false,
        isOwnProfile: false,
        likesPublic: false,
        likedCount: null,
        userNumber: expect.any(Number),
        isAlpha: true,
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/email|password/);
  });

  it('updates every field, trimmed, and clears optional ones', async () => {
    const { agent, user } = await signUp(t);
    const avatarUrl = `/objects/avatars/${user.id}/5e2d8a4c-1f3b-4e6a-8c7d-9b0a1e2f3c4d.jpg`;
    const res = await agent
      .put(`/api/users/${user.id}`)
      .send({ bio: '  Prompts and pixels ', location: ' Paris ', website: ' https://example.com/me ', avatarUrl, likesPublic: true })
      .expect(200);
    expect(res.body.user).toMatchObject({ bio: 'Prompts and pixels', location: 'Paris', website: 'https://example.com/me', avatarUrl, likesPublic: true });
    const cleared = await agent.put(`/api/users/${user.id}`).send({ bio: null, location: '  ', website: '', avatarUrl: null }).expect(200);
    expect(cleared.body.user).toMatchObject({ bio: '', location: null, website: null, avatarUrl: null, likesPublic: true });
  });

  const INVALID_PROFILES: Array<[object, string, string]> = [
    [{ username: '' }, 'username', 'Username is required'],
    [{ username: '   ' }, 'username', 'Username is required'],
    [{ username: null }, 'username', 'Username is required'],
    [{ username: 'ada_lovelace' }, 'username', 'Username can only contain lowercase letters and numbers'],
    [{ username: 'ada lovelace' }, 'username', 'Username can only contain lowercase letters and numbers'],
    [{ username: 'a'.repeat(51) }, 'username', 'Username must be 50 characters or less'],
    [{ username: 'Admin' }, 'username', 'This username is reserved'],
    [{ username: 'secret' }, 'username', 'This username is reserved'],
    [{ displayName: '' }, 'displayName', 'Display name is required'],
    [{ displayName: '  ' }, 'displayName', 'Display name is required'],
    [{ displayName: 'x'.repeat(101) }, 'displayName', 'Display name must be 100 characters or less'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be 500 characters or less'],
    [{ location: 'x'.repeat(101) }, 'location', 'Location must be 100 characters or less'],
    [{ website: 'not a url' }, 'website', 'Website must be a valid http(s) URL'],
    [{ website: 'javascript:alert(1)' }, 'website', 'Website must be a valid http(s) URL'],
    [{ website: 'ftp://example.com' }, 'website', 'Website must be a valid http(s) URL'],
    [{ website: `https://example.com/${'x'.repeat(490)}` }, 'website', 'Website must be 500 characters or less'],
    [{ avatarUrl: 'https://evil.example/a.png' }, 'avatarUrl', 'Avatar must be an image uploaded to GenAlpha'],
    [{ avatarUrl: '/objects/../secret' }, 'avatarUrl', 'Avatar must be an image uploaded to GenAlpha'],
    [{ avatarUrl: '/objects/avatars/a.jpg?x=1' }, 'avatarUrl', 'Avatar must be an image uploaded to GenAlpha'],
    [{ likesPublic: 'yes' }, 'likesPublic', 'likesPublic must be true or false'],
    [{ email: 'new@example.com' }, 'email', 'property email should not exist'],
  ];
  // Long runs of one character are shortened in test names.
  const label = (body: object) => JSON.stringify(body).replace(/(.)\1{9,}/g, (run, char: string) => `${char}×${run.length}`);

  it.each(INVALID_PROFILES.map(([body, field, message]) => [label(body), message, body, field] as const))(
    'PUT %s → 400 "%s"',
    async (_label, message, body, field) => {
      const { agent, user } = await signUp(t);
      const res = await agent.put(`/api/users/${user.id}`).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message, error: 'Bad Request' });
      expect(res.body.errors).toEqual([{ field, message }]);
    },
  );

  it('counts display name length in characters, emoji included', async () => {
    const { agent, user } = await signUp(t);
    await agent
      .put(`/api/users/${user.id}`)
      .send({ displayName: '❤️'.repeat(50) })
      .expect(200);
    const res = await agent
      .put(`/api/users/${user.id}`)
      .send({ displayName: '❤️'.repeat(51) })
      .expect(400);
    expect(res.body.message).toBe('Display name must be 100 characters or less');
  });

  it('refuses a taken username with 409, whatever its letter case', async () => {
    const first = await signUp(t);
    await first.agent.put(`/api/users/${first.user.id}`).send({ username: 'grace' }).expect(200);
    const second = await signUp(t);
    const res = await second.agent.put(`/api/users/${second.user.id}`).send({ username: 'Grace' }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, message: 'Username is already taken', error: 'Conflict' });
    await first.agent.put(`/api/users/${first.user.id}`).send({ username: 'grace', displayName: 'Grace' }).expect(200);
  });

  it('lets only the owner edit: visitor 401, other user 403', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const visitor = await t.agent().put(`/api/users/${owner.user.id}`).send({ displayName: 'Hacked' }).expect(401);
    expect(visitor.body.message).toBe('User not authenticated');
    const forbidden = await other.agent.put(`/api/users/${owner.user.id}`).send({ displayName: 'Hacked' }).expect(403);
    expect(forbidden.body).toEqual({ statusCode: 403, message: 'You can only edit your own profile', error: 'Forbidden' });
    await owner.agent.put(`/api/users/${owner.user.id}`).send({ displayName: 'Mine' }).expect(200);
  });

  it('answers unknown and malformed ids and usernames with 404 "User not found"', async () => {
    for (const path of [
      '/api/users/00000000-0000-4000-8000-000000000000',
      '/api/users/not-a-uuid',
      '/api/users/username/nobody',
      '/api/users/username/no%20body',
    ]) {
      const res = await t.agent().get(path).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'User not found', error: 'Not Found' });
    }
    const { agent } = await signUp(t);
    await agent.put('/api/users/not-a-uuid').send({ displayName: 'X' }).expect(404);
  });

  it('resolves usernames that look like route words (/users/username/followers)', async () => {
    const { agent, user } = await signUp(t);
    await agent.put(`/api/users/${user.id}`).send({ username: 'followers' }).expect(200);
    const res = await t.agent().get('/api/users/username/followers').expect(200);
    expect(res.body.user.id).toBe(user.id);
  });

  it('counts public (ready, not hidden) videos and the views of all videos, as the leaderboard does', async () => {
    const { user } = await signUp(t);
    await insertVideo(t.dataSource, user.id, { viewsCount: 10 });
    await insertVideo(t.dataSource, user.id, { viewsCount: 5, status: 'processing' });
    await insertVideo(t.dataSource, user.id, { viewsCount: 100, isHidden: true });
    await insertVideo(t.dataSource, user.id, { viewsCount: 1000, status: 'failed' });
    const res = await t.agent().get(`/api/users/${user.id}`).expect(200);
    expect(res.body.user).toMatchObject({ videosCount: 1, totalViews: 1115 });
  });

  it('counts the liked videos the liked list shows, only for those who may see them', async () => {
    const liker = await signUp(t);
    const other = await signUp(t);
    const { user: owner } = await signUp(t);
    const shown = [await insertVideo(t.dataSource, owner.id), await insertVideo(t.dataSource, owner.id), await insertVideo(t.dataSource, owner.id)];
    const hidden = await insertVideo(t.dataSource, owner.id, { isHidden: true });
    for (const video of shown) await liker.agent.post(`/api/videos/${video}/like`).expect(200);
    await t.dataSource.query(`INSERT INTO likes ("userId", "videoId") VALUES ($1, $2)`, [liker.user.id, hidden]);
    const likedCount = async (agent: ReturnType<TestApp['agent']>) => (await agent.get(`/api/users/${liker.user.id}`).expect(200)).body.user.likedCount;

    expect(await likedCount(liker.agent)).toBe(3);
    const listed = await liker.agent.get(`/api/users/${liker.user.id}/liked-videos`).query({ limit: 1 }).expect(200);
    expect(listed.body.likedVideos).toHaveLength(1); // the count is the total, not the page
    expect(await likedCount(other.agent)).toBeNull();
    expect(await likedCount(t.agent())).toBeNull();

    await liker.agent.put(`/api/users/${liker.user.id}`).send({ likesPublic: true }).expect(200);
    expect(await likedCount(other.agent)).toBe(3);
    expect(await likedCount(t.agent())).toBe(3);
  });

  it('marks the first 100 users as alpha', async () => {
    const { user } = await signUp(t);
    await t.dataSource.query(`UPDATE users SET "userNumber" = 101 WHERE id = $1`, [user.id]);
    const late = await t.agent().get(`/api/users/${user.id}`).expect(200);
    expect(late.body.user).toMatchObject({ userNumber: 101, isAlpha: false });
    await t.dataSource.query(`UPDATE users SET "userNumber" = 100 WHERE id = $1`, [user.id]);
    const alpha = await t.agent().get(`/api/users/${user.id}`).expect(200);
    expect(alpha.body.user).toMatchObject({ userNumber: 100, isAlpha: true });
  });

  it('lists users with a username, newest first, page by page', async () => {
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { agent, user } = await signUp(t);
      await agent
        .put(`/api/users/${user.id}`)
        .send({ username: `lister${i}` })
        .expect(200);
      created.push(user.id);
    }
    await signUp(t); // no username yet: not listed
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Response = await t
        .agent()
        .get('/api/users')
        .query(cursor ? { limit: 2, cursor } : { limit: 2 })
        .expect(200);
      expect(res.body.users.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.users.map((u: { id: string }) => u.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const createdOrder = seen.filter((id) => created.includes(id));
    expect(createdOrder).toEqual([...created].reverse());
    const rows = await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE username IS NOT NULL`);
    expect(seen).toHaveLength(rows[0].n);
    await t.agent().get('/api/users').query({ cursor: 'garbage' }).expect(400);
    await t.agent().get('/api/users').query({ limit: 101 }).expect(400);
  });
});

import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Response } from 'supertest';
import { DomainEvent } from '../common/domain-events';
import { TestApp, createTestApp, signUp } from '../test/test-app';

describe('follows (API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function counts(userId: string): Promise<{ followersCount: number; followingCount: number }> {
    const [row] = await t.dataSource.query(`SELECT "followersCount", "followingCount" FROM users WHERE id = $1`, [userId]);
    return row;
  }

  it('follows and unfollows idempotently, moving both counters once, emitting only on change', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const events: Array<[string, unknown]> = [];
    const emitter = t.app.get(EventEmitter2);
    emitter.on(DomainEvent.UserFollowed, (e) => events.push(['followed', e]));
    emitter.on(DomainEvent.UserUnfollowed, (e) => events.push(['unfollowed', e]));

    const first = await b.agent.post(`/api/users/${a.user.id}/follow`).expect(200);
    expect(first.body).toEqual({ isFollowing: true, followersCount: 1 });
    await b.agent.post(`/api/users/${a.user.id}/follow`).expect(200, { isFollowing: true, followersCount: 1 });
    expect(await counts(a.user.id)).toEqual({ followersCount: 1, followingCount: 0 });
    expect(await counts(b.user.id)).toEqual({ followersCount: 0, followingCount: 1 });

    const profile = await b.agent.get(`/api/users/${a.user.id}`).expect(200);
    expect(profile.body.user).toMatchObject({ isFollowing: true, followersCount: 1 });
    await t.agent().get(`/api/users/${b.user.id}/is-following/${a.user.id}`).expect(200, { isFollowing: true });
    await t.agent().get(`/api/users/${a.user.id}/is-following/${b.user.id}`).expect(200, { isFollowing: false });

    await b.agent.delete(`/api/users/${a.user.id}/follow`).expect(200, { isFollowing: false, followersCount: 0 });
    await b.agent.delete(`/api/users/${a.user.id}/follow`).expect(200, { isFollowing: false, followersCount: 0 });
    expect(await counts(a.user.id)).toEqual({ followersCount: 0, followingCount: 0 });
    expect(await counts(b.user.id)).toEqual({ followersCount: 0, followingCount: 0 });

    const pair = { followerId: b.user.id, followingId: a.user.id };
    expect(events).toEqual([
      ['followed', pair],
      ['unfollowed', pair],
    ]);
  });

  it('refuses following yourself, unknown users, and visitors', async () => {
    const a = await signUp(t);
    const self = await a.agent.post(`/api/users/${a.user.id}/follow`).expect(400);
    expect(self.body).toEqual({ statusCode: 400, message: 'You cannot follow yourself', error: 'Bad Request' });
    await a.agent.delete(`/api/users/${a.user.id}/follow`).expect(400);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await a.agent.post(`/api/users/${id}/follow`).expect(404);
      expect(missing.body.message).toBe('User not found');
    }
    await t.agent().post(`/api/users/${a.user.id}/follow`).expect(401);
    await t.agent().delete(`/api/users/${a.user.id}/follow`).expect(401);
  });

  it('keeps counters exact under 30 concurrent follow and unfollow calls', async () => {
    const target = await signUp(t);
    const fan = await signUp(t);
    const calls = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0 ? fan.agent.post(`/api/users/${target.user.id}/follow`) : fan.agent.delete(`/api/users/${target.user.id}/follow`),
    );
    const results = await Promise.all(calls);
    expect(results.every((res) => res.status === 200)).toBe(true);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM follows WHERE "followingId" = $1`, [target.user.id]);
    expect(await counts(target.user.id)).toEqual({ followersCount: n, followingCount: 0 });
    expect(await counts(fan.user.id)).toEqual({ followersCount: 0, followingCount: n });

    // Many people, each following twice, plus mutual follows at the same time (no deadlocks).
    const fans = await Promise.all(Array.from({ length: 15 }, () => signUp(t)));
    await Promise.all(
      fans.flatMap((f) => [
        f.agent.post(`/api/users/${target.user.id}/follow`).expect(200),
        f.agent.post(`/api/users/${target.user.id}/follow`).expect(200),
        target.agent.post(`/api/users/${f.user.id}/follow`).expect(200),
      ]),
    );
    expect(await counts(target.user.id)).toEqual({ followersCount: n + 15, followingCount: 15 });
    for (const f of fans) expect(await counts(f.user.id)).toEqual({ followersCount: 1, followingCount: 1 });
  });

  it('lists followers and following newest first, with isFollowing for the viewer, page by page', async () => {
    const star = await signUp(t);
    const viewer = await signUp(t);
    const fans = [];
    for (let i = 0; i < 5; i++) {
      const fan = await signUp(t);
      await fan.agent
        .put(`/api/users/${fan.user.id}`)
        .send({ username: `fan${i}x${Date.now()}`.slice(0, 50), bio: `bio ${i}` })
        .expect(200);
      await fan.agent.post(`/api/users/${star.user.id}/follow`).expect(200);
      fans.push(fan);
    }
    await viewer.agent.post(`/api/users/${fans[1].user.id}/follow`).expect(200);

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Response = await viewer.agent
        .get(`/api/users/${star.user.id}/followers`)
        .query(cursor ? { limit: 2, cursor } : { limit: 2 })
        .expect(200);
      for (const row of res.body.followers) {
        expect(Object.keys(row).sort()).toEqual(['avatarSources', 'avatarUrl', 'bio', 'displayName', 'id', 'isFollowing', 'username']);
        expect(row.isFollowing).toBe(row.id === fans[1].user.id);
        ids.push(row.id);
      }
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(ids).toEqual(fans.map((f) => f.user.id).reverse());

    const following = await t.agent().get(`/api/users/${fans[3].user.id}/following`).expect(200);
    expect(following.body).toEqual({
      following: [{ id: star.user.id, username: null, displayName: star.user.displayName, avatarUrl: null, avatarSources: [], bio: '', isFollowing: false }],
      nextCursor: null,
    });
    await t.agent().get(`/api/users/${viewer.user.id}/followers`).expect(200, { followers: [], nextCursor: null });
    const missing = await t.agent().get('/api/users/00000000-0000-4000-8000-000000000000/followers').expect(404);
    expect(missing.body.message).toBe('User not found');
  });
});

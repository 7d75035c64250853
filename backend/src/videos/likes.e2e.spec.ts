import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvent } from '../common/domain-events';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

type SignedUp = Awaited<ReturnType<typeof signUp>>;

async function signUpMany(t: TestApp, count: number): Promise<SignedUp[]> {
  const users: SignedUp[] = [];
  while (users.length < count) users.push(...(await Promise.all(Array.from({ length: Math.min(10, count - users.length) }, () => signUp(t)))));
  return users;
}

describe('video likes and liked videos (API)', () => {
  let t: TestApp;
  let owner: SignedUp;
  let fan: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    fan = await signUp(t);
  });
  afterAll(() => t.close());

  const likesOf = async (videoId: string) => {
    const [row] = await t.dataSource.query(`SELECT "likesCount", (SELECT count(*) FROM likes WHERE "videoId" = $1)::int AS rows FROM videos WHERE id = $1`, [
      videoId,
    ]);
    return row as { likesCount: number; rows: number };
  };

  it('likes and unlikes idempotently, answering the new state and count', async () => {
    const video = await insertVideo(t.dataSource, owner.user.id);
    await fan.agent.get(`/api/videos/${video}/is-liked`).expect(200, { isLiked: false });
    await fan.agent.post(`/api/videos/${video}/like`).expect(200, { isLiked: true, likesCount: 1 });
    await fan.agent.post(`/api/videos/${video}/like`).expect(200, { isLiked: true, likesCount: 1 });
    await fan.agent.get(`/api/videos/${video}/is-liked`).expect(200, { isLiked: true });
    await owner.agent.post(`/api/videos/${video}/like`).expect(200, { isLiked: true, likesCount: 2 });
    await fan.agent.delete(`/api/videos/${video}/like`).expect(200, { isLiked: false, likesCount: 1 });
    await fan.agent.delete(`/api/videos/${video}/like`).expect(200, { isLiked: false, likesCount: 1 });
    expect(await likesOf(video)).toEqual({ likesCount: 1, rows: 1 });
  });

  it('announces a like and an unlike only when the state changed', async () => {
    const video = await insertVideo(t.dataSource, owner.user.id);
    const events: Array<[string, unknown]> = [];
    const emitter = t.app.get(EventEmitter2);
    const record = (name: string) => (payload: unknown) => events.push([name, payload]);
    const onLiked = record(DomainEvent.VideoLiked);
    const onUnliked = record(DomainEvent.VideoUnliked);
    emitter.on(DomainEvent.VideoLiked, onLiked);
    emitter.on(DomainEvent.VideoUnliked, onUnliked);
    try {
      for (const call of ['post', 'post', 'delete', 'delete'] as const) await fan.agent[call](`/api/videos/${video}/like`).expect(200);
    } finally {
      emitter.off(DomainEvent.VideoLiked, onLiked);
      emitter.off(DomainEvent.VideoUnliked, onUnliked);
    }
    const payload = { videoId: video, ownerId: owner.user.id, actorId: fan.user.id };
    expect(events).toEqual([
      [DomainEvent.VideoLiked, payload],
      [DomainEvent.VideoUnliked, payload],
    ]);
  });

  it('needs a signed-in user to like, and answers is-liked false to visitors', async () => {
    const video = await insertVideo(t.dataSource, owner.user.id);
    const res = await t.agent().post(`/api/videos/${video}/like`).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'User not authenticated', error: 'Unauthorized' });
    await t.agent().delete(`/api/videos/${video}/like`).expect(401);
    await t.agent().get(`/api/videos/${video}/is-liked`).expect(200, { isLiked: false });
  });

  it('answers 404 for a missing, malformed or hidden video', async () => {
    const hidden = await insertVideo(t.dataSource, owner.user.id, { isHidden: true });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', hidden]) {
      const res = await fan.agent.post(`/api/videos/${id}/like`).expect(404);
      expect(res.body.message).toBe('Video not found');
      await fan.agent.delete(`/api/videos/${id}/like`).expect(404);
    }
    await fan.agent.get('/api/videos/not-a-uuid/is-liked').expect(404);
  });

  it('keeps likesCount exact under 50 concurrent like and unlike calls from different users', async () => {
    const video = await insertVideo(t.dataSource, owner.user.id);
    const users = await signUpMany(t, 50);
    // Every user likes twice at once; the first half also unlikes at the same time.
    await Promise.all(
      users.flatMap((u, i) => [
        u.agent.post(`/api/videos/${video}/like`).expect(200),
        u.agent.post(`/api/videos/${video}/like`).expect(200),
        ...(i < 25 ? [u.agent.delete(`/api/videos/${video}/like`).expect(200)] : []),
      ]),
    );
    const afterRace = await likesOf(video);
    expect(afterRace.likesCount).toBe(afterRace.rows);
    expect(afterRace.rows).toBeGreaterThanOrEqual(25);

    await Promise.all(users.map((u, i) => (i % 2 === 0 ? u.agent.delete(`/api/videos/${video}/like`) : u.agent.post(`/api/videos/${video}/like`)).expect(200)));
    expect(await likesOf(video)).toEqual({ likesCount: 25, rows: 25 });
  });

  describe('GET /api/users/{id}/liked-videos', () => {
    it('shows the owner their likes, newest like first, without hidden or failed videos', async () => {
      const liker = await signUp(t);
      const first = await insertVideo(t.dataSource, owner.user.id, { createdAt: new Date('2030-01-01T00:00:00Z') });
      const second = await insertVideo(t.dataSource, owner.user.id, { createdAt: new Date('2029-01-01T00:00:00Z') });
      const third = await insertVideo(t.dataSource, owner.user.id);
      for (const id of [first, second, third]) await liker.agent.post(`/api/videos/${id}/like`).expect(200);
      await t.dataSource.query(`UPDATE videos SET "isHidden" = true WHERE id = $1`, [third]);

      const page1 = await liker.agent.get(`/api/users/${liker.user.id}/liked-videos?limit=1`).expect(200);
      expect(page1.body.likedVideos).toEqual([expect.objectContaining({ id: second, isLiked: true })]);
      const page2 = await liker.agent.get(`/api/users/${liker.user.id}/liked-videos?limit=1&cursor=${page1.body.nextCursor}`).expect(200);
      expect(page2.body).toEqual({ likedVideos: [expect.objectContaining({ id: first, isLiked: true })], nextCursor: null });
    });

    it('keeps likes private: 401 signed out, 403 "Access denied" for others, open when likesPublic', async () => {
      const liker = await signUp(t);
      const video = await insertVideo(t.dataSource, owner.user.id);
      await liker.agent.post(`/api/videos/${video}/like`).expect(200);

      const signedOut = await t.agent().get(`/api/users/${liker.user.id}/liked-videos`).expect(401);
      expect(signedOut.body.statusCode).toBe(401);
      const denied = await fan.agent.get(`/api/users/${liker.user.id}/liked-videos`).expect(403);
      expect(denied.body).toEqual({ statusCode: 403, message: 'Access denied', error: 'Forbidden' });

      await t.dataSource.query(`UPDATE users SET "likesPublic" = true WHERE id = $1`, [liker.user.id]);
      const visitor = await t.agent().get(`/api/users/${liker.user.id}/liked-videos`).expect(200);
      expect(visitor.body).toEqual({ likedVideos: [expect.objectContaining({ id: video, isLiked: false })], nextCursor: null });
      const another = await fan.agent.get(`/api/users/${liker.user.id}/liked-videos`).expect(200);
      expect(another.body.likedVideos).toHaveLength(1);
    });

    it('answers 404 "User not found" for an unknown or malformed user id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
        const res = await fan.agent.get(`/api/users/${id}/liked-videos`).expect(404);
        expect(res.body.message).toBe('User not found');
      }
    });
  });
});

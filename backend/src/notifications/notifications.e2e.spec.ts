import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Response } from 'supertest';
import { DomainEvent, VideoLikedEvent } from '../common/domain-events';
import { eventually } from '../test/eventually';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

describe('notifications (API)', () => {
  let t: TestApp;
  let emitter: EventEmitter2;
  beforeAll(async () => {
    t = await createTestApp();
    emitter = t.app.get(EventEmitter2);
  });
  afterAll(() => t.close());

  async function notificationsOf(userId: string): Promise<Array<{ type: string; actorId: string; videoId: string | null; commentId: string | null }>> {
    return t.dataSource.query(`SELECT type, "actorId", "videoId", "commentId" FROM notifications WHERE "userId" = $1 ORDER BY "createdAt"`, [userId]);
  }

  it('notifies a creator of a follow, a like and a comment, in the list shape, newest first', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await b.agent.put(`/api/users/${b.user.id}`).send({ username: 'bfan', displayName: 'B Fan' }).expect(200);
    const videoId = await insertVideo(t.dataSource, a.user.id);

    await b.agent.post(`/api/users/${a.user.id}/follow`).expect(200);
    await eventually(async () => expect(await notificationsOf(a.user.id)).toHaveLength(1));
    await b.agent.post(`/api/videos/${videoId}/like`).expect(200);
    await eventually(async () => expect(await notificationsOf(a.user.id)).toHaveLength(2));
    const comment = await b.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'Great!' }).expect(201);
    await eventually(async () => expect(await notificationsOf(a.user.id)).toHaveLength(3));

    const res = await a.agent.get('/api/notifications').expect(200);
    const actor = { actorId: b.user.id, actorUsername: 'bfan', actorDisplayName: 'B Fan', actorAvatarUrl: null, isRead: false, action: null, reason: null };
    expect(res.body).toEqual({
      notifications: [
        { id: expect.any(String), type: 'comment', createdAt: expect.any(String), videoId, videoTitle: 'A video', commentId: comment.body.id, ...actor },
        { id: expect.any(String), type: 'like', createdAt: expect.any(String), videoId, videoTitle: 'A video', commentId: null, ...actor },
        { id: expect.any(String), type: 'follow', createdAt: expect.any(String), videoId: null, videoTitle: null, commentId: null, ...actor },
      ],
      nextCursor: null,
    });
    await a.agent.get('/api/notifications/unread-count').expect(200, { count: 3 });
    await b.agent.get('/api/notifications').expect(200, { notifications: [], nextCursor: null });
  });

  it('never notifies you of your own actions', async () => {
    const a = await signUp(t);
    const videoId = await insertVideo(t.dataSource, a.user.id);
    await a.agent.post(`/api/videos/${videoId}/like`).expect(200);
    await a.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'my own video' }).expect(201);
    await emitter.emitAsync(DomainEvent.UserFollowed, { followerId: a.user.id, followingId: a.user.id });
    await emitter.emitAsync(DomainEvent.VideoLiked, { videoId, ownerId: a.user.id, actorId: a.user.id } satisfies VideoLikedEvent);
    expect(await notificationsOf(a.user.id)).toEqual([]);
  });

  it('notifies a like → unlike → like, and an unfollow → follow, only once', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const videoId = await insertVideo(t.dataSource, a.user.id);
    for (const method of ['post', 'delete', 'post', 'delete', 'post'] as const) {
      await b.agent[method](`/api/videos/${videoId}/like`).expect(200);
      await b.agent[method](`/api/users/${a.user.id}/follow`).expect(200);
    }
    const liked = { videoId, ownerId: a.user.id, actorId: b.user.id };
    await Promise.all([emitter.emitAsync(DomainEvent.VideoLiked, liked), emitter.emitAsync(DomainEvent.VideoLiked, liked)]);
    await eventually(async () => expect(await notificationsOf(a.user.id)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await notificationsOf(a.user.id)).map((n) => n.type).sort()).toEqual(['follow', 'like']);
  });

  it('removes the notification with its source: a deleted comment or video', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const videoId = await insertVideo(t.dataSource, a.user.id);
    const comment = await b.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'soon gone' }).expect(201);
    await b.agent.post(`/api/videos/${videoId}/like`).expect(200);
    await eventually(async () => expect(await notificationsOf(a.user.id)).toHaveLength(2));

    await b.agent.delete(`/api/comments/${comment.body.id}`).expect(204);
    expect((await notificationsOf(a.user.id)).map((n) => n.type)).toEqual(['like']);
    await t.dataSource.query(`DELETE FROM videos WHERE id = $1`, [videoId]);
    expect(await notificationsOf(a.user.id)).toEqual([]);
  });

  it('marks one of your own notifications read; another user gets 404 and changes nothing', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await b.agent.post(`/api/users/${a.user.id}/follow`).expect(200);
    await a.agent.post(`/api/users/${b.user.id}/follow`).expect(200);
    await eventually(async () => {
      expect(await notificationsOf(a.user.id)).toHaveLength(1);
      expect(await notificationsOf(b.user.id)).toHaveLength(1);
    });
    const [mine] = (await a.agent.get('/api/notifications').expect(200)).body.notifications;

    const stolen = await b.agent.patch(`/api/notifications/${mine.id}/read`).expect(404);
    expect(stolen.body).toEqual({ statusCode: 404, message: 'Notification not found', error: 'Not Found' });
    await b.agent.patch('/api/notifications/not-a-uuid/read').expect(404);
    await a.agent.get('/api/notifications/unread-count').expect(200, { count: 1 });

    const read = await a.agent.patch(`/api/notifications/${mine.id}/read`).expect(200);
    expect(read.body).toEqual({ ...mine, isRead: true });
    await a.agent.patch(`/api/notifications/${mine.id}/read`).expect(200);
    await a.agent.get('/api/notifications/unread-count').expect(200, { count: 0 });
    await b.agent.get('/api/notifications/unread-count').expect(200, { count: 1 });
  });

  it('marks all of your own notifications read, and only yours', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const videoId = await insertVideo(t.dataSource, a.user.id);
    const otherVideo = await insertVideo(t.dataSource, b.user.id);
    await b.agent.post(`/api/users/${a.user.id}/follow`).expect(200);
    await b.agent.post(`/api/videos/${videoId}/like`).expect(200);
    await a.agent.post(`/api/videos/${otherVideo}/like`).expect(200);
    await eventually(async () => {
      expect(await notificationsOf(a.user.id)).toHaveLength(2);
      expect(await notificationsOf(b.user.id)).toHaveLength(1);
    });

    await a.agent.patch('/api/notifications/read-all').expect(200, { updated: 2 });
    await a.agent.patch('/api/notifications/read-all').expect(200, { updated: 0 });
    await a.agent.get('/api/notifications/unread-count').expect(200, { count: 0 });
    await b.agent.get('/api/notifications/unread-count').expect(200, { count: 1 });
  });

  it('pages newest first', async () => {
    const a = await signUp(t);
    const fans = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
    for (const fan of fans) await fan.agent.post(`/api/users/${a.user.id}/follow`).expect(200);
    await eventually(async () => expect(await notificationsOf(a.user.id)).toHaveLength(5));
    const actors: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Response = await a.agent
        .get('/api/notifications')
        .query(cursor ? { limit: 2, cursor } : { limit: 2 })
        .expect(200);
      actors.push(...res.body.notifications.map((n: { actorId: string }) => n.actorId));
      cursor = res.body.nextCursor;
    } while (cursor);
    const expected = (await t.dataSource.query(`SELECT "actorId" FROM notifications WHERE "userId" = $1 ORDER BY "createdAt" DESC, id DESC`, [a.user.id])).map(
      (row: { actorId: string }) => row.actorId,
    );
    expect(actors).toEqual(expected);
    expect(new Set(actors)).toEqual(new Set(fans.map((f) => f.user.id)));
  });

  it('is for signed-in users only', async () => {
    const visitor = t.agent();
    await visitor.get('/api/notifications').expect(401);
    await visitor.get('/api/notifications/unread-count').expect(401);
    await visitor.get('/api/notifications/stream').expect(401);
    await visitor.patch('/api/notifications/read-all').expect(401);
    await visitor.patch('/api/notifications/00000000-0000-4000-8000-000000000000/read').expect(401);
  });
});

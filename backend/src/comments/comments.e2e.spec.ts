import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Response } from 'supertest';
import { DomainEvent } from '../common/domain-events';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

describe('comments (API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function commentsCount(videoId: string): Promise<number> {
    const [row] = await t.dataSource.query(`SELECT "commentsCount" FROM videos WHERE id = $1`, [videoId]);
    return row.commentsCount;
  }

  it('posts a trimmed plain-text comment, counts it, emits CommentCreated, and lists it', async () => {
    const owner = await signUp(t);
    const author = await signUp(t);
    await author.agent.put(`/api/users/${author.user.id}`).send({ username: 'commenter', displayName: 'The Commenter' }).expect(200);
    const videoId = await insertVideo(t.dataSource, owner.user.id);
    const events: unknown[] = [];
    t.app.get(EventEmitter2).on(DomainEvent.CommentCreated, (e) => events.push(e));

    const html = '  <script>alert("x")</script> & <b>bold</b>  ';
    const res = await author.agent.post(`/api/videos/${videoId}/comments`).send({ text: html }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      text: '<script>alert("x")</script> & <b>bold</b>',
      userId: author.user.id,
      username: 'commenter',
      displayName: 'The Commenter',
      avatarUrl: null,
      avatarSources: [],
      likesCount: 0,
      isLiked: false,
      createdAt: expect.any(String),
      hiddenReason: null,
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(await commentsCount(videoId)).toBe(1);
    expect(events).toEqual([{ commentId: res.body.id, videoId, ownerId: owner.user.id, actorId: author.user.id }]);

    const list = await t.agent().get(`/api/videos/${videoId}/comments`).expect(200);
    expect(list.body).toEqual({ comments: [{ ...res.body, isLiked: false }], nextCursor: null });
  });

  it.each([
    ['an empty text', 'Comment cannot be empty', ''],
    ['a blank text', 'Comment cannot be empty', '   \n\t '],
    ['501 characters', 'Comment must be 500 characters or less', 'x'.repeat(501)],
    ['251 emoji with variation selectors (502 characters)', 'Comment must be 500 characters or less', '❤️'.repeat(251)],
  ])('refuses %s with 400 "%s"', async (_label, message, text) => {
    const owner = await signUp(t);
    const videoId = await insertVideo(t.dataSource, owner.user.id);
    const res = await owner.agent.post(`/api/videos/${videoId}/comments`).send({ text }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request', errors: [{ field: 'text', message }] });
    expect(await commentsCount(videoId)).toBe(0);
  });

  it('accepts exactly 500 characters (after trimming) and refuses a missing text or unknown fields', async () => {
    const owner = await signUp(t);
    const videoId = await insertVideo(t.dataSource, owner.user.id);
    await owner.agent
      .post(`/api/videos/${videoId}/comments`)
      .send({ text: ` ${'y'.repeat(500)} ` })
      .expect(201);
    await owner.agent
      .post(`/api/videos/${videoId}/comments`)
      .send({ text: '❤️'.repeat(250) })
      .expect(201);
    const missing = await owner.agent.post(`/api/videos/${videoId}/comments`).send({}).expect(400);
    expect(missing.body.message).toBe('Comment cannot be empty');
    await owner.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'hi', userId: owner.user.id }).expect(400);
  });

  it('answers 404 "Video not found" for missing, malformed and hidden videos (except to the owner), 401 for visitors', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const hidden = await insertVideo(t.dataSource, owner.user.id, { isHidden: true });
    const failed = await insertVideo(t.dataSource, owner.user.id, { status: 'failed' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', hidden, failed]) {
      const get = await other.agent.get(`/api/videos/${id}/comments`).expect(404);
      expect(get.body).toEqual({ statusCode: 404, message: 'Video not found', error: 'Not Found' });
      await other.agent.post(`/api/videos/${id}/comments`).send({ text: 'hello' }).expect(404);
    }
    await owner.agent.get(`/api/videos/${hidden}/comments`).expect(200);
    const visible = await insertVideo(t.dataSource, owner.user.id);
    const visitor = await t.agent().post(`/api/videos/${visible}/comments`).send({ text: 'hello' }).expect(401);
    expect(visitor.body.message).toBe('User not authenticated');
    expect(await commentsCount(visible)).toBe(0);
  });

  it('lists oldest first, page by page, with isLiked for the viewer', async () => {
    const owner = await signUp(t);
    const viewer = await signUp(t);
    const videoId = await insertVideo(t.dataSource, owner.user.id);
    const posted: string[] = [];
    for (let i = 0; i < 5; i++)
      posted.push(
        (
          await owner.agent
            .post(`/api/videos/${videoId}/comments`)
            .send({ text: `comment ${i}` })
            .expect(201)
        ).body.id,
      );
    await viewer.agent.post(`/api/comments/${posted[2]}/like`).expect(200);

    const seen: Array<{ id: string; isLiked: boolean }> = [];
    let cursor: string | null = null;
    do {
      const res: Response = await viewer.agent
        .get(`/api/videos/${videoId}/comments`)
        .query(cursor ? { limit: 2, cursor } : { limit: 2 })
        .expect(200);
      seen.push(...res.body.comments);
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen.map((c) => c.id)).toEqual(posted);
    expect(seen.map((c) => c.isLiked)).toEqual([false, false, true, false, false]);
  });

  it('lets the author or the video owner delete a comment; others get 403, visitors 401', async () => {
    const owner = await signUp(t);
    const author = await signUp(t);
    const stranger = await signUp(t);
    const videoId = await insertVideo(t.dataSource, owner.user.id);
    const post = async () => (await author.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'mine' }).expect(201)).body.id as string;
    const first = await post();
    const second = await post();
    expect(await commentsCount(videoId)).toBe(2);

    await t.agent().delete(`/api/comments/${first}`).expect(401);
    const forbidden = await stranger.agent.delete(`/api/comments/${first}`).expect(403);
    expect(forbidden.body).toEqual({ statusCode: 403, message: 'You can only delete your own comments or comments on your videos', error: 'Forbidden' });

    await author.agent.delete(`/api/comments/${first}`).expect(204);
    await owner.agent.delete(`/api/comments/${second}`).expect(204);
    expect(await commentsCount(videoId)).toBe(0);
    const gone = await author.agent.delete(`/api/comments/${first}`).expect(404);
    expect(gone.body.message).toBe('Comment not found');
    await author.agent.delete('/api/comments/not-a-uuid').expect(404);
    await t.agent().get(`/api/videos/${videoId}/comments`).expect(200, { comments: [], nextCursor: null });
  });

  it('likes and unlikes comments idempotently with an exact count under concurrency', async () => {
    const owner = await signUp(t);
    const videoId = await insertVideo(t.dataSource, owner.user.id);
    const commentId = (await owner.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'like me' }).expect(201)).body.id;
    const fans = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));

    await fans[0].agent.post(`/api/comments/${commentId}/like`).expect(200, { isLiked: true, likesCount: 1 });
    await fans[0].agent.post(`/api/comments/${commentId}/like`).expect(200, { isLiked: true, likesCount: 1 });
    await fans[0].agent.delete(`/api/comments/${commentId}/like`).expect(200, { isLiked: false, likesCount: 0 });
    await fans[0].agent.delete(`/api/comments/${commentId}/like`).expect(200, { isLiked: false, likesCount: 0 });

    await Promise.all(
      fans.flatMap((f) => [
        f.agent.post(`/api/comments/${commentId}/like`),
        f.agent.post(`/api/comments/${commentId}/like`),
        f.agent.delete(`/api/comments/${commentId}/like`),
      ]),
    );
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM comment_likes WHERE "commentId" = $1`, [commentId]);
    const [{ likesCount }] = await t.dataSource.query(`SELECT "likesCount" FROM comments WHERE id = $1`, [commentId]);
    expect(likesCount).toBe(n);

    await t.agent().post(`/api/comments/${commentId}/like`).expect(401);
    await t.agent().delete(`/api/comments/${commentId}/like`).expect(401);
    const missing = await owner.agent.post('/api/comments/00000000-0000-4000-8000-000000000000/like').expect(404);
    expect(missing.body.message).toBe('Comment not found');
  });
});

import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

type Agent = ReturnType<TestApp['agent']>;

describe('videos: feed, detail, edit, delete (API)', () => {
  let t: TestApp;
  let owner: { agent: Agent; user: { id: string } };
  let other: { agent: Agent; user: { id: string } };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
  });
  afterAll(() => t.close());

  const at = (second: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, second));

  describe('feed', () => {
    it('lists visible videos newest first in the feed shape, leaving out processing, hidden and failed ones (the owner sees their processing one)', async () => {
      const { user, agent } = await signUp(t);
      const old = await insertVideo(t.dataSource, user.id, { title: 'old', createdAt: at(1) });
      const processing = await insertVideo(t.dataSource, user.id, { title: 'processing', status: 'processing', createdAt: at(2) });
      const hidden = await insertVideo(t.dataSource, user.id, { title: 'hidden', isHidden: true, createdAt: at(3) });
      const failed = await insertVideo(t.dataSource, user.id, {
        title: 'failed',
        status: 'failed',
        isHidden: true,
        failureReason: 'Not a video',
        createdAt: at(4),
      });
      const newest = await insertVideo(t.dataSource, user.id, { title: 'newest', createdAt: at(5) });

      const res = await t.agent().get('/api/videos').expect(200);
      const ids = res.body.videos.map((v: { id: string }) => v.id);
      expect(ids.indexOf(newest)).toBeLessThan(ids.indexOf(old));
      expect(ids).not.toContain(processing);
      expect(ids).not.toContain(hidden);
      expect(ids).not.toContain(failed);
      const own = (await agent.get('/api/videos').expect(200)).body.videos.map((v: { id: string }) => v.id);
      expect(own.filter((id: string) => [newest, processing, old].includes(id))).toEqual([newest, processing, old]);
      expect(own).not.toContain(hidden);
      expect(own).not.toContain(failed);
      expect(res.body.videos.find((v: { id: string }) => v.id === newest)).toEqual({
        id: newest,
        title: 'newest',
        caption: 'A caption',
        prompt: null,
        tags: 'ai, test',
        toolUsed: 'openai-sora',
        verifiedTool: null,
        credentialsState: 'none',
        thumbnailUrl: null,
        posterSources: [],
        previewUrl: null,
        placeholder: null,
        videoUrl: '/objects/uploads/fixture',
        video720pUrl: null,
        hlsUrl: null,
        aspectRatio: '16:9',
        width: null,
        height: null,
        likesCount: 0,
        viewsCount: 0,
        commentsCount: 0,
        commentsAllowed: 'everyone',
        remixCount: 0,
        allowRemixes: true,
        remixState: null,
        isLiked: false,
        creator: { id: user.id, username: null, displayName: expect.any(String), avatarUrl: null, avatarSources: [] },
        createdAt: at(5).toISOString(),
        status: 'ready',
        failureReason: null,
        isHidden: false,
        moderationState: 'none',
        moderationReason: null,
      });
    });

    it('tells a signed-in viewer which videos they like', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id, { createdAt: at(30) });
      await other.agent.post(`/api/videos/${video}/like`).expect(200);
      const mine = await other.agent.get('/api/videos').expect(200);
      expect(mine.body.videos.find((v: { id: string }) => v.id === video).isLiked).toBe(true);
      const visitor = await t.agent().get('/api/videos').expect(200);
      expect(visitor.body.videos.find((v: { id: string }) => v.id === video).isLiked).toBe(false);
    });

    it('pages with a stable keyset cursor while newer videos arrive', async () => {
      const { user } = await signUp(t);
      // Same timestamp for several rows: the id breaks the tie.
      const seeded = [];
      for (let i = 0; i < 7; i++) seeded.push(await insertVideo(t.dataSource, user.id, { createdAt: at(100 + Math.floor(i / 2)) }));
      const expected = (await t.agent().get(`/api/videos/user/${user.id}?limit=100`).expect(200)).body.videos.map((v: { id: string }) => v.id);
      expect(expected).toHaveLength(7);

      const first = await t.agent().get(`/api/videos/user/${user.id}?limit=3`).expect(200);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      for (let i = 0; i < 3; i++) await insertVideo(t.dataSource, user.id, { createdAt: at(200 + i) });
      const seen = first.body.videos.map((v: { id: string }) => v.id);
      let cursor = first.body.nextCursor;
      while (cursor) {
        const page = await t.agent().get(`/api/videos/user/${user.id}?limit=3&cursor=${cursor}`).expect(200);
        seen.push(...page.body.videos.map((v: { id: string }) => v.id));
        cursor = page.body.nextCursor;
      }
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(seeded.length);
    });

    it('keeps microsecond-apart videos apart across pages', async () => {
      const { user } = await signUp(t);
      const rows: Array<{ id: string }> = await t.dataSource.query(
        `INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl", status, "createdAt")
         SELECT $1, 'micro ' || n, 'other', '/objects/x', '/objects/x', 'ready', timestamptz '2031-01-01 00:00:00.000001+00' + n * interval '1 microsecond'
         FROM generate_series(1, 5) AS n RETURNING id`,
        [user.id],
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { videos: Array<{ id: string }>; nextCursor: string | null } } = await t
          .agent()
          .get(`/api/videos?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
          .expect(200);
        seen.push(...page.body.videos.map((v) => v.id));
        cursor = page.body.nextCursor;
      } while (cursor && seen.length < 5);
      expect(seen.slice(0, 5).sort()).toEqual(rows.map((r) => r.id).sort());
    });

    it.each([['limit=0'], ['limit=101'], ['limit=abc'], ['cursor=not-a-cursor']])('refuses ?%s with 400', async (query) => {
      const res = await t.agent().get(`/api/videos?${query}`).expect(400);
      expect(res.body.statusCode).toBe(400);
    });
  });

  describe("a creator's videos", () => {
    it('shows the owner their processing, failed and hidden videos with the reason; others only the visible ones', async () => {
      const creator = await signUp(t);
      const ready = await insertVideo(t.dataSource, creator.user.id, { createdAt: at(1) });
      const processing = await insertVideo(t.dataSource, creator.user.id, { status: 'processing', createdAt: at(2) });
      const failed = await insertVideo(t.dataSource, creator.user.id, {
        status: 'failed',
        isHidden: true,
        failureReason: 'The file could not be decoded as a video',
        createdAt: at(3),
      });
      const reported = await insertVideo(t.dataSource, creator.user.id, { isHidden: true, createdAt: at(4) });

      const own = await creator.agent.get(`/api/videos/user/${creator.user.id}`).expect(200);
      expect(own.body.videos.map((v: { id: string }) => v.id)).toEqual([reported, failed, processing, ready]);
      expect(own.body.videos[1]).toMatchObject({ status: 'failed', failureReason: 'The file could not be decoded as a video', isHidden: true });
      expect(own.body.videos[2]).toMatchObject({ status: 'processing', isHidden: false });

      const theirs = await other.agent.get(`/api/videos/user/${creator.user.id}`).expect(200);
      expect(theirs.body).toEqual({ videos: [expect.objectContaining({ id: ready })], nextCursor: null });
    });

    it('answers an unknown creator with an empty list and a malformed id with 404', async () => {
      const empty = await t.agent().get('/api/videos/user/00000000-0000-4000-8000-000000000000').expect(200);
      expect(empty.body).toEqual({ videos: [], nextCursor: null });
      const bad = await t.agent().get('/api/videos/user/not-a-uuid').expect(404);
      expect(bad.body).toEqual({ statusCode: 404, message: 'User not found', error: 'Not Found' });
    });
  });

  describe('detail', () => {
    it('returns the detail shape, and 404 "Video not found" when missing, malformed or hidden (except to the owner)', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const res = await t.agent().get(`/api/videos/${video}`).expect(200);
      expect(res.body).toMatchObject({ id: video, isLiked: false, durationSeconds: null, creator: { id: owner.user.id }, status: 'ready' });

      const hidden = await insertVideo(t.dataSource, owner.user.id, { isHidden: true });
      const failed = await insertVideo(t.dataSource, owner.user.id, { status: 'failed', failureReason: 'Unreadable' });
      for (const id of [hidden, failed, '00000000-0000-4000-8000-000000000000', 'nope', '1']) {
        const missing = await other.agent.get(`/api/videos/${id}`).expect(404);
        expect(missing.body).toEqual({ statusCode: 404, message: 'Video not found', error: 'Not Found' });
      }
      await owner.agent.get(`/api/videos/${hidden}`).expect(200);
      const ownFailed = await owner.agent.get(`/api/videos/${failed}`).expect(200);
      expect(ownFailed.body).toMatchObject({ status: 'failed', failureReason: 'Unreadable' });
    });
  });

  describe('create: validation', () => {
    const valid = { title: 'Neon city', caption: 'Rain at night', toolUsed: 'openai-sora', aspectRatio: 'auto', tags: 'neon', videoUrl: '/objects/uploads/x' };

    it('needs a signed-in user', async () => {
      await t.agent().post('/api/videos').send(valid).expect(401);
    });

    it.each([
      [{ title: undefined }, 'title', 'Title is required'],
      [{ title: '   ' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(81) }, 'title', 'Title must be 80 characters or less'],
      [{ caption: undefined }, 'caption', 'Caption is required'],
      [{ caption: ' ' }, 'caption', 'Caption is required'],
      [{ toolUsed: undefined }, 'toolUsed', 'Please select the AI tool used'],
      [{ toolUsed: 'midjourney' }, 'toolUsed', 'Please select the AI tool used'],
      [{ aspectRatio: '16/9' }, 'aspectRatio', 'Aspect ratio must be one of auto, 16:9, 9:16, 1:1, 4:3, 3:4, 21:9 or width:height'],
      [{ aspectRatio: '0:1' }, 'aspectRatio', 'Aspect ratio must be one of auto, 16:9, 9:16, 1:1, 4:3, 3:4, 21:9 or width:height'],
      [{ tags: ['a', 'b'] }, 'tags', 'Tags must be text'],
      [{ videoUrl: undefined }, 'videoUrl', 'Video URL is required'],
      [{ videoUrl: '' }, 'videoUrl', 'Video URL is required'],
      [{ status: 'ready' }, 'status', 'property status should not exist'],
    ])('refuses %j with 400 "%s: %s"', async (change, field, message) => {
      const res = await owner.agent
        .post('/api/videos')
        .send({ ...valid, ...change })
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message, errors: [{ field, message }] });
    });

    it('accepts a raw width:height ratio and refuses a URL that was never issued', async () => {
      const res = await owner.agent
        .post('/api/videos')
        .send({ ...valid, aspectRatio: '1920:1080' })
        .expect(400);
      expect(res.body.message).toBe('Upload not found');
    });
  });

  describe('edit', () => {
    it('lets only the owner edit: visitor 401, other user 403, missing 404', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      await t.agent().patch(`/api/videos/${video}`).send({ title: 'x' }).expect(401);
      const forbidden = await other.agent.patch(`/api/videos/${video}`).send({ title: 'x' }).expect(403);
      expect(forbidden.body).toEqual({ statusCode: 403, message: 'You can only edit your own videos', error: 'Forbidden' });
      await owner.agent.patch('/api/videos/00000000-0000-4000-8000-000000000000').send({ title: 'x' }).expect(404);
      await owner.agent.patch('/api/videos/not-a-uuid').send({ title: 'x' }).expect(404);
    });

    it('updates title, caption, prompt and tags, trimmed and normalised', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const res = await owner.agent
        .patch(`/api/videos/${video}`)
        .send({ title: '  New title  ', caption: ' New caption ', prompt: ' a prompt ', tags: ' neon , city,,neon, ' })
        .expect(200);
      expect(res.body).toMatchObject({ id: video, title: 'New title', caption: 'New caption', prompt: 'a prompt', tags: 'neon, city' });

      const cleared = await owner.agent.patch(`/api/videos/${video}`).send({ prompt: '  ', tags: '' }).expect(200);
      expect(cleared.body).toMatchObject({ title: 'New title', caption: 'New caption', prompt: null, tags: '' });
      const nulls = await owner.agent.patch(`/api/videos/${video}`).send({ prompt: null, tags: null }).expect(200);
      expect(nulls.body).toMatchObject({ prompt: null, tags: '' });
    });

    it.each([
      [{ title: '   ' }, 'title', 'Title is required'],
      [{ title: null }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(81) }, 'title', 'Title must be 80 characters or less'],
      [{ caption: '' }, 'caption', 'Caption is required'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') }, 'tags', 'Use 20 tags or fewer'],
      [{ tags: 'x'.repeat(51) }, 'tags', 'Each tag must be 50 characters or less'],
      [{ isHidden: false }, 'isHidden', 'property isHidden should not exist'],
    ])('refuses %j with 400 "%s: %s"', async (body, field, message) => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      const res = await owner.agent.patch(`/api/videos/${video}`).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message, errors: [{ field, message }] });
    });
  });

  describe('delete', () => {
    it('lets only the owner delete: visitor 401, other user 403, missing 404', async () => {
      const video = await insertVideo(t.dataSource, owner.user.id);
      await t.agent().delete(`/api/videos/${video}`).expect(401);
      const forbidden = await other.agent.delete(`/api/videos/${video}`).expect(403);
      expect(forbidden.body).toEqual({ statusCode: 403, message: 'You can only delete your own videos', error: 'Forbidden' });
      await owner.agent.delete('/api/videos/00000000-0000-4000-8000-000000000000').expect(404);
      await owner.agent.delete('/api/videos/not-a-uuid').expect(404);
      await owner.agent.get(`/api/videos/${video}`).expect(200);
    });

    it("removes the video with its likes and reports and takes it off the owner's counts", async () => {
      const creator = await signUp(t);
      const video = await insertVideo(t.dataSource, creator.user.id, { viewsCount: 7 });
      await insertVideo(t.dataSource, creator.user.id, { viewsCount: 3 });
      await other.agent.post(`/api/videos/${video}/like`).expect(200);
      await other.agent.post(`/api/videos/${video}/report`).send({ reason: 'spam' }).expect(200);

      const res = await creator.agent.delete(`/api/videos/${video}`).expect(200);
      expect(res.body).toEqual({ message: 'Video deleted' });
      await creator.agent.get(`/api/videos/${video}`).expect(404);
      await creator.agent.delete(`/api/videos/${video}`).expect(404);
      const [counts] = await t.dataSource.query(`SELECT "videosCount", "totalViews"::int AS "totalViews" FROM users WHERE id = $1`, [creator.user.id]);
      expect(counts).toEqual({ videosCount: 1, totalViews: 3 });
      const [left] = await t.dataSource.query(
        `SELECT (SELECT count(*) FROM likes WHERE "videoId" = $1)::int AS likes, (SELECT count(*) FROM reports WHERE "videoId" = $1)::int AS reports`,
        [video],
      );
      expect(left).toEqual({ likes: 0, reports: 0 });
    });
  });
});

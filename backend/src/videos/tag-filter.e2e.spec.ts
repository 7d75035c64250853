import type { Response } from 'supertest';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';
import { keysetQuery, videoPages } from '@genalpha/db';

describe('the feed filtered by a tag (GET /api/videos?tag=)', () => {
  let t: TestApp;
  let ownerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ownerId = (await signUp(t)).user.id;
  });
  afterAll(() => t.close());

  const at = (second: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, second));

  async function video(tags: string, caption: string, extra: Parameters<typeof insertVideo>[2] = {}): Promise<string> {
    const id = await insertVideo(t.dataSource, ownerId, extra);
    await t.dataSource.query(`UPDATE videos SET tags = $2, caption = $3 WHERE id = $1`, [id, tags, caption]);
    return id;
  }

  const ids = (res: Response) => res.body.videos.map((v: { id: string }) => v.id);

  it('keeps videos with the tag or a #hashtag of it in the caption, any letter case, newest first', async () => {
    const tagged = await video('Neon, rain', 'A street', { createdAt: at(1) });
    const inCaption = await video('city', 'Lights everywhere #NEON. Wow', { createdAt: at(2) });
    const spaced = await video('neon city, rain', 'Not a #neonsign', { createdAt: at(3) });
    const glued = await video('', 'no#neon here', { createdAt: at(4) });
    const hidden = await video('neon', 'hidden', { isHidden: true, createdAt: at(5) });
    const failed = await video('neon', 'failed', { status: 'failed', createdAt: at(6) });

    const res = await t.agent().get('/api/videos').query({ tag: 'neon' }).expect(200);
    expect(ids(res)).toEqual([inCaption, tagged]);
    expect(res.body.videos[0]).toMatchObject({ id: inCaption, caption: 'Lights everywhere #NEON. Wow', tags: 'city' });
    for (const left of [spaced, glued, hidden, failed]) expect(ids(res)).not.toContain(left);

    expect(ids(await t.agent().get('/api/videos').query({ tag: '  #Neon ' }).expect(200))).toEqual([inCaption, tagged]);
    expect(ids(await t.agent().get('/api/videos').query({ tag: 'neon city' }).expect(200))).toEqual([spaced]);
    expect(ids(await t.agent().get('/api/videos').query({ tag: 'neonsign' }).expect(200))).toEqual([spaced]);
    expect((await t.agent().get('/api/videos').query({ tag: 'nothing-like-this' }).expect(200)).body).toEqual({ videos: [], nextCursor: null });
  });

  it('reads hashtags in any script, ended by whitespace or ASCII punctuation', async () => {
    const id = await video('', 'Tokyo nights #東京, #café_2!', { createdAt: at(10) });
    expect(ids(await t.agent().get('/api/videos').query({ tag: '東京' }).expect(200))).toEqual([id]);
    expect(ids(await t.agent().get('/api/videos').query({ tag: 'café_2' }).expect(200))).toEqual([id]);
  });

  it('pages with the keyset cursor like the feed, rows with equal times included once', async () => {
    const seeded: string[] = [];
    for (let i = 0; i < 7; i++) seeded.push(await video('paged, other', 'x', { createdAt: at(100 + Math.floor(i / 2)) }));
    await video('other', 'not in the tag', { createdAt: at(101) });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Response = await t
        .agent()
        .get('/api/videos')
        .query(cursor ? { tag: 'paged', limit: 3, cursor } : { tag: 'paged', limit: 3 })
        .expect(200);
      expect(res.body.videos.length).toBeLessThanOrEqual(3);
      seen.push(...ids(res));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(seeded));
    const times = await t.dataSource.query(`SELECT id, "createdAt" FROM videos WHERE id = ANY($1)`, [seen]);
    const timeOf = new Map(times.map((row: { id: string; createdAt: Date }) => [row.id, row.createdAt.getTime()]));
    expect(seen.map((id) => timeOf.get(id))).toEqual([...seen.map((id) => timeOf.get(id))].sort((a, b) => (b as number) - (a as number)));
  });

  it.each([
    ['an empty tag', '', 'tag must not be empty'],
    ['a lone #', '#', 'tag must not be empty'],
    ['two tags', 'neon,rain', 'tag must be one tag (no commas)'],
    ['a tag of 51 characters', 'x'.repeat(51), 'tag must be 50 characters or less'],
  ])('refuses %s with 400', async (_label, tag, message) => {
    const res = await t.agent().get('/api/videos').query({ tag }).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('is answered from the tag index (IDX_videos_tag_set) among many videos', async () => {
    const { user } = await signUp(t);
    await t.dataSource.query(
      `INSERT INTO videos ("userId", title, caption, "toolUsed", tags, "videoUrl", "originalUrl", status, "createdAt")
       SELECT $1, 'bulk ' || g, 'filler ' || g, 'other', 'common, bulk' || (g % 50), '/objects/x', '/objects/x', 'ready', now() - make_interval(secs => g)
       FROM generate_series(1, 3000) g`,
      [user.id],
    );
    await video('rare', 'few', { createdAt: at(200) });
    await t.dataSource.query('ANALYZE videos');
    const { text, values } = keysetQuery(videoPages.tagged, [null, 'rare'], undefined, 24);
    const plan: Array<{ 'QUERY PLAN': string }> = await t.dataSource.query(`EXPLAIN ${text}`, values);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('IDX_videos_tag_set');
  });
});

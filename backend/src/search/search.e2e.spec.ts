import type { Response } from 'supertest';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { searchRankedSql } from '@genalpha/db';

interface VideoSpec {
  title: string;
  prompt?: string;
  caption?: string;
  tags?: string;
  tool?: string;
  aspectRatio?: string;
  status?: string;
  isHidden?: boolean;
  credentialsState?: string;
  createdAt?: Date;
  score?: number;
}

describe('search (GET /api/search, /api/search/suggest)', () => {
  let t: TestApp;
  let owner: string;
  const ids: Record<string, string> = {};

  /** A creator with a leaderboard row (as the recompute leaves one). */
  async function creator(username: string, displayName: string, totalViews: number): Promise<string> {
    const [user] = await t.dataSource.query(
      `INSERT INTO users (email, password, username, "displayName") VALUES ($1, 'x', $2, $3) RETURNING id, "userNumber"`,
      [`${username}@example.com`, username, displayName],
    );
    await t.dataSource.query(
      `INSERT INTO creator_stats ("userId", "userNumber", "totalViews", "totalLikes", "followersCount", "videosCount") VALUES ($1, $2, $3, 0, 0, 1)`,
      [user.id, user.userNumber, totalViews],
    );
    return user.id;
  }

  /** A video row as the worker leaves it, with feed.rank's engagement score when given. */
  async function video(spec: VideoSpec, userId = owner): Promise<string> {
    const [row] = await t.dataSource.query(
      `INSERT INTO videos ("userId", title, prompt, caption, tags, "toolUsed", "aspectRatio", status, "isHidden", "moderationState", "credentialsState",
                           "videoUrl", "originalUrl", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $9 THEN 'pending_review' ELSE 'none' END, $10, '/objects/x', '/objects/x', coalesce($11, now()))
       RETURNING id, "toolUsed", "createdAt"`,
      [
        userId,
        spec.title,
        spec.prompt ?? null,
        spec.caption ?? '',
        spec.tags ?? '',
        spec.tool ?? 'other',
        spec.aspectRatio ?? '16:9',
        spec.status ?? 'ready',
        spec.isHidden ?? false,
        spec.credentialsState ?? 'none',
        spec.createdAt ?? null,
      ],
    );
    if (spec.score !== undefined)
      await t.dataSource.query(`INSERT INTO video_scores ("videoId", "userId", "toolUsed", "videoCreatedAt", score) VALUES ($1, $2, $3, $4, $5)`, [
        row.id,
        userId,
        row.toolUsed,
        row.createdAt,
        spec.score,
      ]);
    return row.id;
  }

  const search = (query: Record<string, string | number | boolean>) => t.agent().get('/api/search').query(query);
  const found = async (q: string, extra: Record<string, string | number | boolean> = {}) =>
    ((await search({ q, ...extra }).expect(200)).body.videos as Array<{ id: string }>).map((v) => v.id);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await creator('mirafilms', 'Mira Ødegård', 5000);
    ids.dragon = await video({
      title: 'Cinematic dragon over the fjord',
      prompt: 'A red dragon glides over a misty fjord at dawn, 35mm',
      tags: 'fantasy, dragons',
      tool: 'google-veo-3',
      aspectRatio: '9:16',
      credentialsState: 'valid',
    });
    ids.dragonPrompt = await video({ title: 'Fjord morning', prompt: 'cinematic shot of a dragon kite', tool: 'openai-sora' });
    ids.cafe = await video({ title: 'Café at night', prompt: 'rain on the window', tags: 'city', tool: 'runway-gen-3' });
    ids.robots = await video({ title: 'Robots learning to dance', prompt: 'robots dance in a neon hall', caption: 'Loop it #neon', tool: 'pika-labs' });
    ids.robotsLoved = await video({ title: 'Robots learning to sing', prompt: 'robots sing in a neon hall', tool: 'pika-labs', score: 50 });
    ids.old = await video({ title: 'Old robots archive', tool: 'other', createdAt: new Date('2020-01-01T00:00:00Z') });
    ids.hidden = await video({ title: 'Secret dragon', isHidden: true });
    ids.processing = await video({ title: 'Unfinished dragon', status: 'processing' });
    const banned = await creator('bannedone', 'Banned One', 10);
    ids.bannedVideo = await video({ title: 'Banned dragon' }, banned);
    await t.dataSource.query(`UPDATE users SET "bannedAt" = now(), "banReason" = 'Spam' WHERE id = $1`, [banned]);
    ids.zed = await creator('zedwaves', 'Zed Waves', 90_000);
    ids.zedVideo = await video({ title: 'Waves at dusk' }, ids.zed);
    ids.zoe = await creator('zoewaves', 'Zoe Wavelength', 100);
  });
  afterAll(() => t.close());

  describe('matching', () => {
    it('finds a title, a prompt, a tag and a creator name; a title match ranks above a prompt match', async () => {
      expect(await found('dragon')).toEqual([ids.dragon, ids.dragonPrompt]);
      expect(await found('misty fjord')).toEqual([ids.dragon]);
      expect(await found('fantasy')).toEqual([ids.dragon]);
      expect(await found('zedwaves')).toEqual([ids.zedVideo]);
    });

    it('ignores accents both ways', async () => {
      expect(await found('cafe')).toEqual([ids.cafe]);
      expect(await found('CAFÉ NIGHT')).toEqual([ids.cafe]);
      expect(await found('odegard')).toHaveLength(6);
    });

    it('matches the last word as a prefix in suggestions, while it is typed (not once a space follows), whole in results', async () => {
      const suggested = async (q: string) =>
        ((await t.agent().get('/api/search/suggest').query({ q }).expect(200)).body.videos as Array<{ id: string }>).map((v) => v.id);
      expect(await suggested('cinematic drag')).toEqual([ids.dragon, ids.dragonPrompt]);
      expect(await suggested('fjo')).toEqual(expect.arrayContaining([ids.dragon, ids.dragonPrompt]));
      expect(await suggested('dra')).toEqual([ids.dragon, ids.dragonPrompt]);
      expect(await suggested('dra ')).toEqual([]);
      expect(await found('dra')).toEqual([]);
      expect(await found('dragon')).toEqual([ids.dragon, ids.dragonPrompt]);
    });

    it('forgives a word one or two letters off', async () => {
      const res = await search({ q: 'cinematik dragn' }).expect(200);
      expect(res.body.videos.map((v: { id: string }) => v.id)).toEqual([ids.dragon, ids.dragonPrompt]);
      expect(res.body.words).toEqual(expect.arrayContaining(['cinematik', 'cinematic', 'dragn', 'dragon']));
      expect(await found('robts learnng')).toEqual([ids.robotsLoved, ids.robots]);
    });

    it('puts the loved one first among equally good matches', async () => {
      expect((await found('robots learning')).slice(0, 2)).toEqual([ids.robotsLoved, ids.robots]);
    });

    it('understands "exact phrase", -word, tool:x and #tag', async () => {
      expect(await found('"learning to dance"')).toEqual([ids.robots]);
      expect(await found('"dance learning"')).toEqual([]);
      expect(await found('robots -sing')).toEqual(expect.not.arrayContaining([ids.robotsLoved]));
      expect(await found('robots -sing')).toContain(ids.robots);
      expect(await found('dragon tool:veo-3')).toEqual([ids.dragon]);
      expect(await found('tool:sora')).toEqual([ids.dragonPrompt]);
      expect(await found('tool:nonsense dragon')).toEqual([]);
      expect(await found('#neon')).toEqual([ids.robots]);
      expect(await found('#fantasy dragon')).toEqual([ids.dragon]);
    });

    it('narrows by tool, valid credentials, aspect ratio and upload date', async () => {
      expect(await found('dragon', { tool: 'openai-sora' })).toEqual([ids.dragonPrompt]);
      expect(await found('dragon', { verified: true })).toEqual([ids.dragon]);
      expect(await found('dragon', { aspectRatio: '9:16' })).toEqual([ids.dragon]);
      expect(await found('robots', { uploaded: 'year' })).not.toContain(ids.old);
      expect(await found('robots')).toContain(ids.old);
    });

    it('pages with the cursor, every match once, best first', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: Response = await search(cursor ? { q: 'robots', limit: 1, cursor } : { q: 'robots', limit: 1 }).expect(200);
        seen.push(...res.body.videos.map((v: { id: string }) => v.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen).toEqual(await found('robots'));
      expect(new Set(seen).size).toBe(3);
    });

    it('keeps the document current: an edited title, a renamed creator', async () => {
      const id = await video({ title: 'Plain title' });
      await t.dataSource.query(`UPDATE videos SET title = 'Aurora borealis timelapse' WHERE id = $1`, [id]);
      expect(await found('borealis')).toEqual([id]);
      expect(await found('plain')).toEqual([]);
      await t.dataSource.query(`UPDATE users SET "displayName" = 'Quixotic Quill' WHERE id = $1`, [ids.zed]);
      expect(await found('quixotic')).toEqual([ids.zedVideo]);
      expect(await found('quixotik')).toEqual([ids.zedVideo]);
    });
  });

  describe('visibility', () => {
    it('finds only what the feeds show: no hidden, processing or suspended creator’s video, for visitors and signed-in viewers alike', async () => {
      for (const q of ['dragon', 'secret', 'unfinished', 'banned']) {
        const result = await found(q);
        for (const left of [ids.hidden, ids.processing, ids.bannedVideo]) expect(result).not.toContain(left);
      }
      expect((await search({ q: 'banned', type: 'creators' }).expect(200)).body.creators).toEqual([]);
    });

    it("keeps out what a signed-in viewer's feeds keep out (muted words, blocks either way), with pages still full", async () => {
      const viewer = await signUp(t);
      const mine = async (q: string, extra: Record<string, string | number> = {}) =>
        (
          (
            await viewer.agent
              .get('/api/search')
              .query({ q, ...extra })
              .expect(200)
          ).body.videos as Array<{ id: string }>
        ).map((v) => v.id);
      await viewer.agent
        .put('/api/user/muted-words')
        .send({ words: ['sing'] })
        .expect(200);
      expect(await mine('robots')).not.toContain(ids.robotsLoved);
      // The best match is muted: the first page of two reads on past it, is still full, and is the last.
      const firstPage = await viewer.agent.get('/api/search').query({ q: 'robots', limit: 2 }).expect(200);
      expect(firstPage.body.videos.map((v: { id: string }) => v.id).sort()).toEqual([ids.robots, ids.old].sort());
      expect(firstPage.body.nextCursor).toBeNull();

      await viewer.agent.post(`/api/users/${owner}/block`).expect(200);
      expect(await mine('dragon')).toEqual([]);
      expect((await viewer.agent.get('/api/search').query({ q: 'mira', type: 'creators' }).expect(200)).body.creators).toEqual([]);
      const blockedBy = await signUp(t);
      await t.dataSource.query(`INSERT INTO user_blocks ("blockerId", "blockedId") VALUES ($1, $2)`, [owner, blockedBy.user.id]);
      expect((await blockedBy.agent.get('/api/search').query({ q: 'dragon' }).expect(200)).body.videos).toEqual([]);
      expect(await found('dragon')).toContain(ids.dragon);
    });
  });

  describe('creators and tags', () => {
    it('finds creators by prefix and with a typo, by leaderboard score', async () => {
      const names = async (q: string) =>
        ((await search({ q, type: 'creators' }).expect(200)).body.creators as Array<{ username: string }>).map((c) => c.username);
      expect(await names('wave')).toEqual(['zedwaves', 'zoewaves']);
      expect((await names('zoewavs'))[0]).toBe('zoewaves');
      expect(await names('mira odegard')).toEqual(['mirafilms']);
      const page = await search({ q: 'wave', type: 'creators', limit: 1 }).expect(200);
      expect(page.body.creators[0].username).toBe('zedwaves');
      const next = await search({ q: 'wave', type: 'creators', limit: 1, cursor: page.body.nextCursor }).expect(200);
      expect(next.body.creators.map((c: { username: string }) => c.username)).toEqual(['zoewaves']);
      expect(next.body.nextCursor).toBeNull();
    });

    it('ranks the creators who match by their leaderboard score alone, not by how closely they match', async () => {
      const near = await creator('mirafilm', 'Miro Film', 9000);
      const first = await search({ q: 'mirafilms', type: 'creators', limit: 1 }).expect(200);
      expect(first.body.creators.map((c: { username: string }) => c.username)).toEqual(['mirafilm']);
      const second = await search({ q: 'mirafilms', type: 'creators', limit: 1, cursor: first.body.nextCursor }).expect(200);
      expect(second.body.creators.map((c: { username: string }) => c.username)).toEqual(['mirafilms']);
      expect(second.body.nextCursor).toBeNull();
      await t.dataSource.query(`DELETE FROM creator_stats WHERE "userId" = $1`, [near]);
      await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [near]);
    });

    it('finds tags by prefix with their count of visible videos, kept by every write', async () => {
      const tags = async (q: string) => (await search({ q, type: 'tags' }).expect(200)).body.tags;
      expect(await tags('fan')).toEqual([{ tag: 'fantasy', videos: 1 }]);
      expect(await tags('#ne')).toEqual([{ tag: 'neon', videos: 1 }]);
      await t.dataSource.query(`UPDATE videos SET "isHidden" = true, "moderationState" = 'pending_review' WHERE id = $1`, [ids.robots]);
      expect(await tags('neon')).toEqual([]);
      await t.dataSource.query(`UPDATE videos SET "isHidden" = false, "moderationState" = 'none' WHERE id = $1`, [ids.robots]);
      const extra = await video({ title: 'More fantasy', tags: 'fantasy' });
      expect(await tags('fantasy')).toEqual([{ tag: 'fantasy', videos: 2 }]);
      await t.dataSource.query(`DELETE FROM videos WHERE id = $1`, [extra]);
      expect(await tags('fantasy')).toEqual([{ tag: 'fantasy', videos: 1 }]);
      expect((await t.agent().get('/api/search/popular-tags').expect(200)).body.tags).toEqual(expect.arrayContaining([{ tag: 'city', videos: 1 }]));
    });

    it('pages tags with a cursor, most used first, then by name', async () => {
      const extra = [await video({ title: 'Tide one', tags: 'tide, tidal, tidepool' }), await video({ title: 'Tide two', tags: 'tide' })];
      const first = await search({ q: 'tid', type: 'tags', limit: 2 }).expect(200);
      expect(first.body.tags).toEqual([
        { tag: 'tide', videos: 2 },
        { tag: 'tidal', videos: 1 },
      ]);
      const second = await search({ q: 'tid', type: 'tags', limit: 2, cursor: first.body.nextCursor }).expect(200);
      expect(second.body).toMatchObject({ tags: [{ tag: 'tidepool', videos: 1 }], nextCursor: null });
      const forged = Buffer.from(JSON.stringify([1, 'x\u0000'])).toString('base64url');
      for (const cursor of ['nonsense', forged]) await search({ q: 'tid', type: 'tags', cursor }).expect(400);
      await t.dataSource.query(`DELETE FROM videos WHERE id = ANY($1)`, [extra]);
    });
  });

  describe('suggestions', () => {
    it('suggests the dragon video for "cinematik dragn", and creators and tags for a prefix', async () => {
      const res = await t.agent().get('/api/search/suggest').query({ q: 'cinematik dragn' }).expect(200);
      expect(res.body.videos[0]).toEqual({ id: ids.dragon, title: 'Cinematic dragon over the fjord', creatorDisplayName: 'Mira Ødegård' });
      const prefix = await t.agent().get('/api/search/suggest').query({ q: 'fant' }).expect(200);
      expect(prefix.body.tags).toEqual([{ tag: 'fantasy', videos: 1 }]);
      const people = await t.agent().get('/api/search/suggest').query({ q: 'zoe' }).expect(200);
      expect(people.body.creators.map((c: { username: string }) => c.username)).toEqual(['zoewaves']);
    });
  });

  describe('bad input', () => {
    const SPECIALS = ['&', '|', '!', '(', ')', ':', '*', '%', '_', '\\', "'"];
    const cases: Array<[string, string]> = [
      ...SPECIALS.map((char): [string, string] => [`the character ${char} alone`, char]),
      ...SPECIALS.map((char): [string, string] => [`the character ${char} inside words`, `drag${char}on ${char}fjord${char}`]),
      ['every special character at once', `${SPECIALS.join('')} dragon ${SPECIALS.join(' ')}`],
      ['tsquery syntax', "dragon & !fjord | (a:* <-> b) 'x'"],
      ['an unmatched quote', '"cinematic dragon'],
      ['a lone quote', '"'],
      ['a lone minus', '-'],
      ['only excluded words', '-dragon -fjord'],
      ['a bare tool:', 'tool:'],
      ['a bare #', '#'],
      ['emoji', '🐉🔥 dragon ✨'],
      ['right-to-left text', 'تنين سينمائي'],
      ['Hebrew with a direction mark', '\u200fדרקון\u200e'],
      ['SQL-looking text', "'; DROP TABLE videos; -- dragon"],
      ['a control character', 'dragon\u0007'],
      ['U+0000', 'drag\u0000on #fan\u0000tasy'],
      ['1,000 characters', 'dragon '.repeat(143).slice(0, 1000)],
      ['a 1,000-character word', 'x'.repeat(1000)],
    ];

    it.each(cases)('answers %s with 200 (videos, creators, tags, suggestions)', async (_label, q) => {
      for (const type of ['videos', 'creators', 'tags']) await search({ q, type }).expect(200);
      await t.agent().get('/api/search/suggest').query({ q }).expect(200);
    });

    it('cuts a long query instead of failing it', async () => {
      expect(await found(`dragon ${'x'.repeat(990)}`)).toEqual([]);
      expect(await found(`dragon fjord${' '.repeat(990)}`)).toEqual([ids.dragon, ids.dragonPrompt]);
    });

    it.each([
      ['no q', {}, 'q must be text'],
      ['an empty q', { q: '' }, 'q must not be empty: type something to search for'],
      ['an unknown type', { q: 'x', type: 'users' }, 'type must be one of: videos, creators, tags'],
      ['an unknown aspect ratio', { q: 'x', aspectRatio: 'wide' }, 'aspectRatio must be one of: 16:9, 9:16, 1:1, 4:3, 3:4, 21:9'],
      ['an unknown period', { q: 'x', uploaded: 'decade' }, 'uploaded must be one of: day, week, month, year'],
      ['a forged cursor', { q: 'x', cursor: 'bm90LWEtY3Vyc29y' }, 'Invalid cursor'],
    ])('refuses %s with 400', async (_label, query, message) => {
      const res = await search(query).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect([res.body.message].flat()).toContain(message);
    });

    it('answers a whitespace-only q with no results', async () => {
      expect((await search({ q: '   ' }).expect(200)).body).toEqual({ videos: [], creators: [], tags: [], words: [], nextCursor: null });
      await t.agent().get('/api/search/suggest').query({ q: ' ' }).expect(200);
      await t.agent().get('/api/search/suggest').expect(400);
    });
  });

  it('is answered from the document index (IDX_videos_search_document) among many videos', async () => {
    await t.dataSource.query(
      `INSERT INTO videos ("userId", title, prompt, "toolUsed", "videoUrl", "originalUrl", status, "createdAt")
       SELECT $1, 'filler clip ' || g, 'cinematic, 35mm, take ' || g, 'other', '/objects/x', '/objects/x', 'ready', now() - make_interval(secs => g)
       FROM generate_series(1, 3000) g`,
      [owner],
    );
    await t.dataSource.query('VACUUM ANALYZE videos');
    const text = searchRankedSql({ tsquery: '$1' });
    const values = ["'fjord'"];
    const plan: Array<{ 'QUERY PLAN': string }> = await t.dataSource.query(`EXPLAIN ${text}`, values);
    const lines = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(lines).toContain('IDX_videos_search_document');
    expect(lines).not.toMatch(/Seq Scan on videos/);
  });
});

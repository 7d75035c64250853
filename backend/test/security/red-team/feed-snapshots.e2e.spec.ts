import type IORedis from 'ioredis';
import request from 'supertest';
import { TOOL_OPTIONS, RATE_LIMITS } from '@genalpha/shared';
import { RANK_FEED_SQL } from '@genalpha/db';
import { FOR_YOU_MAX_ITEMS } from '../../../src/feed/feed.service';
import { SNAPSHOTS_PER_VIEWER, SNAPSHOT_TTL_SECONDS } from '../../../src/feed/for-you-snapshots';
import { REDIS } from '../../../src/redis/redis.module';
import { TestApp, createTestApp } from '../../../src/test/test-app';
import { insertVideo } from '../../../src/test/video-fixtures';
import { Member, createMember } from '../testing/members';

/** Every narrowing of For You: all videos or one tool's, with ?verified= false or true. */
const NARROWINGS = [undefined, ...TOOL_OPTIONS].flatMap((tool) => [false, true].map((verified) => ({ ...(tool ? { tool } : {}), verified })));
const minuteOf = (time: number) => Math.floor(time / 60_000);
/** Waits for the next minute when this one ends within `seconds`: a first page asked again within the minute reuses its list. */
async function clearOfMinuteEnd(seconds: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: { videos?: Array<{ id: string }>; nextCursor?: string | null; statusCode?: number; message?: string; error?: string };
}

/** Client helpers over one test app: For You and "Not interested" as a member or a visitor at an address. */
function feedClient(t: TestApp) {
  const server = () => request(t.app.getHttpServer());
  const from = (who: Member | string) => (typeof who === 'string' ? { 'X-Forwarded-For': who } : { Cookie: who.cookie });
  return {
    forYou: async (who: Member | string, query: Record<string, string | number | boolean> = {}): Promise<Answer> =>
      (await server().get('/api/feed/for-you').query(query).set(from(who))) as unknown as Answer,
    reset: (member: Member) => server().delete('/api/feed/preferences').set(from(member)).expect(204),
    notInterested: (member: Member, videoId: string) => server().post('/api/feed/not-interested').set(from(member)).send({ videoId }).expect(204),
  };
}

/** Ready videos straight into the database, `perCreator` for each of `creators` new creators, tools in turn, then ranked. */
async function seedRankedVideos(t: TestApp, creators: number, perCreator: number): Promise<string[]> {
  const users: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO users (email, password, "displayName", username)
     SELECT 'seed' || g || '-' || $2 || '@example.com', 'not-a-password-hash', 'Seed ' || g, 'seed' || g || 'x' || $2 FROM generate_series(1, $1) g
     RETURNING id`,
    [creators, Date.now()],
  );
  await t.dataSource.query(
    `INSERT INTO videos ("userId", title, caption, "toolUsed", "aspectRatio", tags, "videoUrl", "originalUrl", status, "viewsCount", "likesCount", "createdAt")
     SELECT u, 'A video', 'A caption', ($3::text[])[1 + (n % array_length($3::text[], 1))], '16:9', 'ai', '/objects/uploads/fixture', '/objects/uploads/fixture',
            'ready', 100, 1 + (random() * 50)::int, now() - interval '5 hours'
     FROM unnest($1::uuid[]) u, generate_series(1, $2) n`,
    [users.map((user) => user.id), perCreator, TOOL_OPTIONS],
  );
  await t.dataSource.query(RANK_FEED_SQL);
  return users.map((user) => user.id);
}

/**
 * For You keeps each arranged list (a snapshot of up to 480 ids) in Redis for an hour. Redis also
 * holds BullMQ's jobs, sessions' revocation, rate limits and view counting, so no loop of requests
 * may grow it without bound.
 */
describe('red team: For You snapshots keep Redis bounded', () => {
  let t: TestApp;
  let redis: IORedis;
  let client: ReturnType<typeof feedClient>;
  let creators: string[];
  let viewer: Member;
  /** MEMORY USAGE of one full snapshot: the largest (every video with three reasons), and a visitor's. */
  let fullSnapshotBytes: number;

  beforeAll(async () => {
    // The test app's limits are 1000 times production's: these loops never meet the rate limit, so the cap alone bounds them.
    t = await createTestApp();
    redis = t.app.get<IORedis>(REDIS);
    client = feedClient(t);
    creators = await seedRankedVideos(t, 100, 6);
    // The largest snapshot: every video's creator followed and its tool used, so each carries popular, following and tools.
    viewer = await createMember(t, 'looper');
    await t.dataSource.query(`INSERT INTO follows ("followerId", "followingId") SELECT $1, unnest($2::uuid[])`, [viewer.id, creators]);
    for (const tool of TOOL_OPTIONS) {
      const own = await insertVideo(t.dataSource, viewer.id);
      await t.dataSource.query(`UPDATE videos SET "toolUsed" = $2 WHERE id = $1`, [own, tool]);
    }
  });
  afterAll(() => t.close());

  /** The snapshot keys under the app's prefix (neither the generation counters nor the viewers' lists), with their bytes. */
  async function snapshots(): Promise<{ keys: string[]; bytes: number }> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${t.config.redisPrefix}:for-you:*`, 'COUNT', 1000);
      keys.push(...found);
      cursor = next;
    } while (cursor !== '0');
    let bytes = 0;
    for (const key of keys) bytes += (await redis.memory('USAGE', key, 'SAMPLES', 0)) ?? 0;
    return { keys, bytes };
  }
  const dropSnapshots = async () => {
    const { keys } = await snapshots();
    if (keys.length > 0) await redis.del(...keys);
  };

  it(`measures one full snapshot (${FOR_YOU_MAX_ITEMS} videos) with MEMORY USAGE`, async () => {
    await dropSnapshots();
    const first = await client.forYou(viewer);
    expect(first.status).toBe(200);
    expect(first.body.videos![0]).toMatchObject({ reasons: ['popular', 'following', 'tools'] });
    const largest = await snapshots();
    expect(largest.keys).toHaveLength(1);
    const stored = JSON.parse((await redis.get(largest.keys[0]))!) as { items: unknown[] };
    expect(stored.items).toHaveLength(FOR_YOU_MAX_ITEMS);
    fullSnapshotBytes = largest.bytes;

    await dropSnapshots();
    expect((await client.forYou('198.51.100.60')).status).toBe(200);
    const visitors = await snapshots();
    console.log(`For You snapshot of ${FOR_YOU_MAX_ITEMS} videos: ${fullSnapshotBytes} bytes with three reasons each, ${visitors.bytes} bytes a visitor's`);
    expect(visitors.bytes).toBeLessThanOrEqual(fullSnapshotBytes);
  });

  it(`a viewer looping reset, "Not interested" and For You, and stepping limit 1…100, keeps at most ${SNAPSHOTS_PER_VIEWER} snapshots`, async () => {
    await dropSnapshots();
    const firstPage = await client.forYou(viewer, { limit: 12 });
    const pushedOutCursor = firstPage.body.nextCursor!;
    for (let i = 0; i < 30; i++) {
      await client.reset(viewer);
      expect((await client.forYou(viewer)).status).toBe(200);
    }
    for (let i = 0; i < 10; i++) {
      const page = await client.forYou(viewer, NARROWINGS[i % NARROWINGS.length]);
      if (page.body.videos![0]) await client.notInterested(viewer, page.body.videos![0].id);
    }
    let lastPage: Answer | undefined;
    for (let limit = 1; limit <= 100; limit++) {
      lastPage = await client.forYou(viewer, { limit });
      expect(lastPage.status).toBe(200);
    }

    const after = await snapshots();
    expect(after.keys.length).toBeLessThanOrEqual(SNAPSHOTS_PER_VIEWER);
    expect(after.bytes).toBeLessThanOrEqual(SNAPSHOTS_PER_VIEWER * fullSnapshotBytes);
    for (const key of after.keys) expect(await redis.ttl(key)).toBeLessThanOrEqual(SNAPSHOT_TTL_SECONDS);
    // The newest list still pages on; one pushed out answers as an expired one.
    expect((await client.forYou(viewer, { limit: 100, cursor: lastPage!.body.nextCursor! })).status).toBe(200);
    const gone = await client.forYou(viewer, { limit: 12, cursor: pushedOutCursor });
    expect(gone).toMatchObject({ status: 400, body: { statusCode: 400, message: 'Invalid cursor', error: 'Bad Request' } });
  });

  it(`visitors stepping limit 1…100 across every tool and ?verified= share one snapshot per narrowing per minute (${NARROWINGS.length})`, async () => {
    await dropSnapshots();
    const started = Date.now();
    for (let limit = 1; limit <= 100; limit++) {
      // Each request from another address, IPv4 and IPv6: visitors share snapshots whoever asks.
      const address = limit % 2 ? `203.0.113.${limit}` : `2001:db8:${limit}::1`;
      expect((await client.forYou(address, { limit, ...NARROWINGS[limit % NARROWINGS.length] })).status).toBe(200);
    }
    const minutes = minuteOf(Date.now()) - minuteOf(started) + 1;

    const after = await snapshots();
    expect(after.keys.length).toBeLessThanOrEqual(NARROWINGS.length * minutes);
    expect(after.bytes).toBeLessThanOrEqual(NARROWINGS.length * minutes * fullSnapshotBytes);
  });
});

describe('red team: For You limits lists arranged afresh', () => {
  const LIMIT = 5;
  const WINDOW_SECONDS = 3;
  let t: TestApp;
  let client: ReturnType<typeof feedClient>;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: LIMIT / RATE_LIMITS.forYouArrange.limit, rateLimitWindowSeconds: WINDOW_SECONDS });
    client = feedClient(t);
    await seedRankedVideos(t, 3, 1);
  });
  afterAll(() => t.close());

  const expectRefused = (answer: Answer) => {
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(answer.body).toEqual({ statusCode: 429, message: `Too many attempts. Please try again in ${retryAfter} seconds.`, error: 'Too Many Requests' });
    expect(answer.headers['ratelimit-policy']).toBe(`"forYouArrange";q=${LIMIT};w=${WINDOW_SECONDS}`);
    expect(answer.headers.ratelimit).toBe(`"forYouArrange";r=0;t=${retryAfter}`);
    return retryAfter;
  };

  it('refuses a viewer looping reset + For You with 429 and Retry-After; their open list still pages, and others are not held back', async () => {
    const looper = await createMember(t, 'looper');
    await clearOfMinuteEnd(10);
    let open: Answer | undefined;
    for (let i = 0; i < LIMIT; i++) {
      await client.reset(looper);
      open = await client.forYou(looper, { limit: 1 });
      expect(open.status).toBe(200);
      expect(open.headers.ratelimit).toMatch(new RegExp(`^"forYouArrange";r=${LIMIT - 1 - i};t=\\d+$`));
    }
    // Within the minute the same first page reuses its list: not counted.
    const again = await client.forYou(looper, { limit: 2 });
    expect(again.status).toBe(200);
    expect(again.headers.ratelimit).toBeUndefined();

    await client.reset(looper);
    const retryAfter = expectRefused(await client.forYou(looper, { limit: 1 }));
    expect((await client.forYou(looper, { limit: 1, cursor: open!.body.nextCursor! })).status).toBe(200);
    expect((await client.forYou(await createMember(t, 'bystander'))).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
    expect((await client.forYou(looper, { limit: 1 })).status).toBe(200);
  });

  it('refuses a visitor forcing new lists (tool and ?verified= in turn) by address, IPv6 by /64; a list already made is still served', async () => {
    await clearOfMinuteEnd(10);
    const answers: Answer[] = [];
    for (let i = 0; i <= LIMIT; i++) answers.push(await client.forYou(`2001:db8:77:1::${i + 1}`, NARROWINGS[i]));
    expect(answers.slice(0, LIMIT).map((answer) => answer.status)).toEqual(new Array(LIMIT).fill(200));
    expectRefused(answers[LIMIT]);
    // The next /64 has its own count; a list the first made this minute is served to it without counting.
    const elsewhere = await client.forYou('2001:db8:77:2::1', NARROWINGS[LIMIT]);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.ratelimit).toMatch(new RegExp(`^"forYouArrange";r=${LIMIT - 1};t=\\d+$`));
    const shared = await client.forYou('2001:db8:77:2::1', NARROWINGS[0]);
    expect(shared.status).toBe(200);
    expect(shared.headers.ratelimit).toBeUndefined();
  });
});

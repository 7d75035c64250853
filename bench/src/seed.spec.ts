import { Client } from 'pg';
import { createTestDatabase, databaseUrl, dropDatabase } from '@genalpha/testkit';
import { seed } from './seed';
import { SEED_FILES, SEED_FILE_IDS, TOOLS } from '@genalpha/db';

describe('seed', () => {
  let name: string;
  let db: Client;
  const args = { users: 60, videos: 300, likes: 2000, comments: 500, follows: 400, force: false };

  beforeAll(async () => {
    name = await createTestDatabase();
    db = new Client({ connectionString: databaseUrl(name) });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await dropDatabase(name);
  });

  it('fills every table with consistent counters and every tool and aspect ratio', async () => {
    await seed(db, args);
    const one = async (sql: string) => (await db.query(sql)).rows[0];
    expect(await one(`SELECT count(*)::int AS n FROM users`)).toEqual({ n: 60 });
    expect(await one(`SELECT count(*)::int AS n FROM videos`)).toEqual({ n: 300 });
    expect(await one(`SELECT count(*)::int AS n FROM likes`)).toEqual({ n: 2000 });
    expect(await one(`SELECT count(*)::int AS n FROM follows`)).toEqual({ n: 400 });
    const mismatches = await one(`SELECT
      (SELECT count(*) FROM videos v WHERE "likesCount" <> (SELECT count(*) FROM likes l WHERE l."videoId" = v.id))::int AS likes,
      (SELECT count(*) FROM videos v WHERE "commentsCount" <> (SELECT count(*) FROM comments c WHERE c."videoId" = v.id))::int AS comments,
      (SELECT count(*) FROM users u WHERE "followersCount" <> (SELECT count(*) FROM follows f WHERE f."followingId" = u.id))::int AS followers,
      (SELECT count(*) FROM users u WHERE "followingCount" <> (SELECT count(*) FROM follows f WHERE f."followerId" = u.id))::int AS following,
      (SELECT count(*) FROM users u WHERE "totalViews" <> (SELECT coalesce(sum("viewsCount"), 0) FROM videos v WHERE v."userId" = u.id))::int AS views,
      (SELECT count(*) FROM videos v WHERE "remixCount" <> (SELECT count(*) FROM videos r WHERE r."parentId" = v.id AND r.status = 'ready' AND NOT r."isHidden"))::int AS remixes,
      (SELECT count(*) FROM creator_stats s JOIN users u ON u.id = s."userId" WHERE s."followersCount" <> u."followersCount")::int AS stats`);
    expect(mismatches).toEqual({ likes: 0, comments: 0, followers: 0, following: 0, views: 0, remixes: 0, stats: 0 });
    // Remix chains: in every hundred videos by age, ten remixes each of the one before (300 videos: three chains).
    expect(await one(`SELECT count(*)::int AS n FROM videos WHERE "parentId" IS NOT NULL AND "remixState" = 'claimed'`)).toEqual({ n: 30 });
    const tools = (await db.query(`SELECT DISTINCT "toolUsed" AS t FROM videos`)).rows.map((r) => r.t).sort();
    expect(tools).toEqual([...TOOLS].sort());
    const ratios = (await db.query(`SELECT DISTINCT "aspectRatio" AS r FROM videos`)).rows.map((r) => r.r).sort();
    expect(ratios).toEqual(['16:9', '1:1', '21:9', '3:4', '4:3', '9:16']);
    // A cold browser downloads every card of the feed's first screen: its newest rows point at different files.
    const newest = await db.query(`SELECT "thumbnailUrl" FROM videos ORDER BY "createdAt" DESC, id DESC LIMIT ${SEED_FILES}`);
    expect(new Set(newest.rows.map((r) => r.thumbnailUrl)).size).toBe(SEED_FILES);
    // Each file is the stored poster of one of those videos, as the API serves a video's files to whoever may see it.
    const owners = await db.query(`SELECT "thumbnailUrl" FROM videos WHERE id = ANY($1::uuid[])`, [SEED_FILE_IDS]);
    expect(owners.rows.map((r) => r.thumbnailUrl).sort()).toEqual(newest.rows.map((r) => r.thumbnailUrl).sort());
    const top = await one(`SELECT max("likesCount")::int AS top, percentile_cont(0.5) WITHIN GROUP (ORDER BY "likesCount") AS median FROM videos`);
    expect(top.top).toBeGreaterThan(5 * Number(top.median));
  });

  it('refuses a database holding real users unless forced, and keeps them and their notifications when forced', async () => {
    const real = await db.query(
      `INSERT INTO users (email, password, "displayName") VALUES ('real@example.com', 'x', 'Real'), ('fan@example.com', 'x', 'Fan') RETURNING id`,
    );
    const [creator, fan] = real.rows.map((r) => r.id as string);
    await db.query(`INSERT INTO follows ("followerId", "followingId") VALUES ($1, $2)`, [fan, creator]);
    await db.query(`INSERT INTO notifications ("userId", "actorId", type) VALUES ($1, $2, 'follow')`, [creator, fan]);
    await expect(seed(db, args)).rejects.toThrow(/--force/);
    await seed(db, { ...args, force: true });
    expect((await db.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@example.com'`)).rows[0].n).toBe(2);
    expect((await db.query(`SELECT count(*)::int AS n FROM users`)).rows[0].n).toBe(62);
    expect((await db.query(`SELECT count(*)::int AS n FROM notifications WHERE "actorId" = $1`, [fan])).rows[0].n).toBe(1);
  });
});

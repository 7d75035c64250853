import { DataSource } from 'typeorm';
import { createEmptyDatabase, databaseUrl, dropDatabase } from '@genalpha/testkit';
import { buildDataSourceOptions, runMigrationsWithLock } from './data-source-options';
import { UnconfirmedCredentials1764600000800 } from './migrations/1764600000800-UnconfirmedCredentials';

describe('database schema (migrations on an empty database)', () => {
  let name: string;
  let db: DataSource;

  beforeAll(async () => {
    name = await createEmptyDatabase();
    db = new DataSource(buildDataSourceOptions(databaseUrl(name), 4));
    await db.initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await dropDatabase(name);
  });

  const violation = (sql: string, params: unknown[] = []) => expect(db.query(sql, params)).rejects.toThrow();
  const user = async (email: string, username: string | null = null) =>
    (await db.query(`INSERT INTO users (email, password, "displayName", username) VALUES ($1, 'x', 'd', $2) RETURNING id, "userNumber"`, [email, username]))[0];
  const video = async (userId: string) =>
    (
      await db.query(
        `INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl") VALUES ($1, 't', 'other', '/objects/a', '/objects/a') RETURNING id`,
        [userId],
      )
    )[0].id;

  it('applies every migration, concurrently safe, and never twice', async () => {
    const [a, b] = await Promise.all([runMigrationsWithLock(db), runMigrationsWithLock(db)]);
    expect(a + b).toBeGreaterThan(0);
    expect(Math.min(a, b)).toBe(0);
    expect(await runMigrationsWithLock(db)).toBe(0);
    const tables = await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`);
    expect(tables.map((t: { table_name: string }) => t.table_name)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'follows', 'likes', 'videos', 'reports', 'comments', 'comment_likes', 'notifications', 'creator_stats']),
    );
  });

  it('matches the entities: TypeORM would change nothing (the entities agree with the migrations)', async () => {
    const pending = await db.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('finds what the backfill still owes through partial indexes: ready videos without poster variants, avatars without sizes', async () => {
    const predicates = await db.query(
      `SELECT indexname, pg_get_expr(i.indpred, i.indrelid) AS predicate FROM pg_indexes JOIN pg_class c ON c.relname = indexname JOIN pg_index i ON i.indexrelid = c.oid
       WHERE indexname IN ('IDX_videos_poster_variants_missing', 'IDX_users_avatar_unsized') ORDER BY 1`,
    );
    expect(predicates).toEqual([
      { indexname: 'IDX_users_avatar_unsized', predicate: `("avatarUrl" !~~ '%/avatar.jpg'::text)` },
      {
        indexname: 'IDX_videos_poster_variants_missing',
        predicate: `(("posterVariants" IS NULL) AND ((status)::text = 'ready'::text) AND ("thumbnailUrl" IS NOT NULL))`,
      },
    ]);
  });

  it('fills defaults and numbers users in registration order', async () => {
    const first = await user('first@example.com');
    const second = await user('second@example.com');
    expect(second.userNumber).toBe(first.userNumber + 1);
    const [row] = await db.query(`SELECT bio, "followersCount", "totalViews", "likesPublic", "joinedDate" FROM users WHERE id = $1`, [first.id]);
    expect(row).toMatchObject({ bio: '', followersCount: 0, totalViews: '0', likesPublic: false });
    const [v] = await db.query(`SELECT "aspectRatio", "isHidden", "likesCount", "viewsCount", status FROM videos WHERE id = $1`, [await video(first.id)]);
    expect(v).toEqual({ aspectRatio: '16:9', isHidden: false, likesCount: 0, viewsCount: 0, status: 'processing' });
  });

  it('enforces unique emails, usernames, likes, comment likes and follows', async () => {
    const a = await user('uniq-a@example.com', 'alice');
    const b = await user('uniq-b@example.com');
    await violation(`INSERT INTO users (email, password, "displayName") VALUES ('uniq-a@example.com', 'x', 'd')`);
    await violation(`INSERT INTO users (email, password, "displayName", username) VALUES ('other@example.com', 'x', 'd', 'alice')`);
    await violation(`INSERT INTO users (email, password, "displayName") VALUES ('Upper@Example.com', 'x', 'd')`);
    const v = await video(a.id);
    await db.query(`INSERT INTO likes ("userId", "videoId") VALUES ($1, $2)`, [b.id, v]);
    await violation(`INSERT INTO likes ("userId", "videoId") VALUES ($1, $2)`, [b.id, v]);
    const [c] = await db.query(`INSERT INTO comments ("videoId", "userId", text) VALUES ($1, $2, 'hi') RETURNING id`, [v, b.id]);
    await db.query(`INSERT INTO comment_likes ("commentId", "userId") VALUES ($1, $2)`, [c.id, a.id]);
    await violation(`INSERT INTO comment_likes ("commentId", "userId") VALUES ($1, $2)`, [c.id, a.id]);
    await db.query(`INSERT INTO follows ("followerId", "followingId") VALUES ($1, $2)`, [a.id, b.id]);
    await violation(`INSERT INTO follows ("followerId", "followingId") VALUES ($1, $2)`, [a.id, b.id]);
  });

  it('refuses self-follows, bad enums, blank titles and dangling references', async () => {
    const a = await user('rules@example.com');
    await violation(`INSERT INTO follows ("followerId", "followingId") VALUES ($1, $1)`, [a.id]);
    await violation(`INSERT INTO likes ("userId", "videoId") VALUES ($1, gen_random_uuid())`, [a.id]);
    await violation(`INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl") VALUES ($1, '  ', 'other', '/o', '/o')`, [a.id]);
    await violation(`INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl", status) VALUES ($1, 't', 'other', '/o', '/o', 'weird')`, [
      a.id,
    ]);
    const v = await video(a.id);
    await violation(`INSERT INTO reports ("videoId", "userId", reason) VALUES ($1, $2, 'boring')`, [v, a.id]);
    await violation(`INSERT INTO notifications ("userId", "actorId", type) VALUES ($1, $1, 'follow')`, [a.id]);
    await violation(`INSERT INTO users (email, password, "displayName", username) VALUES ('fmt@example.com', 'x', 'd', 'Not Valid')`);
    await violation(`INSERT INTO comments ("videoId", "userId", text) VALUES ($1, $2, $3)`, [v, a.id, 'x'.repeat(501)]);
  });

  it("removes a deleted user's follows, likes, comments, videos and notifications", async () => {
    const gone = await user('gone@example.com');
    const stays = await user('stays@example.com');
    const v = await video(stays.id);
    const own = await video(gone.id);
    await db.query(`INSERT INTO follows ("followerId", "followingId") VALUES ($1, $2), ($2, $1)`, [gone.id, stays.id]);
    await db.query(`INSERT INTO likes ("userId", "videoId") VALUES ($1, $2)`, [gone.id, v]);
    await db.query(`INSERT INTO comments ("videoId", "userId", text) VALUES ($1, $2, 'bye')`, [v, gone.id]);
    await db.query(`INSERT INTO notifications ("userId", "actorId", type, "videoId") VALUES ($1, $2, 'like', $3)`, [stays.id, gone.id, v]);
    await db.query(`DELETE FROM users WHERE id = $1`, [gone.id]);
    const counts = await db.query(
      `SELECT (SELECT count(*) FROM follows WHERE $1 IN ("followerId", "followingId"))::int AS follows,
              (SELECT count(*) FROM likes WHERE "userId" = $1)::int AS likes,
              (SELECT count(*) FROM comments WHERE "userId" = $1)::int AS comments,
              (SELECT count(*) FROM notifications WHERE "actorId" = $1)::int AS notifications,
              (SELECT count(*) FROM videos WHERE id = $2)::int AS videos`,
      [gone.id, own],
    );
    expect(counts[0]).toEqual({ follows: 0, likes: 0, comments: 0, notifications: 0, videos: 0 });
  });

  it("judges the valid credentials read before again: a trusted signer naming another maker's tool becomes unconfirmed", async () => {
    const { id: userId } = await user('credentials@example.com');
    const signed = async (tool: string | null, signer: string | null) => {
      const id = await video(userId);
      await db.query(`UPDATE videos SET "credentialsState" = 'valid', credentials = $2 WHERE id = $1`, [id, { tool, signer }]);
      return id;
    };
    const ids = [
      await signed('openai-sora', 'Acme Media'),
      await signed('openai-sora', null),
      await signed('openai-sora', 'OpenAI'),
      await signed(null, 'Adobe'),
    ];
    const runner = db.createQueryRunner();
    await new UnconfirmedCredentials1764600000800().up(runner);
    await runner.release();
    const states = await db.query(`SELECT "credentialsState" FROM videos WHERE id = ANY($1) ORDER BY array_position($1, id)`, [ids]);
    expect(states.map((row: { credentialsState: string }) => row.credentialsState)).toEqual(['unconfirmed', 'unconfirmed', 'valid', 'valid']);
  });

  it('keeps a single like notification per actor and video', async () => {
    const a = await user('n1@example.com');
    const b = await user('n2@example.com');
    const v = await video(a.id);
    await db.query(`INSERT INTO notifications ("userId", "actorId", type, "videoId") VALUES ($1, $2, 'like', $3)`, [a.id, b.id, v]);
    await violation(`INSERT INTO notifications ("userId", "actorId", type, "videoId") VALUES ($1, $2, 'like', $3)`, [a.id, b.id, v]);
  });
});

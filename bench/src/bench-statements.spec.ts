import { Client } from 'pg';
import { benchFactsRepository, benchFixturesRepository, databaseAdminRepository, plansRepository } from '@genalpha/db';
import { createTestDatabase, databaseUrl, dropDatabase } from '@genalpha/testkit';
import { findSeedFacts } from './bench-context';
import { seed } from './seed';

/** The statements the bench's scenarios run (bench-facts, bench-fixtures, plans), on a small seed. */
describe('bench statements', () => {
  let name: string;
  let db: Client;

  beforeAll(async () => {
    name = await createTestDatabase();
    db = new Client({ connectionString: databaseUrl(name) });
    await db.connect();
    await seed(db, { users: 40, videos: 200, likes: 600, comments: 300, follows: 200, force: false });
  });
  afterAll(async () => {
    await db.end();
    await dropDatabase(name);
  });

  it('finds the seeded facts and checks the counters', async () => {
    const facts = await findSeedFacts(db);
    expect(facts.popularVideoIds.length).toBeGreaterThan(0);
    expect(facts.userIds).toHaveLength(40);
    expect(await benchFactsRepository.feedKeysetAt(db, 10)).toEqual({ key: expect.any(String), id: expect.any(String) });
    expect(await benchFactsRepository.feedKeysetAt(db, 100_000)).toBeUndefined();
    const ids = await benchFactsRepository.idsByEmail(db, [facts.liker.email]);
    expect(ids.get(facts.liker.email)).toBe(facts.liker.id);
    expect(await benchFactsRepository.usernameOf(db, facts.topCreator.id)).toMatch(/^creator\d+$/);
    expect(Object.values(await benchFactsRepository.counterMismatches(db))).toEqual([0, 0, 0, 0]);
    expect(await benchFactsRepository.usersCount(db)).toBe(40);
  });

  it('adds and removes the safety scenario rows', async () => {
    const [viewer, owner, blocked, muted] = await benchFactsRepository.usersById(db, (await findSeedFacts(db)).userIds.slice(0, 4));
    await benchFixturesRepository.filterFor(db, viewer.id, { blocked: [blocked.id], muted: [muted.id], words: ['neon'] });
    const videoId = await benchFixturesRepository.insertVideo(db, owner.id, 2);
    await benchFixturesRepository.insertComments(db, videoId, [blocked.id, muted.id]);
    expect((await db.query(`SELECT count(*)::int AS n FROM comments WHERE "videoId" = $1`, [videoId])).rows[0].n).toBe(2);
    await benchFixturesRepository.deleteVideo(db, videoId);
    await benchFixturesRepository.unfilter(db, viewer.id);
    const left = await db.query(
      `SELECT (SELECT count(*) FROM user_blocks)::int + (SELECT count(*) FROM user_mutes)::int + (SELECT count(*) FROM videos WHERE id = $1)::int AS n`,
      [videoId],
    );
    expect(left.rows[0].n).toBe(0);
  });

  it('times the worker statements and rolls the worst case back', async () => {
    await benchFixturesRepository.withCreatorStatsSpoilt(db, () => benchFixturesRepository.recomputeCreatorStats(db));
    expect((await db.query(`SELECT count(*)::int AS n FROM creator_stats WHERE "totalLikes" = -1`)).rows[0].n).toBe(0);
    await benchFixturesRepository.clearFeedScores(db);
    await benchFixturesRepository.holdingRankLock(db, () => benchFixturesRepository.rankFeed(db));
    expect(await benchFactsRepository.feedScoresCount(db)).toBeGreaterThan(0);
  });

  it('explains a query with its settings, then resets them', async () => {
    await databaseAdminRepository.analyze(db);
    const plan = await plansRepository.explain(db, { text: `SELECT id FROM videos WHERE id = $1`, values: [null], settings: { enable_seqscan: 'off' } });
    expect(plan.some((line) => line.startsWith('Execution Time'))).toBe(true);
    expect((await db.query(`SHOW enable_seqscan`)).rows[0].enable_seqscan).toBe('on');
    expect(await plansRepository.largeTables(db)).toContain('likes');
    expect(await databaseAdminRepository.deadlocks(db)).toBe(0);
  });
});

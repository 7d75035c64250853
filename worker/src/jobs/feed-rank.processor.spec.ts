import { WAIT_RANK_FEED_LOCK_SQL } from '@genalpha/db';
import { TestWorker, createTestWorker } from '../test/test-worker';
import { FeedRankProcessor } from './feed-rank.processor';

describe('feed.rank (real PostgreSQL)', () => {
  let w: TestWorker;
  let rank: FeedRankProcessor;
  let userId: string;

  beforeAll(async () => {
    w = await createTestWorker();
    rank = w.app.get(FeedRankProcessor);
    [{ id: userId }] = await w.dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('r@example.com', 'x', 'r') RETURNING id`);
  });
  afterAll(() => w.close());

  async function video(likes: number, hoursOld: number, status = 'ready'): Promise<string> {
    const [{ id }] = await w.dataSource.query(
      `INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl", status, "likesCount", "createdAt")
       VALUES ($1, 't', 'other', '/objects/a', '/objects/a', $2, $3, now() - make_interval(hours => $4)) RETURNING id`,
      [userId, status, likes, hoursOld],
    );
    return id;
  }
  const ranked = async () => (await w.dataSource.query(`SELECT "videoId" FROM video_scores ORDER BY score DESC`)).map((r: { videoId: string }) => r.videoId);

  it('scores public videos by engagement over age, drops those no longer public, and leaves processing and failed ones out', async () => {
    const fresh = await video(10, 1);
    const stale = await video(10, 48);
    const popularOld = await video(400, 48);
    await video(1000, 1, 'processing');
    await video(1000, 1, 'failed');

    expect(await rank.process()).toEqual({ written: 3, removed: 0 });
    expect(await ranked()).toEqual([fresh, popularOld, stale]);

    await w.dataSource.query(`UPDATE videos SET "isHidden" = true, "moderationState" = 'pending_review' WHERE id = $1`, [fresh]);
    expect(await rank.process()).toEqual({ written: 0, removed: 1 });
    expect(await ranked()).toEqual([popularOld, stale]);
  });

  it('leaves the work to a run already under way', async () => {
    const other = await w.dataSource.createQueryRunner();
    await other.startTransaction();
    try {
      await other.query(WAIT_RANK_FEED_LOCK_SQL);
      expect(await rank.process()).toBeNull();
    } finally {
      await other.rollbackTransaction();
      await other.release();
    }
    expect(await rank.process()).toEqual({ written: 0, removed: 0 });
  });
});

import { TestWorker, createTestWorker } from '../test/test-worker';
import { CreatorsRecomputeProcessor } from './creators-recompute.processor';

describe('creators.recompute', () => {
  let w: TestWorker;
  let recompute: CreatorsRecomputeProcessor;

  beforeAll(async () => {
    w = await createTestWorker();
    recompute = w.app.get(CreatorsRecomputeProcessor);
  });
  afterAll(() => w.close());

  const q = (sql: string, params: unknown[] = []) => w.dataSource.query(sql, params);
  const user = async (email: string, username: string | null) =>
    (await q(`INSERT INTO users (email, password, "displayName", username) VALUES ($1, 'x', 'd', $2) RETURNING id, "userNumber"`, [email, username]))[0];
  const video = (userId: string, views: number, likes: number, { isHidden = false, status = 'ready' } = {}) =>
    q(
      `INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl", "viewsCount", "likesCount", "isHidden", status)
       VALUES ($1, 't', 'other', '/objects/x', '/objects/x', $2, $3, $4, $5)`,
      [userId, views, likes, isHidden, status],
    );
  type Totals = { userNumber: number; totalViews: number; totalLikes: number; followersCount: number; videosCount: number };
  const stats = async (): Promise<Record<string, Totals>> => {
    const rows = (await q(
      `SELECT "userId", "userNumber", "totalViews"::int, "totalLikes"::int, "followersCount", "videosCount" FROM creator_stats`,
    )) as (Totals & { userId: string })[];
    return Object.fromEntries(rows.map(({ userId, ...totals }) => [userId, totals]));
  };

  it('fills totals for every user with a username, in one statement, and only changes what changed', async () => {
    const ada = await user('ada@example.com', 'ada');
    const bob = await user('bob@example.com', 'bob');
    const anon = await user('anon@example.com', null);
    await video(ada.id, 10, 2);
    await video(ada.id, 5, 1);
    await video(ada.id, 7, 3, { isHidden: true });
    await video(ada.id, 0, 0, { status: 'failed' });
    await q(`INSERT INTO follows ("followerId", "followingId") VALUES ($1, $2), ($3, $2)`, [bob.id, ada.id, anon.id]);

    expect(await recompute.process()).toEqual({ written: 2, removed: 0 });
    expect(await stats()).toEqual({
      [ada.id]: { userNumber: ada.userNumber, totalViews: 22, totalLikes: 6, followersCount: 2, videosCount: 2 },
      [bob.id]: { userNumber: bob.userNumber, totalViews: 0, totalLikes: 0, followersCount: 0, videosCount: 0 },
    });
    expect(await recompute.process()).toEqual({ written: 0, removed: 0 });

    await q(`UPDATE videos SET "viewsCount" = "viewsCount" + 1 WHERE "userId" = $1`, [ada.id]);
    await q(`UPDATE users SET username = NULL WHERE id = $1`, [bob.id]);
    await q(`UPDATE users SET username = 'anon' WHERE id = $1`, [anon.id]);
    expect(await recompute.process()).toEqual({ written: 2, removed: 1 });
    const after = await stats();
    expect(after[ada.id].totalViews).toBe(26);
    expect(after[bob.id]).toBeUndefined();
    expect(after[anon.id]).toEqual({ userNumber: anon.userNumber, totalViews: 0, totalLikes: 0, followersCount: 0, videosCount: 0 });
  });
});

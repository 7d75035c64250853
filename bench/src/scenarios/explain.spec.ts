import { summarisePlan } from './explain';

const PLAN = `Limit  (cost=0.70..60.31 rows=25 width=402) (actual time=0.041..0.281 rows=25 loops=1)
  Buffers: shared hit=215
  ->  Nested Loop  (cost=0.70..238431.13 rows=100000 width=402) (actual time=0.040..0.276 rows=25 loops=1)
        ->  Index Scan using "IDX_videos_feed" on videos v  (cost=0.42..8952.42 rows=100000 width=300) (actual time=0.020..0.060 rows=25 loops=1)
        ->  Index Scan using "PK_users" on users u  (cost=0.29..0.31 rows=1 width=60) (actual time=0.005..0.005 rows=1 loops=25)
        SubPlan 1
          ->  Seq Scan on comment_likes l  (cost=0.00..1.01 rows=1 width=0) (actual time=0.001..0.001 rows=0 loops=25)
        ->  Parallel Seq Scan on likes  (cost=0.00..1.01 rows=1 width=0) (actual time=0.001..0.001 rows=0 loops=1)
Planning Time: 0.312 ms
Execution Time: 0.402 ms`.split('\n');

describe('summarisePlan', () => {
  it('lists the scans in plan order with the top buffers and the execution time', () => {
    const summary = summarisePlan(PLAN);
    expect(summary.scans).toEqual([
      'Index Scan using "IDX_videos_feed" on videos v',
      'Index Scan using "PK_users" on users u',
      'Seq Scan on comment_likes l',
      'Parallel Seq Scan on likes',
    ]);
    expect(summary.executionMs).toBe(0.402);
    expect(summary.buffers).toBe('Buffers: shared hit=215');
    expect(summary.seqScannedTables).toEqual(['comment_likes', 'likes']);
  });
});

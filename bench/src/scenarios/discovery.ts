import { benchFactsRepository, benchFixturesRepository } from '@genalpha/db';
import { decodeForYouCursor, encodeForYouCursor } from '@genalpha/backend/feed/for-you-snapshots';
import { FOR_YOU_MAX_ITEMS } from '@genalpha/backend/feed/feed.service';
import { signIn } from '../api-client';
import { BenchContext } from '../bench-context';
import { LoadResult, failuresOf, measureInTurns, measureLoad } from '../load';
import { BenchResult } from '../results';

const CONNECTIONS = 50;
const PAGE = 24;
/** For You's p99 may be at most this many times Latest's, measured in the same run. */
const P99_FACTOR = 1.2;
const RANK_TARGET_S = 5;
/** First pages arranged afresh (the viewer's signals reset before each), one at a time. */
const FRESH_RUNS = 20;

const http = (load: LoadResult) => ({ reqPerSec: load.reqPerSec, p50Ms: load.p50Ms, p99Ms: load.p99Ms });

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

interface ForYouPage {
  nextCursor: string | null;
}

/** One feed.rank statement's time, run as the worker runs it: holding the lock, so the worker's own runs wait rather than overlap. */
async function rankSeconds(db: BenchContext['db']): Promise<number> {
  return benchFixturesRepository.holdingRankLock(db, async () => (await timed(() => benchFixturesRepository.rankFeed(db))) / 1000);
}

/**
 * 12 (issue 15, discovery): the worker's feed.rank statement on the seed (from an empty table, then
 * the minutely re-rank that rewrites every score), then For You's first page and its last page
 * (the snapshot's deepest) against Latest's first page, signed in, 50 connections, in turns.
 */
export async function discoveryScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const { db } = ctx;
  await benchFixturesRepository.clearFeedScores(db);
  const fromEmpty = await rankSeconds(db);
  const rerank = await rankSeconds(db);
  const ranked = await benchFactsRepository.feedScoresCount(db);

  const { baseUrl } = ctx.stack;
  const viewer = await signIn(baseUrl, ctx.facts.liker.email);
  const headers = { cookie: viewer.cookie! };
  const fresh: number[] = [];
  for (let i = 0; i < FRESH_RUNS; i++) {
    await viewer.request('DELETE', '/api/feed/preferences');
    fresh.push(await timed(() => viewer.get(`/api/feed/for-you?limit=${PAGE}`)));
  }
  fresh.sort((a, b) => a - b);

  // After the fresh runs: each made a snapshot, and a viewer keeps only their newest few.
  const first = await viewer.get<ForYouPage>(`/api/feed/for-you?limit=${PAGE}`);
  if (!first.nextCursor) throw new Error('For You has a single page on the seed');
  const { snapshotId } = decodeForYouCursor(first.nextCursor);
  const lastOffset = Math.floor((FOR_YOU_MAX_ITEMS - 1) / PAGE) * PAGE;
  const deepCursor = encodeForYouCursor({ snapshotId, offset: lastOffset });
  await viewer.get(`/api/feed/for-you?limit=${PAGE}&cursor=${deepCursor}`);

  const load = (url: string) => (s: number) => measureLoad({ url, connections: CONNECTIONS, seconds: s, headers });
  const runs = await measureInTurns(
    ctx.profile.rounds,
    {
      latest: load(`${baseUrl}/api/videos?limit=${PAGE}`),
      forYou: load(`${baseUrl}/api/feed/for-you?limit=${PAGE}`),
      deep: load(`${baseUrl}/api/feed/for-you?limit=${PAGE}&cursor=${deepCursor}`),
    },
    ctx.profile.seconds,
  );
  const versus = (run: LoadResult, id: string, scenario: string): BenchResult => {
    const failures = failuresOf(run);
    const factor = run.p99Ms / runs.latest.p99Ms;
    return {
      id,
      scenario,
      ...http(run),
      value: factor,
      unit: '× Latest p99',
      target: `p99 ≤ ${P99_FACTOR} × Latest's`,
      pass: !failures && factor <= P99_FACTOR,
      note: failures,
    };
  };
  const rankRow = (id: string, scenario: string, seconds: number): BenchResult => ({
    id,
    scenario,
    value: seconds,
    unit: 's',
    target: `≤ ${RANK_TARGET_S} s on 100,000 videos`,
    pass: seconds <= RANK_TARGET_S,
    note: `${ranked.toLocaleString('en')} videos ranked; the statement the worker runs, from @genalpha/shared`,
  });

  return [
    { id: '12a', scenario: 'Latest, first page, signed in, 50 conn', ...http(runs.latest), target: 'reference', pass: null, note: failuresOf(runs.latest) },
    versus(runs.forYou, '12b', 'For You, first page, signed in, 50 conn'),
    versus(runs.deep, '12c', `For You, deepest page (offset ${lastOffset}), signed in, 50 conn`),
    {
      id: '12d',
      scenario: 'For You, first page arranged afresh (signals just reset), one at a time',
      value: fresh[Math.floor(fresh.length / 2)],
      unit: 'ms p50',
      target: 'reference',
      pass: null,
      note: `max ${fresh[fresh.length - 1].toFixed(0)} ms over ${FRESH_RUNS}; later first pages within the minute reuse the snapshot`,
    },
    rankRow('12e', 'feed.rank, from an empty video_scores', fromEmpty),
    rankRow('12f', 'feed.rank, the next minutely re-rank (scores that moved rewritten)', rerank),
  ];
}

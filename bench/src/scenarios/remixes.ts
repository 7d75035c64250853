import { MAX_REMIX_ANCESTORS, benchFixturesRepository } from '@genalpha/db';
import { ApiClient, signIn } from '../api-client';
import { BenchContext } from '../bench-context';
import { LoadResult, failuresOf, measureInTurns, measureLoad } from '../load';
import { BenchResult } from '../results';

const CONNECTIONS = 50;
/** How many remixes the one video of the deep pages gets (issue 40: "a video with 10,000 remixes"). */
const REMIXES = 10_000;
const PAGE = 24;
/** The deep page starts this far down the list, walked to with the API's own cursors. */
const DEEP_OFFSET = 9_000;
/** A detail with its lineage answers at least this share of a plain detail's req/s; a deep page's p50 at most this factor of the first's. */
const DETAIL_SHARE = 0.9;
const DEEP_FACTOR = 1.2;

const http = (load: LoadResult) => ({ reqPerSec: load.reqPerSec, p50Ms: load.p50Ms, p99Ms: load.p99Ms });

interface RemixPage {
  nextCursor: string | null;
}

/** The cursor of the page that starts `offset` rows into `path`'s list, walked to 100 rows at a time. */
async function cursorAt(client: ApiClient, path: string, offset: number): Promise<string> {
  let cursor: string | null = null;
  for (let walked = 0; walked < offset; walked += 100) {
    const page: RemixPage = await client.get(`${path}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (!page.nextCursor) throw new Error(`${path} ended before ${offset} rows`);
    cursor = page.nextCursor;
  }
  return cursor!;
}

/**
 * 15 (issue 40, remixes): a popular video's page with the most ancestors shown (10) against the same
 * page without them (the video is made a remix of a 10-deep chain for its turns, an original for the
 * others, and given back its own lineage after), and a video's remixes list deep in its 10,000
 * remixes against its first page. The rows are added around the measurement and removed after it.
 */
export async function remixScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const { baseUrl } = ctx.stack;
  const root = ctx.facts.popularVideoIds[0];
  const subject = ctx.facts.popularVideoIds[1];
  const chain = await benchFixturesRepository.insertRemixChain(ctx.db, root, MAX_REMIX_ANCESTORS - 1);
  const parent = chain[0];
  const ownLineage = await benchFixturesRepository.lineageOf(ctx.db, subject);
  try {
    await benchFixturesRepository.insertRemixes(ctx.db, parent, REMIXES);
    const viewer = await signIn(baseUrl, ctx.facts.liker.email);
    const remixes = `/api/videos/${parent}/remixes`;
    const deep = await cursorAt(viewer, remixes, DEEP_OFFSET);
    const load =
      (path: string, connections = CONNECTIONS) =>
      (seconds: number) =>
        measureLoad({ url: `${baseUrl}${path}`, connections, seconds, headers: { cookie: viewer.cookie! } });
    const withLineage = (lineage: { parentId: string | null; remixState: string | null }) => async (seconds: number) => {
      await benchFixturesRepository.setLineage(ctx.db, subject, lineage);
      return load(`/api/videos/${subject}`)(seconds);
    };
    const runs = await measureInTurns(
      ctx.profile.rounds,
      {
        detail: withLineage({ parentId: null, remixState: null }),
        lineage: withLineage({ parentId: chain.at(-1)!, remixState: 'claimed' }),
        first: load(`${remixes}?limit=${PAGE}`),
        deep: load(`${remixes}?limit=${PAGE}&cursor=${encodeURIComponent(deep)}`),
      },
      ctx.profile.seconds,
    );
    const failures = (...loads: LoadResult[]) => loads.map(failuresOf).filter(Boolean).join('; ') || undefined;
    const share = runs.lineage.reqPerSec / runs.detail.reqPerSec;
    const factor = runs.deep.p50Ms / runs.first.p50Ms;
    const lineageFailures = failures(runs.detail, runs.lineage);
    const deepFailures = failures(runs.first, runs.deep);
    return [
      {
        id: '15a',
        scenario: `a video's detail with ${MAX_REMIX_ANCESTORS} ancestors vs the same as an original (${runs.detail.reqPerSec.toFixed(0)} req/s), signed in, ${CONNECTIONS} conn`,
        ...http(runs.lineage),
        value: share,
        unit: '× req/s',
        target: `≥ ${DETAIL_SHARE} × the plain detail's req/s`,
        pass: !lineageFailures && share >= DETAIL_SHARE,
        note: lineageFailures,
      },
      {
        id: '15b',
        scenario: `remixes page ${DEEP_OFFSET / PAGE + 1} of a video with ${REMIXES.toLocaleString('en')} remixes vs its first (p50 ${runs.first.p50Ms.toFixed(1)} ms), ${CONNECTIONS} conn`,
        ...http(runs.deep),
        value: factor,
        unit: '× p50',
        target: `≤ ${DEEP_FACTOR} × the first page's p50`,
        pass: !deepFailures && factor <= DEEP_FACTOR,
        note: deepFailures,
      },
    ];
  } finally {
    await benchFixturesRepository.setLineage(ctx.db, subject, ownLineage);
    // Under feed.rank's lock: a minutely run scoring the new remixes locks them in its own order, and
    // deleting 10,000 of them beside it ended in a deadlock (full bench, 2026-12-01).
    await benchFixturesRepository.holdingRankLock(ctx.db, () => benchFixturesRepository.deleteRemixFixtures(ctx.db, parent, chain));
  }
}

import { Keyset, benchFactsRepository, encodeCursor } from '@genalpha/db';
import { Client } from 'pg';
import { signIn } from '../api-client';
import { p99AgainstBaseline, withReferences } from '../baseline';
import { BenchContext } from '../bench-context';
import { LoadResult, failuresOf, measureInTurns, measureLoad } from '../load';
import { BenchResult } from '../results';

const CONNECTIONS = 50;
const P99_TARGET_MS = 50;
/** Issue 38 (was 60% since issue 12): the signed-in feed's req/s against the bare node:http baseline's. */
const BASELINE_SHARE = 0.85;
const DEEP_P50_FACTOR = 1.2;

/** The keyset position of the feed's row number `offset` (newest first), as the API's cursor encodes it. */
export async function feedKeysetAt(db: Client, offset: number): Promise<Keyset> {
  const keyset = await benchFactsRepository.feedKeysetAt(db, offset);
  if (!keyset) throw new Error(`the feed has fewer than ${offset} videos`);
  return keyset;
}

const http = (load: LoadResult) => ({ reqPerSec: load.reqPerSec, p50Ms: load.p50Ms, p99Ms: load.p99Ms });

/** 1: first page signed in against the bare baseline; 2a: a page past `deepOffset` rows through the cursor. */
export async function feedScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const { baseUrl } = ctx.stack;
  const viewer = await signIn(baseUrl, ctx.facts.liker.email);
  const headers = { cookie: viewer.cookie! };
  await viewer.get('/api/videos?limit=1');
  const seconds = ctx.profile.seconds;

  const cursor = encodeCursor(await feedKeysetAt(ctx.db, ctx.profile.deepOffset));
  await viewer.get(`/api/videos?cursor=${cursor}`);
  const load =
    (url: string, withCookie = true) =>
    (s: number) =>
      measureLoad({ url, connections: CONNECTIONS, seconds: s, headers: withCookie ? headers : undefined });
  const { first, deep, visitor, baseline, fastify } = await withReferences(ctx, ['baseline', 'fastify-reference'], (urls) =>
    measureInTurns(
      ctx.profile.rounds,
      {
        first: load(`${baseUrl}/api/videos`),
        deep: load(`${baseUrl}/api/videos?cursor=${cursor}`),
        visitor: load(`${baseUrl}/api/videos`, false),
        baseline: load(`${urls.baseline}/feed?viewer=${ctx.facts.liker.id}`, false),
        fastify: load(`${urls['fastify-reference']}/feed?viewer=${ctx.facts.liker.id}`, false),
      },
      seconds,
    ),
  );
  const share = first.reqPerSec / baseline.reqPerSec;
  const firstFailures = failuresOf(first);
  const deepFailures = failuresOf(deep);

  return [
    {
      id: '1a',
      scenario: 'feed, first page, signed in (isLiked), 50 conn',
      ...http(first),
      value: share * 100,
      unit: '% of baseline',
      target: `p99 ≤ ${P99_TARGET_MS} ms, ≥ ${BASELINE_SHARE * 100}% of baseline req/s`,
      pass: !firstFailures && first.p99Ms <= P99_TARGET_MS && share >= BASELINE_SHARE,
      note: firstFailures,
    },
    p99AgainstBaseline('1e', `feed, first page, signed in: p99 against the baseline's (${baseline.p99Ms.toFixed(0)} ms)`, first, baseline),
    {
      id: '1b',
      scenario: 'baseline: node:http + pg, same SQL, 50 conn',
      ...http(baseline),
      target: 'reference',
      pass: null,
      note: failuresOf(baseline),
    },
    {
      id: '1c',
      scenario: 'reference: the same first page as a visitor (no session)',
      ...http(visitor),
      value: (visitor.reqPerSec / baseline.reqPerSec) * 100,
      unit: '% of baseline',
      target: 'reference',
      pass: null,
      note: failuresOf(visitor),
    },
    {
      id: '1d',
      scenario: 'reference: bare Fastify + pg, same SQL, 50 conn',
      ...http(fastify),
      value: (fastify.reqPerSec / baseline.reqPerSec) * 100,
      unit: '% of baseline',
      target: 'reference',
      pass: null,
      note: failuresOf(fastify),
    },
    {
      id: '2a',
      scenario: `feed, page past ${ctx.profile.deepOffset.toLocaleString('en')} rows via cursor`,
      ...http(deep),
      value: deep.p50Ms / first.p50Ms,
      unit: '× first p50',
      target: `p50 ≤ ${DEEP_P50_FACTOR} × first page p50`,
      pass: !deepFailures && deep.p50Ms <= DEEP_P50_FACTOR * first.p50Ms,
      note: deepFailures,
    },
  ];
}

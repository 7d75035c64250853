import { ApiClient, isMissingRoute, signIn } from '../api-client';
import { p99AgainstBaseline, withReferences } from '../baseline';
import { BenchContext } from '../bench-context';
import { LoadResult, failuresOf, measureGets, measureInTurns, randomOf } from '../load';
import { BenchResult, notMeasured } from '../results';

const CONNECTIONS = 50;
const UNREAD_TARGET_RPS = 3000;
const READ_P99_TARGET_MS = 50;

interface ReadScenario {
  id: string;
  scenario: string;
  /** A path to try once first: a missing route is reported as not available yet. */
  probe: string;
  paths: () => string;
  target: string;
  /** Absent for a reference figure. */
  meets?: (load: { reqPerSec: number; p99Ms: number }) => boolean;
}

async function runRead(ctx: BenchContext, client: ApiClient, read: ReadScenario): Promise<BenchResult> {
  try {
    await client.get(read.probe);
  } catch (error) {
    if (isMissingRoute(error)) return notMeasured(read.id, read.scenario, read.target, 'not available yet (404 from the API)');
    throw error;
  }
  const headers: Record<string, string> = client.cookie ? { cookie: client.cookie } : {};
  const load = await measureGets({ url: ctx.stack.baseUrl, connections: CONNECTIONS, seconds: ctx.profile.seconds, headers, path: read.paths });
  const failures = failuresOf(load);
  return {
    id: read.id,
    scenario: read.scenario,
    reqPerSec: load.reqPerSec,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    target: read.target,
    pass: read.meets ? !failures && read.meets(load) : null,
    note: failures,
  };
}

/** A few names that match one creator, a handful, or many (display names are "<Name> <number>"). */
const SEARCHES = ['nova', 'kai 12', 'creator42', 'iris 7', 'atlas', 'zed 99'];

/** 3: the unread count every tab polls; 4: video detail, its comments, the leaderboard sorted and searched. */
export async function readScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const notified = await signIn(ctx.stack.baseUrl, ctx.facts.notified.email);
  const viewer = await signIn(ctx.stack.baseUrl, ctx.facts.liker.email);
  const videos = ctx.facts.popularVideoIds;
  const p99 = `p99 ≤ ${READ_P99_TARGET_MS} ms`;
  const fastEnough = (load: { p99Ms: number }) => load.p99Ms <= READ_P99_TARGET_MS;
  const reads: Array<[ApiClient, ReadScenario]> = [
    [
      new ApiClient(ctx.stack.baseUrl),
      {
        id: '3r',
        scenario: 'reference: GET /api/health (the framework alone, no database)',
        probe: '/api/health',
        paths: () => '/api/health',
        target: 'reference',
      },
    ],
    [
      notified,
      {
        id: '3',
        scenario: 'notifications unread-count, signed in, 50 conn',
        probe: '/api/notifications/unread-count',
        paths: () => '/api/notifications/unread-count',
        target: `≥ ${UNREAD_TARGET_RPS.toLocaleString('en')} req/s`,
        meets: (load) => load.reqPerSec >= UNREAD_TARGET_RPS,
      },
    ],
    [
      viewer,
      {
        id: '4a',
        scenario: 'video detail (popular videos), signed in',
        probe: `/api/videos/${videos[0]}`,
        paths: () => `/api/videos/${randomOf(videos)}`,
        target: p99,
        meets: fastEnough,
      },
    ],
    [
      viewer,
      {
        id: '4b',
        scenario: 'video comments (popular videos), signed in',
        probe: `/api/videos/${videos[0]}/comments`,
        paths: () => `/api/videos/${randomOf(videos)}/comments`,
        target: p99,
        meets: fastEnough,
      },
    ],
    [
      viewer,
      {
        id: '4c',
        scenario: 'creators sorted by totalLikes',
        probe: '/api/creators?sort=totalLikes',
        paths: () => '/api/creators?sort=totalLikes',
        target: p99,
        meets: fastEnough,
      },
    ],
    [
      viewer,
      {
        id: '4d',
        scenario: 'creators searched by q',
        probe: '/api/creators?q=nova',
        paths: () => `/api/creators?q=${encodeURIComponent(randomOf(SEARCHES))}`,
        target: p99,
        meets: fastEnough,
      },
    ],
  ];
  const results: BenchResult[] = [];
  for (const [client, read] of reads) if (ctx.wants([read.id])) results.push(await runRead(ctx, client, read));
  if (ctx.wants(['4e', '4f', '4g', '4h', '4i'])) results.push(...(await againstBaselines(ctx, viewer)));
  return results;
}

/**
 * 4e–4g (issue 38): video detail, its comments and the leaderboard by likes, signed in, each against
 * the bare baseline running the same SQL (baseline-server.ts), measured in turns. 4h and 4i measure the
 * detail's SQL on bare Fastify and on NestJS over Fastify with nothing of ours around it
 * (nest-reference-server.ts): how much of 4e's gap the fixed stack takes before any of our layers.
 */
async function againstBaselines(ctx: BenchContext, viewer: ApiClient): Promise<BenchResult[]> {
  const videos = ctx.facts.popularVideoIds;
  const viewerId = ctx.facts.liker.id;
  const signedIn: Record<string, string> = { cookie: viewer.cookie! };
  const load =
    (url: string, path: () => string, headers: Record<string, string> = {}) =>
    (seconds: number) =>
      measureGets({ url, connections: CONNECTIONS, seconds, headers, path });
  const api = ctx.stack.baseUrl;
  const bareDetailPath = () => `/detail?id=${randomOf(videos)}&viewer=${viewerId}`;
  const runs = await withReferences(ctx, ['baseline', 'fastify-reference', 'nest-reference'], (urls) =>
    measureInTurns(
      ctx.profile.rounds,
      {
        detail: load(api, () => `/api/videos/${randomOf(videos)}`, signedIn),
        bareDetail: load(urls.baseline, bareDetailPath),
        fastifyDetail: load(urls['fastify-reference'], bareDetailPath),
        nestDetail: load(urls['nest-reference'], bareDetailPath),
        comments: load(api, () => `/api/videos/${randomOf(videos)}/comments`, signedIn),
        bareComments: load(urls.baseline, () => `/comments?id=${randomOf(videos)}&viewer=${viewerId}`),
        creators: load(api, () => '/api/creators?sort=totalLikes', signedIn),
        bareCreators: load(urls.baseline, () => `/creators?viewer=${viewerId}`),
      },
      ctx.profile.seconds,
    ),
  );
  const share = (read: LoadResult, bare: LoadResult) => `req/s ${((read.reqPerSec / bare.reqPerSec) * 100).toFixed(0)}% of its ${bare.reqPerSec.toFixed(0)}`;
  const row = (id: string, what: string, read: LoadResult, bare: LoadResult) =>
    p99AgainstBaseline(id, `${what}, signed in: p99 against the baseline's (${bare.p99Ms.toFixed(0)} ms; ${share(read, bare)})`, read, bare);
  const reference = (id: string, what: string, read: LoadResult): BenchResult => ({
    ...p99AgainstBaseline(id, `reference: ${what}, the detail's SQL: p99 against the baseline's (${share(read, runs.bareDetail)})`, read, runs.bareDetail),
    target: 'reference',
    pass: null,
  });
  return [
    row('4e', 'video detail (popular videos)', runs.detail, runs.bareDetail),
    row('4f', 'video comments (popular videos)', runs.comments, runs.bareComments),
    row('4g', 'creators sorted by totalLikes', runs.creators, runs.bareCreators),
    reference('4h', 'bare Fastify', runs.fastifyDetail),
    reference('4i', 'NestJS on Fastify, nothing else', runs.nestDetail),
  ];
}

import { BenchContext } from '../bench-context';
import { LoadResult, failuresOf, measureInTurns, measureLoad } from '../load';
import { BenchResult } from '../results';
import { SUBJECTS, benchFactsRepository } from '@genalpha/db';
import { JUDGED_QUERIES, JudgedQuery } from './search-relevance';

const CONNECTIONS = 50;
const PAGE = 24;
/** A search's first page: p99 at most this many times Latest's, req/s at least this share of it (issue 36). */
const P99_FACTOR = 1.5;
const RATE_SHARE = 0.5;
const SUGGEST_P50_MS = 20;
const SUGGEST_RUNS = 60;
const RELEVANCE_TARGET = 0.9;
/** What people type while a suggestion list is open: prefixes, a misspelling, a creator's name. */
const TYPED = ['neo', 'whal', 'cinematik', 'paper bo', 'creator12', 'cyber', 'robts lea', 'jellyf', 'forrest', 'sor'];

const http = (load: LoadResult) => ({ reqPerSec: load.reqPerSec, p50Ms: load.p50Ms, p99Ms: load.p99Ms });
const searchUrl = (base: string, q: string, type = 'videos', limit = PAGE) =>
  `${base}/api/search?${new URLSearchParams({ q, type, limit: String(limit) }).toString()}`;

/** The ids the judged set expects: seeded videos by title, seeded creators by username. */
async function expectedIds(db: BenchContext['db'], queries: JudgedQuery[]): Promise<Map<JudgedQuery, string | undefined>> {
  const titles = queries.filter((query) => query.type === 'videos').map((query) => `${SUBJECTS[query.expected % SUBJECTS.length]} #${query.expected}`);
  const usernames = queries.filter((query) => query.type === 'creators').map((query) => `creator${query.expected}`);
  const videos = await benchFactsRepository.videoIdsByTitle(db, titles);
  const creators = await benchFactsRepository.idsByUsername(db, usernames);
  return new Map(
    queries.map((query) => [
      query,
      query.type === 'videos' ? videos.get(`${SUBJECTS[query.expected % SUBJECTS.length]} #${query.expected}`) : creators.get(`creator${query.expected}`),
    ]),
  );
}

/**
 * 14 (issue 36, search): a search's first page against Latest's (visitors, 50 connections, in turns),
 * a suggestion one request at a time, and the judged relevance set (top 3).
 */
export async function searchScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const { baseUrl } = ctx.stack;
  const load = (url: string) => (s: number) => measureLoad({ url, connections: CONNECTIONS, seconds: s });
  const runs = await measureInTurns(
    ctx.profile.rounds,
    {
      latest: load(`${baseUrl}/api/videos?limit=${PAGE}`),
      common: load(searchUrl(baseUrl, 'neon city dusk')),
      misspelt: load(searchUrl(baseUrl, 'robts learnng')),
    },
    ctx.profile.seconds,
  );
  const versus = (run: LoadResult, id: string, scenario: string): BenchResult => {
    const failures = failuresOf(run);
    const factor = run.p99Ms / runs.latest.p99Ms;
    const share = run.reqPerSec / runs.latest.reqPerSec;
    return {
      id,
      scenario,
      ...http(run),
      value: factor,
      unit: '× Latest p99',
      target: `p99 ≤ ${P99_FACTOR} × Latest's, req/s ≥ ${RATE_SHARE * 100}% of it`,
      pass: !failures && factor <= P99_FACTOR && share >= RATE_SHARE,
      note: [failures, `req/s ${(share * 100).toFixed(0)}% of Latest's`].filter(Boolean).join('; '),
    };
  };

  const suggestMs: number[] = [];
  for (let i = 0; i < SUGGEST_RUNS; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/search/suggest?${new URLSearchParams({ q: TYPED[i % TYPED.length] }).toString()}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`suggest answered ${res.status}`);
    suggestMs.push(performance.now() - started);
  }
  suggestMs.sort((a, b) => a - b);
  const suggestP50 = suggestMs[Math.floor(suggestMs.length / 2)];

  const expected = await expectedIds(ctx.db, JUDGED_QUERIES);
  const misses: string[] = [];
  for (const query of JUDGED_QUERIES) {
    const res = await fetch(searchUrl(baseUrl, query.q, query.type, 3));
    const body = (await res.json()) as { videos: Array<{ id: string }>; creators: Array<{ id: string }> };
    const top = (query.type === 'videos' ? body.videos : body.creators).map((item) => item.id);
    const wanted = expected.get(query);
    if (!wanted || !top.includes(wanted)) misses.push(`${query.kind}: ${query.q}${wanted ? '' : ' (not seeded)'}`);
  }
  const found = (JUDGED_QUERIES.length - misses.length) / JUDGED_QUERIES.length;

  return [
    { id: '14a', scenario: 'Latest, first page, visitor, 50 conn', ...http(runs.latest), target: 'reference', pass: null, note: failuresOf(runs.latest) },
    versus(runs.common, '14b', 'Search, first page, common words ("neon city dusk"), 50 conn'),
    versus(runs.misspelt, '14c', 'Search, first page, misspelt ("robts learnng"), 50 conn'),
    {
      id: '14d',
      scenario: 'Search suggestions, one at a time',
      value: suggestP50,
      unit: 'ms p50',
      target: `p50 ≤ ${SUGGEST_P50_MS} ms`,
      pass: suggestP50 <= SUGGEST_P50_MS,
      note: `max ${suggestMs[suggestMs.length - 1].toFixed(0)} ms over ${SUGGEST_RUNS} (${TYPED.join(', ')})`,
    },
    {
      id: '14e',
      scenario: `Relevance: expected result in the top 3, ${JUDGED_QUERIES.length} judged queries`,
      value: found * 100,
      unit: '%',
      target: `≥ ${RELEVANCE_TARGET * 100}%`,
      pass: found >= RELEVANCE_TARGET,
      check: true,
      note: misses.length ? `missed: ${misses.join(' | ')}` : 'every expected result in the top 3',
    },
  ];
}

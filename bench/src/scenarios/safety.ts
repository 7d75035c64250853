import { Client } from 'pg';
import { benchFactsRepository, benchFixturesRepository } from '@genalpha/db';
import { signIn } from '../api-client';
import { BenchContext } from '../bench-context';
import { LoadResult, failuresOf, measureInTurns, measureLoad } from '../load';
import { BenchResult } from '../results';

const CONNECTIONS = 50;
const PAGE = 24;
const BLOCKS = 1000;
const MUTED_CREATORS = 1000;
const MUTED_WORDS = 100;
/** Of the muted words, this many are terms the seed's videos really hold (the rest match nothing). */
const MATCHING_WORDS = 10;
const COMMENTS = 500;
/** The ordinary people who write the other comments (and the video's owner). */
const COMMENTERS = 51;
/** Of the comments, this many are by people the filtered viewer blocked (half) or muted (half). */
const HIDDEN_COMMENTS = 200;
/** The filtered viewer's req/s may be no less than this share of the plain viewer's, in the same run. */
const SHARE_TARGET = 0.8;
/** At most this share of the seed's people is blocked, and as many muted: 1,000 each of the full seed's 10,000. */
const HIDDEN_SHARE = 0.1;

const http = (load: LoadResult) => ({ reqPerSec: load.reqPerSec, p50Ms: load.p50Ms, p99Ms: load.p99Ms });

interface Setup {
  /** How many people the filtered viewer blocked and muted (fewer than asked on a small seed). */
  blocks: number;
  muted: number;
  filtered: { id: string; email: string };
  plain: { id: string; email: string };
  videoId: string;
  /** Undoes every row the scenario added (the bench database is kept between runs). */
  undo(): Promise<void>;
}

/**
 * Two ordinary seeded viewers: one blocks 1,000 people, mutes 1,000 others and 100 words (10 of
 * them terms the seed's videos hold); the other none. A video of a third person gets 500 comments,
 * 200 of them by people the first one blocked or muted.
 */
async function setUp(db: Client, facts: BenchContext['facts']): Promise<Setup> {
  const [filtered, plain] = await benchFactsRepository.usersById(db, facts.userIds.slice(100, 102));
  const ids = await benchFactsRepository.otherCreatorIds(db, [filtered.id, plain.id], BLOCKS + MUTED_CREATORS + COMMENTERS);
  // The full seed's proportions on any seed: the quick one's 2,000 people get 200 blocks and 200 mutes.
  const people = await benchFactsRepository.usersCount(db);
  const each = Math.min(BLOCKS, MUTED_CREATORS, Math.floor(people * HIDDEN_SHARE), Math.floor((ids.length - COMMENTERS) / 2));
  const blocked = ids.slice(0, each);
  const muted = ids.slice(each, 2 * each);
  const commenters = ids.slice(2 * each);
  const owner = commenters.pop()!;
  const terms = await benchFactsRepository.commonTerms(db, MATCHING_WORDS);
  const words = [...terms, ...Array.from({ length: MUTED_WORDS - terms.length }, (_, i) => `nomatch${i}`)];

  await benchFixturesRepository.filterFor(db, filtered.id, { blocked, muted, words });
  const videoId = await benchFixturesRepository.insertVideo(db, owner, COMMENTS);
  const hiddenAuthors = [...blocked.slice(0, HIDDEN_COMMENTS / 2), ...muted.slice(0, HIDDEN_COMMENTS / 2)];
  // Two in every five comments are by a blocked or muted person, spread through the list.
  const hidden = hiddenAuthors.values();
  const authors = Array.from({ length: COMMENTS }, (_, i) => (i % 5 < 2 ? hidden.next().value : commenters[i % commenters.length]) ?? owner);
  await benchFixturesRepository.insertComments(db, videoId, authors);
  return {
    blocks: blocked.length,
    muted: muted.length,
    filtered,
    plain,
    videoId,
    undo: async () => {
      await benchFixturesRepository.deleteVideo(db, videoId);
      await benchFixturesRepository.unfilter(db, filtered.id);
    },
  };
}

/**
 * 13 (issue 35, blocks and mutes): the signed-in Latest feed, For You and a 500-comment list for a
 * viewer with 1,000 blocks, 1,000 muted creators and 100 muted words, against an ordinary viewer,
 * in turns in the same run: the filters are applied in SQL and must cost little.
 */
export async function safetyScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const setup = await setUp(ctx.db, ctx.facts);
  try {
    const { baseUrl } = ctx.stack;
    const [filtered, plain] = [await signIn(baseUrl, setup.filtered.email), await signIn(baseUrl, setup.plain.email)];
    const paths = {
      latest: `/api/videos?limit=${PAGE}`,
      forYou: `/api/feed/for-you?limit=${PAGE}`,
      comments: `/api/videos/${setup.videoId}/comments?limit=100`,
    };
    for (const client of [filtered, plain]) for (const path of Object.values(paths)) await client.get(path);
    const load = (path: string, cookie: string) => (seconds: number) =>
      measureLoad({ url: `${baseUrl}${path}`, connections: CONNECTIONS, seconds, headers: { cookie } });
    const runs = await measureInTurns(
      ctx.profile.rounds,
      {
        latestPlain: load(paths.latest, plain.cookie!),
        latestFiltered: load(paths.latest, filtered.cookie!),
        forYouPlain: load(paths.forYou, plain.cookie!),
        forYouFiltered: load(paths.forYou, filtered.cookie!),
        commentsPlain: load(paths.comments, plain.cookie!),
        commentsFiltered: load(paths.comments, filtered.cookie!),
      },
      ctx.profile.seconds,
    );
    const versus = ([plainId, filteredId]: [string, string], scenario: string, withFilters: LoadResult, without: LoadResult, note: string): BenchResult[] => {
      const share = withFilters.reqPerSec / without.reqPerSec;
      const failures = failuresOf(withFilters) ?? failuresOf(without);
      return [
        { id: plainId, scenario: `${scenario}, no blocks or mutes, 50 conn`, ...http(without), target: 'reference', pass: null, note: failuresOf(without) },
        {
          id: filteredId,
          scenario: `${scenario}, ${setup.blocks.toLocaleString('en')} blocks, ${setup.muted.toLocaleString('en')} muted creators, ${MUTED_WORDS} muted words, 50 conn`,
          ...http(withFilters),
          value: share * 100,
          unit: '% of no filters req/s',
          target: `≥ ${SHARE_TARGET * 100}% of the req/s without, same run`,
          pass: !failures && share >= SHARE_TARGET,
          note: failures ?? note,
        },
      ];
    };
    return [
      ...versus(
        ['13a', '13b'],
        'Latest, first page, signed in',
        runs.latestFiltered,
        runs.latestPlain,
        `${MATCHING_WORDS} of the muted words are terms of the seed`,
      ),
      ...versus(
        ['13c', '13d'],
        'For You, first page, signed in',
        runs.forYouFiltered,
        runs.forYouPlain,
        'the snapshot is arranged once, then its rows are read',
      ),
      ...versus(
        ['13e', '13f'],
        `comments, ${COMMENTS} of them (${HIDDEN_COMMENTS} by blocked or muted people), pages of 100`,
        runs.commentsFiltered,
        runs.commentsPlain,
        'blocked authors left out, muted ones marked',
      ),
    ];
  } finally {
    await setup.undo();
  }
}

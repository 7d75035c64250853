import { Client } from 'pg';
import { SeededUserRow, benchFactsRepository } from '@genalpha/db';
import { BenchProfile } from './bench-args';
import { BenchResult } from './results';
import { AppStack } from '@genalpha/testkit';

export type SeededUser = SeededUserRow;

/** Rows of the seeded data the scenarios aim at, found once. */
export interface SeedFacts {
  /** Liked the most videos: the feed's isLiked and the liked-videos list have work to do. */
  liker: SeededUser;
  /** Has the most videos. */
  topCreator: SeededUser;
  /** Has the most unread notifications. */
  notified: SeededUser;
  /** The most commented visible videos, busiest first. */
  popularVideoIds: string[];
  /** Visible videos spread over the whole table, for likes and comments of the write mix. */
  videoIds: string[];
  userIds: string[];
}

export interface BenchContext {
  profile: BenchProfile;
  stack: AppStack;
  /** The bench database (seeded). */
  db: Client;
  databaseUrl: string;
  facts: SeedFacts;
  /** Results so far: later scenarios compare against earlier ones (the deep page against the first). */
  results: BenchResult[];
  /** Starts one more API and worker on the bench database with `env` added (data under `dataDir`); the caller stops it. */
  startAnotherStack(dataDir: string, env: NodeJS.ProcessEnv): Promise<AppStack>;
  /** Whether the run asked for any of these results (`8b`): a group skips the parts nobody asked for (`--only 8a`). */
  wants(ids: string[]): boolean;
}

const one = async (what: string, find: Promise<SeededUser | undefined>): Promise<SeededUser> => {
  const user = await find;
  if (!user) throw new Error(`the bench database has no ${what}`);
  return user;
};

export async function findSeedFacts(db: Client): Promise<SeedFacts> {
  return {
    liker: await one('user who liked videos', benchFactsRepository.topLiker(db)),
    topCreator: await one('users', benchFactsRepository.topCreator(db)),
    notified: await one('user with unread notifications', benchFactsRepository.mostNotified(db)),
    popularVideoIds: await benchFactsRepository.mostCommentedVideoIds(db),
    videoIds: await benchFactsRepository.sampledVideoIds(db),
    userIds: await benchFactsRepository.creatorIds(db),
  };
}

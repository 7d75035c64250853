import { Client } from 'pg';
import { benchFactsRepository, seedRepository } from '@genalpha/db';
import type { PageToMeasure } from '@genalpha/testkit';
import { PROFILES } from './bench-args';
import { findSeedFacts } from './bench-context';
import { ensureSeedObjects } from './media';
import { seed } from './seed';

/**
 * The pages Lighthouse measures on seeded data, in the bench (10c-10e; 10h is a first visit) and in the browser suite:
 * the feed, the most commented video and the profile of the creator with the most videos.
 */
export async function lighthousePages(db: Client): Promise<PageToMeasure[]> {
  const facts = await findSeedFacts(db);
  const username = await benchFactsRepository.usernameOf(db, facts.topCreator.id);
  return [
    { name: 'feed', path: '/' },
    { name: 'video page', path: `/video/${facts.popularVideoIds[0]}` },
    { name: 'profile', path: `/profile/${username}` },
  ];
}

/**
 * The quick bench's seed data in another database (the browser suite's, whose own accounts are
 * kept), with the media objects its rows point at written under `dataDir`, as the worker would.
 * The accounts' own videos go first: the newest, in whatever state a test left them (files
 * deleted, tiny fixtures), they would fill the first screens and make the figures depend on the
 * suite's other files.
 */
export async function seedAsQuickBench(db: Client, dataDir: string): Promise<void> {
  await seedRepository.deleteForeignVideos(db);
  await seed(db, { ...PROFILES.quick.seed, force: true });
  await seedRepository.setMedia(db, await ensureSeedObjects(dataDir));
}

import 'reflect-metadata';
import { hash } from '@node-rs/argon2';
import { Client } from 'pg';
import { loadConfig } from '@genalpha/shared';
import { PairTable, databaseAdminRepository, seedRepository } from '@genalpha/db';
import { withDatabase } from './database';
import { SeedArgs, parseSeedArgs } from './seed-args';

/** The password of every seeded account, so benchmarks can sign in as any of them. */
export const SEED_PASSWORD = 'seed-password';

/** Unique pairs drawn at random collide; draw again until the target count is reached. */
async function insertPairs(db: Client, table: PairTable, target: number, insert: (missing: number) => Promise<void>): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const have = await seedRepository.pairCount(db, table);
    if (have >= target) return;
    await insert(target - have);
  }
  throw new Error(`could not draw ${target} distinct ${table}: ask for fewer`);
}

async function step(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(`  ${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function seed(db: Client, args: SeedArgs): Promise<void> {
  const foreign = await seedRepository.foreignUsers(db);
  if (foreign > 0 && !args.force) {
    throw new Error(`this database holds ${foreign} real (non-seed) users; run with --force to seed it anyway (seed users are replaced, real ones kept)`);
  }
  const passwordHash = await hash(SEED_PASSWORD);
  // Cleared before the triggers are switched off: deleting seed users relies on ON DELETE CASCADE.
  await step('clear old seed data', () => seedRepository.clear(db, { keepForeignUsers: foreign > 0 }));
  // The generated rows are consistent by construction; skipping the per-row foreign-key
  // triggers (superusers only) makes the bulk inserts several times faster.
  if (!(await seedRepository.skipForeignKeyTriggers(db))) console.log('  (not a superuser: foreign keys checked row by row)');
  await seedRepository.useBulkWorkMem(db);
  await step(`users (${args.users})`, () => seedRepository.insertUsers(db, args.users, passwordHash));
  await seedRepository.indexUsers(db);
  await step(`videos (${args.videos})`, () => seedRepository.insertVideos(db, args.videos, args.users));
  const videoCount = await seedRepository.indexVideos(db);
  await step(`likes (${args.likes})`, () => insertPairs(db, 'likes', args.likes, (missing) => seedRepository.insertLikes(db, missing, args.users, videoCount)));
  await step(`comments (${args.comments})`, () => seedRepository.insertComments(db, args.comments, args.users, videoCount));
  await step(`follows (${args.follows})`, () => insertPairs(db, 'follows', args.follows, (missing) => seedRepository.insertFollows(db, missing, args.users)));
  await step('remix chains', () => seedRepository.insertRemixChains(db));
  await step('notifications', () => seedRepository.insertNotifications(db));
  await step('counters', () => seedRepository.setCounters(db));
  await step('creator stats', () => seedRepository.recomputeCreatorStats(db));
  await step('feed scores', () => seedRepository.rankFeed(db));
  await step('search documents, words and tags', () => seedRepository.rebuildSearch(db));
  await seedRepository.checkForeignKeyTriggers(db).catch(() => undefined);
  // As autovacuum leaves a live database: hint bits set and the visibility map filled, so index-only scans stay index-only.
  await step('vacuum, analyze', () => databaseAdminRepository.vacuumAnalyze(db));
}

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  const started = performance.now();
  await withDatabase(loadConfig(), async (db) => {
    console.log('seeding:');
    await seed(db, args);
    const totals = await seedRepository.totals(db);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s:`, totals);
    console.log(`every seeded account signs in with its email (seed-N@seed.genalpha.invalid) and the password "${SEED_PASSWORD}"`);
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

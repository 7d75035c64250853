import 'reflect-metadata';
import { hash } from '@node-rs/argon2';
import { Client } from 'pg';
import { loadConfig } from '@genalpha/shared';
import { RANK_FEED_SQL, RECOMPUTE_CREATOR_STATS_SQL, REBUILD_SEARCH_SQL } from '@genalpha/db';
import { withDatabase } from './database';
import { SeedArgs, parseSeedArgs } from './seed-args';
import { SEED_FILE_IDS, seedSql } from './seed-sql';

/** The password of every seeded account, so benchmarks can sign in as any of them. */
export const SEED_PASSWORD = 'seed-password';

/** Unique pairs drawn at random collide; draw again until the target count is reached. */
async function insertPairs(db: Client, sql: string, table: string, target: number, ...params: number[]): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const have = (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
    if (have >= target) return;
    await db.query(sql, [target - have, ...params]);
  }
  throw new Error(`could not draw ${target} distinct ${table}: ask for fewer`);
}

async function step(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(`  ${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function seed(db: Client, args: SeedArgs): Promise<void> {
  const foreign = (await db.query(seedSql.countForeignUsers)).rows[0].n as number;
  if (foreign > 0 && !args.force) {
    throw new Error(`this database holds ${foreign} real (non-seed) users; run with --force to seed it anyway (seed users are replaced, real ones kept)`);
  }
  const passwordHash = await hash(SEED_PASSWORD);
  // Cleared before the triggers are switched off: deleting seed users relies on ON DELETE CASCADE.
  await step('clear old seed data', () => db.query(foreign > 0 ? seedSql.deleteSeedUsers : seedSql.truncateAll));
  // The generated rows are consistent by construction; skipping the per-row foreign-key
  // triggers (superusers only) makes the bulk inserts several times faster.
  await db.query('SET session_replication_role = replica').catch(() => console.log('  (not a superuser: foreign keys checked row by row)'));
  await db.query(`SET work_mem = '256MB'`);
  await step(`users (${args.users})`, () => db.query(seedSql.users, [args.users, passwordHash]));
  await db.query(seedSql.userIndex);
  await step(`videos (${args.videos})`, () => db.query(seedSql.videos, [args.videos, args.users, SEED_FILE_IDS]));
  await db.query(seedSql.videoIndex);
  const videoCount = (await db.query('SELECT count(*)::int AS n FROM seed_videos')).rows[0].n as number;
  await step(`likes (${args.likes})`, () => insertPairs(db, seedSql.likes, 'likes', args.likes, args.users, videoCount));
  await step(`comments (${args.comments})`, () => db.query(seedSql.comments, [args.comments, args.users, videoCount]));
  await step(`follows (${args.follows})`, () => insertPairs(db, seedSql.follows, 'follows', args.follows, args.users));
  await step('notifications', () => db.query(seedSql.notifications));
  await step('counters', () => db.query(seedSql.counters));
  await step('creator stats', () => db.query(RECOMPUTE_CREATOR_STATS_SQL));
  await step('feed scores', () => db.query(RANK_FEED_SQL));
  await step('search documents, words and tags', () => db.query(REBUILD_SEARCH_SQL));
  await db.query('RESET session_replication_role').catch(() => undefined);
  // As autovacuum leaves a live database: hint bits set and the visibility map filled, so index-only scans stay index-only.
  await step('vacuum, analyze', () => db.query('VACUUM ANALYZE'));
}

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  const started = performance.now();
  await withDatabase(loadConfig(), async (db) => {
    console.log('seeding:');
    await seed(db, args);
    const counts = await db.query(`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM videos)::int AS videos,
      (SELECT count(*) FROM likes)::int AS likes, (SELECT count(*) FROM comments)::int AS comments, (SELECT count(*) FROM follows)::int AS follows`);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts.rows[0]);
    console.log(`every seeded account signs in with its email (seed-N@seed.genalpha.invalid) and the password "${SEED_PASSWORD}"`);
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

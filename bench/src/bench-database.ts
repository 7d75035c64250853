import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { AppConfig } from '@genalpha/shared';
import { databaseAdminRepository, seedGeneratorSql } from '@genalpha/db';
import { DatabaseServer, openDatabaseServer } from '@genalpha/launcher';
import { connect, migrate, withDatabaseName } from './database';
import { SeedArgs } from './seed-args';
import { seed } from './seed';

export const BENCH_DATABASE = 'genalpha_bench';

export interface BenchDatabase {
  url: string;
  server: DatabaseServer;
}

/** The dedicated database on the configured server, created and migrated when missing. */
export async function openBenchDatabase(config: AppConfig): Promise<BenchDatabase> {
  const server = await openDatabaseServer(config);
  try {
    const admin = await connect(server.url);
    try {
      await databaseAdminRepository.ensure(admin, BENCH_DATABASE);
    } finally {
      await admin.end();
    }
    const url = withDatabaseName(server.url, BENCH_DATABASE);
    await migrate(url);
    return { url, server };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The size asked for and the generator's SQL (a changed generator seeds again). */
const markerOf = (args: SeedArgs) =>
  JSON.stringify({
    users: args.users,
    videos: args.videos,
    likes: args.likes,
    comments: args.comments,
    follows: args.follows,
    generator: createHash('sha256').update(JSON.stringify(seedGeneratorSql)).digest('hex').slice(0, 12),
  });

/**
 * Seeds unless the database says (in its comment, written once a seed completes) that it holds
 * this very size, made by this very generator, already. Returns whether it seeded.
 */
export async function ensureSeeded(db: Client, args: SeedArgs): Promise<boolean> {
  const wanted = markerOf(args);
  if ((await databaseAdminRepository.comment(db)) === wanted) return false;
  await databaseAdminRepository.setComment(db, BENCH_DATABASE, null);
  await seed(db, { ...args, force: true });
  await databaseAdminRepository.setComment(db, BENCH_DATABASE, wanted);
  return true;
}

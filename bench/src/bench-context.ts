import { Client } from 'pg';
import { PUBLICLY_VISIBLE } from '@genalpha/shared';
import { BenchProfile } from './bench-args';
import { BenchResult } from './results';
import { AppStack } from '@genalpha/testkit';

export interface SeededUser {
  id: string;
  email: string;
}

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
}

const one = async <T>(db: Client, sql: string): Promise<T> => {
  const { rows } = await db.query(sql);
  if (!rows[0]) throw new Error(`the bench database has no rows for: ${sql.trim().split('\n')[0]}`);
  return rows[0] as T;
};

export async function findSeedFacts(db: Client): Promise<SeedFacts> {
  const liker = await one<SeededUser>(
    db,
    `SELECT u.id, u.email FROM users u JOIN (SELECT "userId", count(*) AS n FROM likes GROUP BY 1 ORDER BY 2 DESC LIMIT 1) l ON l."userId" = u.id`,
  );
  const topCreator = await one<SeededUser>(db, `SELECT id, email FROM users ORDER BY "videosCount" DESC, "userNumber" LIMIT 1`);
  const notified = await one<SeededUser>(
    db,
    `
    SELECT u.id, u.email FROM users u
    JOIN (SELECT "userId", count(*) AS n FROM notifications WHERE NOT "isRead" GROUP BY 1 ORDER BY 2 DESC LIMIT 1) n ON n."userId" = u.id`,
  );
  const popular = await db.query(`SELECT v.id FROM videos v WHERE ${PUBLICLY_VISIBLE} ORDER BY v."commentsCount" DESC LIMIT 200`);
  const spread = await db.query(`SELECT v.id FROM videos v TABLESAMPLE SYSTEM (5) WHERE ${PUBLICLY_VISIBLE} LIMIT 2000`);
  const users = await db.query(`SELECT id FROM users WHERE username IS NOT NULL ORDER BY "userNumber" LIMIT 5000`);
  return {
    liker,
    topCreator,
    notified,
    popularVideoIds: popular.rows.map((r) => r.id),
    videoIds: spread.rows.map((r) => r.id),
    userIds: users.rows.map((r) => r.id),
  };
}

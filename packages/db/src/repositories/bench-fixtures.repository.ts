import { RECOMPUTE_CREATOR_STATS_SQL } from './creator-stats.repository';
import { RANK_FEED_SQL, WAIT_RANK_FEED_LOCK_SQL } from './feed-scores.repository';
import { PgClient } from '../sql-runner';
import { statements } from '../statements';

export const benchFixturesStatements = statements('bench-fixtures', {
  begin: `BEGIN`,
  commit: `COMMIT`,
  rollback: `ROLLBACK`,
  /** Every session (earlier runs' would only grow the session lookup's table). */
  clearSessions: `DELETE FROM sessions`,
  /** Every creator's row changed, so the next creators.recompute rewrites them all (its worst case). */
  spoilCreatorStats: `UPDATE creator_stats SET "totalLikes" = -1`,
  clearFeedScores: `DELETE FROM video_scores`,
  /** $1 blocks each of $2. */
  block: `INSERT INTO user_blocks ("blockerId", "blockedId") SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
  /** $1 mutes each of $2. */
  mute: `INSERT INTO user_mutes ("muterId", "mutedId") SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
  setMutedWords: `UPDATE users SET "mutedWords" = $2 WHERE id = $1`,
  /** A ready video of $1 with $2 as its comment count, its files any ready video's. */
  insertVideo: `INSERT INTO videos ("userId", title, caption, "toolUsed", "videoUrl", "originalUrl", status, "commentsCount")
     SELECT $1, 'Safety bench', 'Comments from everyone', 'openai-sora', "videoUrl", "originalUrl", 'ready', $2 FROM videos WHERE status = 'ready' LIMIT 1
     RETURNING id`,
  /** One comment on $1 per author of $2, in order, a second apart up to now ($3: how many). */
  insertComments: `INSERT INTO comments ("videoId", "userId", text, "createdAt")
     SELECT $1, author, 'Comment number ' || n, now() - make_interval(secs => $3 - n) FROM unnest($2::uuid[]) WITH ORDINALITY AS a(author, n)`,
  deleteVideo: `DELETE FROM videos WHERE id = $1`,
  /** A ready remix of $1 titled $2: its parent's files, creator, prompt and tool, made now. */
  insertRemix: `INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "thumbnailUrl", "videoUrl", "originalUrl", width, height, "durationSeconds", "aspectRatio", status, "parentId", "remixState")
     SELECT "userId", $2, caption, prompt, "toolUsed", "thumbnailUrl", "videoUrl", "originalUrl", width, height, "durationSeconds", "aspectRatio", 'ready', id, 'claimed'
     FROM videos WHERE id = $1 RETURNING id`,
  /** $2 ready remixes of $1, a second apart up to now, with likes spread over 0–999 (the remixes list's two orders). */
  insertRemixes: `INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "thumbnailUrl", "videoUrl", "originalUrl", width, height, "durationSeconds", "aspectRatio", status, "parentId", "remixState", "likesCount", "createdAt")
     SELECT p."userId", 'Bench remix ' || n, p.caption, p.prompt, p."toolUsed", p."thumbnailUrl", p."videoUrl", p."originalUrl", p.width, p.height, p."durationSeconds", p."aspectRatio", 'ready', p.id, 'claimed',
       (n * 7919) % 1000, now() - make_interval(secs => n)
     FROM videos p, generate_series(1, $2) AS n WHERE p.id = $1`,
  /** Video $1's parent and how it remixes it. */
  lineageOf: `SELECT "parentId", "remixState" FROM videos WHERE id = $1`,
  /** Makes video $1 a remix ($3: claimed) of $2, or an original (both null). */
  setLineage: `UPDATE videos SET "parentId" = $2, "remixState" = $3 WHERE id = $1`,
  /** The remixes of $1, then the videos of $2. */
  deleteRemixesOf: `DELETE FROM videos WHERE "parentId" = $1`,
  deleteVideos: `DELETE FROM videos WHERE id = ANY($1::uuid[])`,
  deleteBlocks: `DELETE FROM user_blocks WHERE "blockerId" = $1`,
  deleteMutes: `DELETE FROM user_mutes WHERE "muterId" = $1`,
  clearMutedWords: `UPDATE users SET "mutedWords" = '{}' WHERE id = $1`,
});

const sql = benchFixturesStatements;

/** Rows the bench's scenarios add, change and remove around their measurements, and the worker's statements they time. */
export const benchFixturesRepository = {
  async clearSessions(db: PgClient): Promise<void> {
    await db.query(sql.clearSessions);
  },

  /** The worker's creators.recompute, run whole. */
  async recomputeCreatorStats(db: PgClient): Promise<void> {
    await db.query(RECOMPUTE_CREATOR_STATS_SQL);
  },

  /** Runs `work` with every creator's row changed, then rolls the change back. */
  async withCreatorStatsSpoilt<T>(db: PgClient, work: () => Promise<T>): Promise<T> {
    await db.query(sql.begin);
    try {
      await db.query(sql.spoilCreatorStats);
      return await work();
    } finally {
      await db.query(sql.rollback);
    }
  },

  async clearFeedScores(db: PgClient): Promise<void> {
    await db.query(sql.clearFeedScores);
  },

  /** Runs `work` holding feed.rank's lock, as the worker runs the statement: its own runs wait rather than overlap. */
  async holdingRankLock<T>(db: PgClient, work: () => Promise<T>): Promise<T> {
    await db.query(sql.begin);
    try {
      await db.query(WAIT_RANK_FEED_LOCK_SQL);
      return await work();
    } finally {
      await db.query(sql.commit);
    }
  },

  /** The worker's feed.rank, run whole. */
  async rankFeed(db: PgClient): Promise<void> {
    await db.query(RANK_FEED_SQL);
  },

  /** `userId` blocks `blocked`, mutes `muted` and the words `words`. */
  async filterFor(db: PgClient, userId: string, filters: { blocked: string[]; muted: string[]; words: string[] }): Promise<void> {
    await db.query(sql.block, [userId, filters.blocked]);
    await db.query(sql.mute, [userId, filters.muted]);
    await db.query(sql.setMutedWords, [userId, filters.words]);
  },

  /** Undoes filterFor. */
  async unfilter(db: PgClient, userId: string): Promise<void> {
    await db.query(sql.deleteBlocks, [userId]);
    await db.query(sql.deleteMutes, [userId]);
    await db.query(sql.clearMutedWords, [userId]);
  },

  /** A ready video of `ownerId` whose comment count says `comments`; returns its id. */
  async insertVideo(db: PgClient, ownerId: string, comments: number): Promise<string> {
    const { rows } = await db.query(sql.insertVideo, [ownerId, comments]);
    return (rows as Array<{ id: string }>)[0].id;
  },

  /** A comment on the video by each of `authors`, the last one now. */
  async insertComments(db: PgClient, videoId: string, authors: string[]): Promise<void> {
    await db.query(sql.insertComments, [videoId, authors, authors.length]);
  },

  async deleteVideo(db: PgClient, videoId: string): Promise<void> {
    await db.query(sql.deleteVideo, [videoId]);
  },

  /** A chain of `length` remixes, each of the one before, from `rootId`; answers their ids, the last the tip. */
  async insertRemixChain(db: PgClient, rootId: string, length: number): Promise<string[]> {
    const ids: string[] = [];
    for (let n = 1, parent = rootId; n <= length; n++) {
      const { rows } = await db.query(sql.insertRemix, [parent, `Bench lineage ${n}`]);
      parent = (rows as Array<{ id: string }>)[0].id;
      ids.push(parent);
    }
    return ids;
  },

  async lineageOf(db: PgClient, videoId: string): Promise<{ parentId: string | null; remixState: string | null }> {
    const { rows } = await db.query(sql.lineageOf, [videoId]);
    return rows[0] as { parentId: string | null; remixState: string | null };
  },

  async setLineage(db: PgClient, videoId: string, lineage: { parentId: string | null; remixState: string | null }): Promise<void> {
    await db.query(sql.setLineage, [videoId, lineage.parentId, lineage.remixState]);
  },

  /** `count` remixes of `parentId` (the remixes list's deep pages). */
  async insertRemixes(db: PgClient, parentId: string, count: number): Promise<void> {
    await db.query(sql.insertRemixes, [parentId, count]);
  },

  /** Deletes `parentId`'s remixes, then the videos `ids`. */
  async deleteRemixFixtures(db: PgClient, parentId: string, ids: string[]): Promise<void> {
    await db.query(sql.deleteRemixesOf, [parentId]);
    await db.query(sql.deleteVideos, [ids]);
  },
};

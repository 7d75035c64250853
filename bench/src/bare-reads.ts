import { Pool } from 'pg';
import {
  DEFAULT_PAGE_SIZE,
  commentsRepository,
  creatorsRepository,
  keysetQuery,
  plansRepository,
  pooledRunner,
  videoPages,
  videosRepository,
} from '@genalpha/db';
import { API_DATABASE_CONNECTIONS } from '@genalpha/backend/database/connection-budget';
import { MAX_CREATORS } from '@genalpha/shared';

/**
 * The API's reads on a pg pool of as many connections as the API holds in all its processes, for the
 * bare reference servers: the same statements the API's services run, in the same order, with nothing
 * around them (no session, validation, DTOs or hooks); the answer is the rows as JSON.
 */
export function bareReads(databaseUrl: string) {
  const pool = new Pool({ connectionString: databaseUrl, max: API_DATABASE_CONNECTIONS });
  const db = pooledRunner(pool);
  return {
    pool,
    /** Latest's first page, as the API pages it. */
    async feed(viewer: string | null): Promise<{ videos: unknown[]; nextCursor: unknown }> {
      const { text, values } = keysetQuery((after, limit) => videoPages.feed(after, limit, viewer !== null), [viewer], undefined, DEFAULT_PAGE_SIZE);
      const rows = await plansRepository.rows<{ cursorAt: unknown }>(pool, { text, values });
      return { videos: rows.slice(0, DEFAULT_PAGE_SIZE), nextCursor: rows.length > DEFAULT_PAGE_SIZE ? rows[DEFAULT_PAGE_SIZE - 1].cursorAt : null };
    },
    /** A video page: the video as the viewer may see it (a remix's chain the API reads once per 3 s is left out: the stricter baseline). */
    detail(videoId: string, viewer: string | null): Promise<unknown> {
      return videosRepository.findVisible(db, videoId, viewer);
    },
    /** A video's first page of comments. */
    async comments(videoId: string, viewer: string | null): Promise<unknown> {
      const video = await commentsRepository.videoFor(db, videoId, viewer);
      return video ? commentsRepository.page(db, videoId, viewer, {}) : null;
    },
    /** The leaderboard by `sort`, with its total when the page is full. */
    async creators(sort: 'totalLikes', viewer: string | null): Promise<unknown> {
      const rows = await creatorsRepository.page(db, viewer, sort, undefined, MAX_CREATORS);
      const total = rows.length < MAX_CREATORS ? rows.length : await creatorsRepository.total(db, viewer, undefined);
      return { creators: rows, total };
    },
  };
}

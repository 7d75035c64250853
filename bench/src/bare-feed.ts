import { Pool } from 'pg';
import { keysetQuery, plansRepository, videoPages } from '@genalpha/db';

const PAGE_SIZE = 24;

/** The API's feed SQL on a pg pool of the API's size, for the bare reference servers: the first page as the API pages it. */
export function bareFeed(databaseUrl: string) {
  const pool = new Pool({ connectionString: databaseUrl, max: 20 });
  return {
    pool,
    async page(viewer: string | null): Promise<{ videos: unknown[]; nextCursor: unknown }> {
      const { text, values } = keysetQuery((after, limit) => videoPages.feed(after, limit, viewer !== null), [viewer], undefined, PAGE_SIZE);
      const rows = await plansRepository.rows<{ cursorAt: unknown }>(pool, { text, values });
      return { videos: rows.slice(0, PAGE_SIZE), nextCursor: rows.length > PAGE_SIZE ? rows[PAGE_SIZE - 1].cursorAt : null };
    },
  };
}

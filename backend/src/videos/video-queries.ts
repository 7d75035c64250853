import { Keyset } from '../common/pagination';
import { PUBLICLY_VISIBLE, videoRowColumns } from './video-row';

/** Renders "strictly after the cursor" for the page's sort columns, or nothing on the first page. */
export type AfterCursor = (timeColumn: string, idColumn: string) => string;

/**
 * The read queries of videos, exported so the benchmark and its baseline server run exactly
 * this SQL. Parameters: $1 the viewer (may be null), $2 the creator or liker where there is one.
 */
export const videoQueries = {
  /** Newest first over publicly visible videos (served by the partial index IDX_videos_feed). */
  feed: (after: AfterCursor) => `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE ${PUBLICLY_VISIBLE} ${after('v."createdAt"', 'v.id')}
      ORDER BY v."createdAt" DESC, v.id DESC`,

  /** One creator's videos; `ownView` (the creator looking) includes their hidden and failed ones. */
  byCreator: (after: AfterCursor, ownView: boolean) => `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE v."userId" = $2 ${ownView ? '' : `AND ${PUBLICLY_VISIBLE}`} ${after('v."createdAt"', 'v.id')}
      ORDER BY v."createdAt" DESC, v.id DESC`,

  /** The videos a user liked, most recent like first (the keyset is the like's). */
  likedBy: (after: AfterCursor) => `
      SELECT ${videoRowColumns('$1', 'l."createdAt"')}, l.id AS "likeId"
      FROM likes l JOIN videos v ON v.id = l."videoId" JOIN users u ON u.id = v."userId"
      WHERE l."userId" = $2 AND ${PUBLICLY_VISIBLE} ${after('l."createdAt"', 'l.id')}
      ORDER BY l."createdAt" DESC, l.id DESC`,

  /** One video as $1 may see it ($2 its id): publicly visible, or their own. */
  visible: `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE v.id = $2 AND ((${PUBLICLY_VISIBLE}) OR v."userId" = $1)`,
};

/** A keyset page of `sql`: the cursor's values follow `params`, and LIMIT asks for one row more than the page to know if another follows. */
export function keysetQuery(sql: (after: AfterCursor) => string, params: unknown[], cursor: Keyset | undefined, pageSize: number): { text: string; values: unknown[] } {
  const values = [...params];
  const after: AfterCursor = (timeColumn, idColumn) => {
    if (!cursor) return '';
    values.push(cursor.createdAt, cursor.id);
    return `AND (${timeColumn}, ${idColumn}) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
  };
  const text = sql(after);
  values.push(pageSize + 1);
  return { text: `${text} LIMIT $${values.length}`, values };
}

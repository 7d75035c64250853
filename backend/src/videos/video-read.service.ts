import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE, PageQueryDto, decodeCursor, toPage } from '../common/pagination';
import { PUBLICLY_VISIBLE, VideoRow, videoRowColumns } from './video-row';

export interface VideoPage {
  items: VideoRow[];
  nextCursor: string | null;
}

/** The read side: each page or video is one SQL query (creator joined, viewer's like as EXISTS). */
@Injectable()
export class VideoReadService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest first over publicly visible videos (served by the partial index IDX_videos_feed). */
  feed(viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    return this.page(page, [viewerId], (after) => `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE ${PUBLICLY_VISIBLE} ${after('v."createdAt"', 'v.id')}
      ORDER BY v."createdAt" DESC, v.id DESC`);
  }

  /** One creator's videos; the creator also sees their own hidden and failed ones. */
  byCreator(creatorId: string, viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    const visibility = creatorId === viewerId ? '' : `AND ${PUBLICLY_VISIBLE}`;
    return this.page(page, [viewerId, creatorId], (after) => `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE v."userId" = $2 ${visibility} ${after('v."createdAt"', 'v.id')}
      ORDER BY v."createdAt" DESC, v.id DESC`);
  }

  /** The videos a user liked, most recent like first. */
  likedBy(userId: string, viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    return this.page(page, [viewerId, userId], (after) => `
      SELECT ${videoRowColumns('$1', 'l."createdAt"')}, l.id AS "likeId"
      FROM likes l JOIN videos v ON v.id = l."videoId" JOIN users u ON u.id = v."userId"
      WHERE l."userId" = $2 AND ${PUBLICLY_VISIBLE} ${after('l."createdAt"', 'l.id')}
      ORDER BY l."createdAt" DESC, l.id DESC`, (row) => (row as VideoRow & { likeId: string }).likeId);
  }

  /** A video as `viewerId` may see it: publicly visible, or their own. */
  async findVisible(videoId: string, viewerId: string | null): Promise<VideoRow | null> {
    const rows: VideoRow[] = await this.dataSource.query(
      `SELECT ${videoRowColumns('$1')}
       FROM videos v JOIN users u ON u.id = v."userId"
       WHERE v.id = $2 AND ((${PUBLICLY_VISIBLE}) OR v."userId" = $1)`,
      [viewerId, videoId],
    );
    return rows[0] ?? null;
  }

  /**
   * Runs one keyset page: `sql` receives `after(timeColumn, idColumn)`, which renders the
   * "strictly after the cursor" condition (or nothing on the first page).
   */
  private async page(
    query: PageQueryDto,
    params: unknown[],
    sql: (after: (timeColumn: string, idColumn: string) => string) => string,
    keyIdOf: (row: VideoRow) => string = (row) => row.id,
  ): Promise<VideoPage> {
    const pageSize = query.limit ?? DEFAULT_PAGE_SIZE;
    const cursor = decodeCursor(query.cursor);
    const values = [...params];
    const after = (timeColumn: string, idColumn: string) => {
      if (!cursor) return '';
      values.push(cursor.createdAt, cursor.id);
      return `AND (${timeColumn}, ${idColumn}) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
    };
    const text = sql(after);
    values.push(pageSize + 1);
    const rows: VideoRow[] = await this.dataSource.query(`${text} LIMIT $${values.length}`, values);
    return toPage(rows, pageSize, (row) => ({ createdAt: row.cursorAt, id: keyIdOf(row) }));
  }
}

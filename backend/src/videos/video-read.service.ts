import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE, PageQueryDto, decodeCursor, toPage } from '../common/pagination';
import { AfterCursor, keysetQuery, videoQueries } from './video-queries';
import { VideoRow } from './video-row';

export interface VideoPage {
  items: VideoRow[];
  nextCursor: string | null;
}

/** The read side: each page or video is one SQL query (creator joined, viewer's like as EXISTS). */
@Injectable()
export class VideoReadService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  feed(viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    return this.page(page, [viewerId], videoQueries.feed);
  }

  /** One creator's videos; the creator also sees their own hidden and failed ones. */
  byCreator(creatorId: string, viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    return this.page(page, [viewerId, creatorId], (after) => videoQueries.byCreator(after, creatorId === viewerId));
  }

  likedBy(userId: string, viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    return this.page(page, [viewerId, userId], videoQueries.likedBy, (row) => (row as VideoRow & { likeId: string }).likeId);
  }

  /** A video as `viewerId` may see it: publicly visible, or their own. */
  async findVisible(videoId: string, viewerId: string | null): Promise<VideoRow | null> {
    const rows: VideoRow[] = await this.dataSource.query(videoQueries.visible, [viewerId, videoId]);
    return rows[0] ?? null;
  }

  private async page(
    query: PageQueryDto,
    params: unknown[],
    sql: (after: AfterCursor) => string,
    keyIdOf: (row: VideoRow) => string = (row) => row.id,
  ): Promise<VideoPage> {
    const pageSize = query.limit ?? DEFAULT_PAGE_SIZE;
    const { text, values } = keysetQuery(sql, params, decodeCursor(query.cursor), pageSize);
    const rows: VideoRow[] = await this.dataSource.query(text, values);
    return toPage(rows, pageSize, (row) => ({ createdAt: row.cursorAt, id: keyIdOf(row) }));
  }
}

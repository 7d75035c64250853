import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PageQueryDto } from '../common/pagination';
import { videoQueries } from './video-queries';
import { VideoDetailRow, VideoRow } from './video-row';
import { AfterCursor, readPage } from '@genalpha/db';

export interface VideoPage {
  items: VideoRow[];
  nextCursor: string | null;
}

/** The read side: each page or video is one SQL query (creator joined, viewer's like as EXISTS). */
@Injectable()
export class VideoReadService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Public videos and a signed-in viewer's own still processing, or only the public videos carrying
   * `tag` when one is given; with `tool`, only that tool's; `verified` keeps those whose Content Credentials are valid.
   */
  feed(viewerId: string | null, page: PageQueryDto, filter: { tag?: string; tool?: string; verified?: boolean } = {}): Promise<VideoPage> {
    const { tag, tool, verified = false } = filter;
    if (tag) {
      const narrowing = { toolParam: tool && '$3', verifiedOnly: verified };
      return this.page(page, tool ? [viewerId, tag, tool] : [viewerId, tag], tool || verified ? videoQueries.taggedNarrowed(narrowing) : videoQueries.tagged);
    }
    const narrowing = { toolParam: tool && '$2', verifiedOnly: verified };
    return this.page(page, tool ? [viewerId, tool] : [viewerId], (after, limit) => videoQueries.feed(after, limit, viewerId !== null && !verified, narrowing));
  }

  /** One creator's videos; the creator also sees their own processing, hidden and failed ones. */
  byCreator(creatorId: string, viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    return this.page(page, [viewerId, creatorId], (after) => videoQueries.byCreator(after, creatorId === viewerId));
  }

  likedBy(userId: string, viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    return this.page(page, [viewerId, userId], videoQueries.likedBy, (row) => (row as VideoRow & { likeId: string }).likeId);
  }

  /** A video as `viewerId` may see it: publicly visible, or their own. */
  async findVisible(videoId: string, viewerId: string | null): Promise<VideoDetailRow | null> {
    const rows: VideoDetailRow[] = await this.dataSource.query(videoQueries.visible, [viewerId, videoId]);
    return rows[0] ?? null;
  }

  private page(
    query: PageQueryDto,
    params: unknown[],
    sql: (after: AfterCursor, limit: string) => string,
    keyIdOf: (row: VideoRow) => string = (row) => row.id,
  ): Promise<VideoPage> {
    return readPage<VideoRow>(this.dataSource, query, { sql, params, positionOf: (row) => ({ key: row.cursorAt, id: keyIdOf(row) }) });
  }
}

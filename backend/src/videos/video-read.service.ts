import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VideoDetailRow, VideoPage, videosRepository } from '@genalpha/db';
import { PageQueryDto } from '../common/pagination';

/** The read side: each page or video is one SQL query (creator joined, viewer's like as EXISTS). */
@Injectable()
export class VideoReadService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Public videos and a signed-in viewer's own still processing, or only the public videos carrying
   * `tag` when one is given; with `tool`, only that tool's; `verified` keeps those whose Content Credentials are valid.
   */
  feed(viewerId: string | null, page: PageQueryDto, filter: { tag?: string; tool?: string; verified?: boolean } = {}): Promise<VideoPage> {
    return videosRepository.feed(this.dataSource, viewerId, page, filter);
  }

  /** One creator's videos; the creator also sees their own processing, hidden and failed ones. */
  byCreator(creatorId: string, viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    return videosRepository.byCreator(this.dataSource, creatorId, viewerId, page);
  }

  likedBy(userId: string, viewerId: string | null, page: PageQueryDto): Promise<VideoPage> {
    return videosRepository.likedBy(this.dataSource, userId, viewerId, page);
  }

  /** A video as `viewerId` may see it: publicly visible, or their own. */
  findVisible(videoId: string, viewerId: string | null): Promise<VideoDetailRow | null> {
    return videosRepository.findVisible(this.dataSource, videoId, viewerId);
  }
}

import { Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEvent, VideoLikedEvent } from '../common/domain-events';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { likeQueries } from './like-queries';
import { rowsOf } from './sql-rows';
import { videoQueries } from './video-queries';

export interface LikeState {
  isLiked: boolean;
  likesCount: number;
}

interface Counted {
  likesCount: number;
  userId: string;
}

/**
 * Likes are idempotent: the row is inserted or deleted with conflict-safe SQL and the counter
 * moves in the same transaction only when a row did, so likesCount always equals COUNT(likes).
 */
@Injectable()
export class LikesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
  ) {}

  async like(videoId: string, userId: string): Promise<LikeState> {
    const { video, changed } = await this.dataSource.transaction(async (m) => {
      const inserted: unknown[] = await m.query(likeQueries.insert, [userId, videoId]);
      if (inserted.length > 0) return { video: await this.moveCounter(m, videoId, +1), changed: true };
      return { video: await this.currentCount(m, videoId, userId), changed: false };
    });
    if (changed) this.emit(DomainEvent.VideoLiked, { videoId, ownerId: video.userId, actorId: userId });
    return { isLiked: true, likesCount: video.likesCount };
  }

  async unlike(videoId: string, userId: string): Promise<LikeState> {
    const { video, changed } = await this.dataSource.transaction(async (m) => {
      const deleted = await rowsOf(m, likeQueries.delete, [userId, videoId]);
      if (deleted.length > 0) return { video: await this.moveCounter(m, videoId, -1), changed: true };
      return { video: await this.currentCount(m, videoId, userId), changed: false };
    });
    if (changed) this.emit(DomainEvent.VideoUnliked, { videoId, ownerId: video.userId, actorId: userId });
    return { isLiked: false, likesCount: video.likesCount };
  }

  /** False for visitors; a video the viewer may not see (missing, or hidden or failed and not theirs) is not found. */
  async isLiked(videoId: string, userId: string | null): Promise<boolean> {
    const [video]: Array<{ isLiked: boolean }> = await this.dataSource.query(likeQueries.isLiked, [userId, videoId]);
    if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);
    return video.isLiked;
  }

  private async moveCounter(m: EntityManager, videoId: string, by: 1 | -1): Promise<Counted> {
    const rows = await rowsOf<Counted>(m, videoQueries.addLikes, [videoId, by]);
    return rows[0];
  }

  private async currentCount(m: EntityManager, videoId: string, viewerId: string): Promise<Counted> {
    const rows: Counted[] = await m.query(videoQueries.counters, [viewerId, videoId]);
    if (rows.length === 0) throw new NotFoundException(VIDEO_NOT_FOUND);
    return rows[0];
  }

  private emit(event: string, payload: VideoLikedEvent): void {
    this.events.emit(event, payload);
  }
}

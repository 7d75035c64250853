import { Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEvent, VideoLikedEvent } from '../common/domain-events';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { LikedVideo, likesRepository, videosRepository } from '@genalpha/db';

export interface LikeState {
  isLiked: boolean;
  likesCount: number;
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
      if (await likesRepository.insert(m, userId, videoId)) return { video: await likesRepository.moveCount(m, videoId, 1), changed: true };
      return { video: await this.currentCount(m, videoId, userId), changed: false };
    });
    if (changed) this.emit(DomainEvent.VideoLiked, { videoId, ownerId: video.userId, actorId: userId });
    return { isLiked: true, likesCount: video.likesCount };
  }

  async unlike(videoId: string, userId: string): Promise<LikeState> {
    const { video, changed } = await this.dataSource.transaction(async (m) => {
      if (await likesRepository.delete(m, userId, videoId)) return { video: await likesRepository.moveCount(m, videoId, -1), changed: true };
      return { video: await this.currentCount(m, videoId, userId), changed: false };
    });
    if (changed) this.emit(DomainEvent.VideoUnliked, { videoId, ownerId: video.userId, actorId: userId });
    return { isLiked: false, likesCount: video.likesCount };
  }

  /** False for visitors; a video the viewer may not see (missing, or hidden or failed and not theirs) is not found. */
  async isLiked(videoId: string, userId: string | null): Promise<boolean> {
    const isLiked = await likesRepository.isLiked(this.dataSource, userId, videoId);
    if (isLiked === undefined) throw new NotFoundException(VIDEO_NOT_FOUND);
    return isLiked;
  }

  private async currentCount(m: EntityManager, videoId: string, viewerId: string): Promise<LikedVideo> {
    const video = await videosRepository.counters(m, videoId, viewerId);
    if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);
    return video;
  }

  private emit(event: string, payload: VideoLikedEvent): void {
    this.events.emit(event, payload);
  }
}

import { Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEvent, VideoLikedEvent } from '../common/domain-events';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { rowsOf } from './sql-rows';
import { visibleTo } from './video-visibility';

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
      const inserted: unknown[] = await m.query(
        `INSERT INTO likes ("userId", "videoId")
         SELECT $1::uuid, v.id FROM videos v WHERE v.id = $2 AND ${visibleTo('$1')}
         ON CONFLICT ("userId", "videoId") DO NOTHING RETURNING id`,
        [userId, videoId],
      );
      if (inserted.length > 0) return { video: await this.moveCounter(m, videoId, +1), changed: true };
      return { video: await this.currentCount(m, videoId, userId), changed: false };
    });
    if (changed) this.emit(DomainEvent.VideoLiked, { videoId, ownerId: video.userId, actorId: userId });
    return { isLiked: true, likesCount: video.likesCount };
  }

  async unlike(videoId: string, userId: string): Promise<LikeState> {
    const { video, changed } = await this.dataSource.transaction(async (m) => {
      const deleted = await rowsOf(m, `DELETE FROM likes WHERE "userId" = $1 AND "videoId" = $2 RETURNING id`, [userId, videoId]);
      if (deleted.length > 0) return { video: await this.moveCounter(m, videoId, -1), changed: true };
      return { video: await this.currentCount(m, videoId, userId), changed: false };
    });
    if (changed) this.emit(DomainEvent.VideoUnliked, { videoId, ownerId: video.userId, actorId: userId });
    return { isLiked: false, likesCount: video.likesCount };
  }

  /** False for visitors; a video the viewer may not see (missing, or hidden or failed and not theirs) is not found. */
  async isLiked(videoId: string, userId: string | null): Promise<boolean> {
    const [video]: Array<{ isLiked: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM likes l WHERE l."userId" = $1 AND l."videoId" = v.id) AS "isLiked"
       FROM videos v WHERE v.id = $2 AND ${visibleTo('$1')}`,
      [userId, videoId],
    );
    if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);
    return video.isLiked;
  }

  private async moveCounter(m: EntityManager, videoId: string, by: 1 | -1): Promise<Counted> {
    const rows = await rowsOf<Counted>(m, `UPDATE videos SET "likesCount" = "likesCount" + $2 WHERE id = $1 RETURNING "likesCount", "userId"`, [videoId, by]);
    return rows[0];
  }

  private async currentCount(m: EntityManager, videoId: string, viewerId: string): Promise<Counted> {
    const rows: Counted[] = await m.query(`SELECT v."likesCount", v."userId" FROM videos v WHERE v.id = $1 AND ${visibleTo('$2')}`, [videoId, viewerId]);
    if (rows.length === 0) throw new NotFoundException(VIDEO_NOT_FOUND);
    return rows[0];
  }

  private emit(event: string, payload: VideoLikedEvent): void {
    this.events.emit(event, payload);
  }
}

import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { hiddenAccount, notBlockedBetween } from '@genalpha/shared';
import { DomainEvent, UserFollowedEvent } from '../common/domain-events';
import { PageQueryDto, readPage } from '../common/pagination';
import { FollowStateDto, FollowUserDto, FollowUserRow, toFollowUserDto } from './dto/follow.dto';
import { USER_NOT_FOUND } from '../common/id-pipes';
import { FollowDirection, followQueries } from './follow-queries';

@Injectable()
export class FollowsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
  ) {}

  follow(followerId: string, targetId: string): Promise<FollowStateDto> {
    return this.change(followerId, targetId, 'follow');
  }

  unfollow(followerId: string, targetId: string): Promise<FollowStateDto> {
    return this.change(followerId, targetId, 'unfollow');
  }

  async isFollowing(followerId: string, targetId: string): Promise<boolean> {
    const rows = await this.dataSource.query(followQueries.isFollowing, [followerId, targetId]);
    return rows.length > 0;
  }

  /** Who follows `userId` ('followers') or whom `userId` follows ('following'), newest follow first. */
  async list(
    userId: string,
    direction: FollowDirection,
    query: PageQueryDto,
    viewerId: string | undefined,
  ): Promise<{ items: FollowUserDto[]; nextCursor: string | null }> {
    await this.assertUserExists(userId, viewerId);
    const page = await readPage<FollowUserRow>(this.dataSource, query, {
      sql: followQueries.page(direction),
      params: [viewerId ?? null, userId],
      positionOf: (row) => ({ key: row.followedAt, id: row.followId }),
    });
    return { items: page.items.map(toFollowUserDto), nextCursor: page.nextCursor };
  }

  /**
   * Adds or removes the follow row and moves both users' counters in the same transaction,
   * only when the row really changed, so the counters stay exact under concurrent calls. A block
   * takes the same two row locks (BlocksService), so no follow is made once either blocked the
   * other: a blocked person is answered as if the account did not exist.
   */
  private async change(followerId: string, targetId: string, action: 'follow' | 'unfollow'): Promise<FollowStateDto> {
    if (followerId === targetId) throw new BadRequestException('You cannot follow yourself');
    const { changed, followersCount } = await this.dataSource.transaction(async (manager) => {
      // Both user rows are locked in id order, so two people following each other never deadlock.
      const locked: Array<{ id: string; suspended: boolean }> = await manager.query(
        `SELECT u."id", ${hiddenAccount('u')} AS "suspended" FROM "users" u WHERE u."id" IN ($1, $2) ORDER BY u."id" FOR NO KEY UPDATE`,
        [followerId, targetId],
      );
      if (!locked.some((row) => row.id === targetId && !row.suspended)) throw new NotFoundException(USER_NOT_FOUND);
      if (action === 'follow' && (await blockedEitherWay(manager, followerId, targetId))) throw new NotFoundException(USER_NOT_FOUND);
      const affected = action === 'follow' ? await insertFollow(manager, followerId, targetId) : await deleteFollow(manager, followerId, targetId);
      if (affected === 0) {
        const [target]: Array<{ followersCount: number }> = await manager.query(`SELECT "followersCount" FROM "users" WHERE "id" = $1`, [targetId]);
        return { changed: false, followersCount: target.followersCount };
      }
      const delta = action === 'follow' ? 1 : -1;
      await manager.query(`UPDATE "users" SET "followingCount" = "followingCount" + $2 WHERE "id" = $1`, [followerId, delta]);
      const [target]: [Array<{ followersCount: number }>, number] = await manager.query(
        `UPDATE "users" SET "followersCount" = "followersCount" + $2 WHERE "id" = $1 RETURNING "followersCount"`,
        [targetId, delta],
      );
      return { changed: true, followersCount: target[0].followersCount };
    });
    if (changed) {
      const event = action === 'follow' ? DomainEvent.UserFollowed : DomainEvent.UserUnfollowed;
      this.events.emit(event, { followerId, followingId: targetId } satisfies UserFollowedEvent);
    }
    return { isFollowing: action === 'follow', followersCount };
  }

  /** Exists, is not hidden, and did not block the viewer nor was blocked by them. */
  private async assertUserExists(userId: string, viewerId: string | undefined): Promise<void> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM "users" u WHERE u."id" = $2 AND NOT ${hiddenAccount('u')} AND ${notBlockedBetween('$1', 'u."id"')}`,
      [viewerId ?? null, userId],
    );
    if (rows.length === 0) throw new NotFoundException(USER_NOT_FOUND);
  }
}

async function blockedEitherWay(manager: EntityManager, a: string, b: string): Promise<boolean> {
  const [{ blocked }]: Array<{ blocked: boolean }> = await manager.query(followQueries.blocked, [a, b]);
  return blocked;
}

async function insertFollow(manager: EntityManager, followerId: string, followingId: string): Promise<number> {
  const rows: unknown[] = await manager.query(followQueries.insert, [followerId, followingId]);
  return rows.length;
}

async function deleteFollow(manager: EntityManager, followerId: string, followingId: string): Promise<number> {
  // TypeORM answers a DELETE with [rows, affectedCount].
  const [, count]: [unknown[], number] = await manager.query(followQueries.delete, [followerId, followingId]);
  return count;
}

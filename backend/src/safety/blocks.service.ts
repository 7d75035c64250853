import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvent, ViewerFiltersChangedEvent } from '../common/domain-events';
import { USER_NOT_FOUND } from '../common/id-pipes';
import { PageQueryDto } from '../common/pagination';
import { BlockStateDto, BlocksPageDto, ListedUserRow, toListedUserDto } from './dto/safety.dto';
import { safetyQueries } from './safety-queries';
import { readPage } from '@genalpha/db';

/**
 * Blocks: mutual invisibility, never announced (viewer-filters.ts keeps each out of the other's
 * lists and pages). Blocking removes the follows between the two in the same transaction, under
 * the same two row locks as following (FollowsService), so no follow made at the same moment survives it.
 */
@Injectable()
export class BlocksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
  ) {}

  /** Idempotent; any existing account may be blocked, a suspended one too (the block outlasts the ban). */
  async block(blockerId: string, targetId: string): Promise<BlockStateDto> {
    if (blockerId === targetId) throw new BadRequestException('You cannot block yourself');
    const unfollowed = await this.dataSource.transaction(async (manager) => {
      const locked: Array<{ id: string }> = await manager.query(safetyQueries.lockPair, [blockerId, targetId]);
      if (!locked.some((row) => row.id === targetId)) throw new NotFoundException(USER_NOT_FOUND);
      await manager.query(safetyQueries.block, [blockerId, targetId]);
      // TypeORM answers a DELETE … RETURNING with [rows, affectedCount].
      const [removed]: [Array<{ followerId: string; followingId: string }>, number] = await manager.query(safetyQueries.unfollowBothWays, [
        blockerId,
        targetId,
      ]);
      for (const follow of removed) await manager.query(safetyQueries.followRemoved, [follow.followerId, follow.followingId]);
      return removed;
    });
    for (const follow of unfollowed) this.events.emit(DomainEvent.UserUnfollowed, follow);
    this.filtersChanged(blockerId, targetId);
    return { isBlocked: true };
  }

  /** Idempotent; follows removed by the block stay removed. */
  async unblock(blockerId: string, targetId: string): Promise<BlockStateDto> {
    if (blockerId === targetId) throw new BadRequestException('You cannot block yourself');
    const [target]: Array<{ id: string }> = await this.dataSource.query(`SELECT "id" FROM "users" WHERE "id" = $1`, [targetId]);
    if (!target) throw new NotFoundException(USER_NOT_FOUND);
    await this.dataSource.query(safetyQueries.unblock, [blockerId, targetId]);
    this.filtersChanged(blockerId, targetId);
    return { isBlocked: false };
  }

  async list(blockerId: string, query: PageQueryDto): Promise<BlocksPageDto> {
    const page = await readPage<ListedUserRow>(this.dataSource, query, {
      sql: safetyQueries.blocks,
      params: [blockerId],
      positionOf: (row) => ({ key: row.listedAt, id: row.id }),
    });
    return { users: page.items.map(toListedUserDto), nextCursor: page.nextCursor };
  }

  private filtersChanged(...userIds: string[]): void {
    this.events.emit(DomainEvent.ViewerFiltersChanged, { userIds } satisfies ViewerFiltersChangedEvent);
  }
}

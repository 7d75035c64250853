import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEvent } from '../common/domain-events';
import { USER_NOT_FOUND } from '../common/id-pipes';
import { PageQueryDto } from '../common/pagination';
import { BlockStateDto, BlocksPageDto, toListedUserDto } from './dto/safety.dto';
import { blocksRepository } from '@genalpha/db';
import { announceViewerFiltersChanged } from './viewer-filters-changed';

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
      const existing = await blocksRepository.lockPair(manager, blockerId, targetId);
      if (!existing.includes(targetId)) throw new NotFoundException(USER_NOT_FOUND);
      await blocksRepository.block(manager, blockerId, targetId);
      return blocksRepository.unfollowBothWays(manager, blockerId, targetId);
    });
    for (const follow of unfollowed) this.events.emit(DomainEvent.UserUnfollowed, follow);
    announceViewerFiltersChanged(this.events, blockerId, targetId);
    return { isBlocked: true };
  }

  /** Idempotent; follows removed by the block stay removed. */
  async unblock(blockerId: string, targetId: string): Promise<BlockStateDto> {
    if (blockerId === targetId) throw new BadRequestException('You cannot block yourself');
    if (!(await blocksRepository.userExists(this.dataSource, targetId))) throw new NotFoundException(USER_NOT_FOUND);
    await blocksRepository.unblock(this.dataSource, blockerId, targetId);
    announceViewerFiltersChanged(this.events, blockerId, targetId);
    return { isBlocked: false };
  }

  async list(blockerId: string, query: PageQueryDto): Promise<BlocksPageDto> {
    const page = await blocksRepository.page(this.dataSource, blockerId, query);
    return { users: page.items.map(toListedUserDto), nextCursor: page.nextCursor };
  }
}

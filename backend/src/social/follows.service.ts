import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FollowDirection, followsRepository } from '@genalpha/db';
import { DomainEvent, UserFollowedEvent } from '../common/domain-events';
import { PageQueryDto } from '../common/pagination';
import { FollowStateDto, FollowUserDto, toFollowUserDto } from './dto/follow.dto';
import { USER_NOT_FOUND } from '../common/id-pipes';

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

  isFollowing(followerId: string, targetId: string): Promise<boolean> {
    return followsRepository.isFollowing(this.dataSource, followerId, targetId);
  }

  /** Who follows `userId` ('followers') or whom `userId` follows ('following'), newest follow first. */
  async list(
    userId: string,
    direction: FollowDirection,
    query: PageQueryDto,
    viewerId: string | undefined,
  ): Promise<{ items: FollowUserDto[]; nextCursor: string | null }> {
    // Exists, is not hidden, and did not block the viewer nor was blocked by them.
    if (!(await followsRepository.isListable(this.dataSource, userId, viewerId ?? null))) throw new NotFoundException(USER_NOT_FOUND);
    const page = await followsRepository.page(this.dataSource, direction, userId, viewerId ?? null, query);
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
      const locked = await followsRepository.lockPair(manager, followerId, targetId);
      if (!locked.some((row) => row.id === targetId && !row.hidden)) throw new NotFoundException(USER_NOT_FOUND);
      if (action === 'follow' && (await followsRepository.blockedEitherWay(manager, followerId, targetId))) throw new NotFoundException(USER_NOT_FOUND);
      const rowChanged =
        action === 'follow' ? await followsRepository.insert(manager, followerId, targetId) : await followsRepository.delete(manager, followerId, targetId);
      if (!rowChanged) return { changed: false, followersCount: await followsRepository.followersCount(manager, targetId) };
      return { changed: true, followersCount: await followsRepository.moveCounters(manager, followerId, targetId, action === 'follow' ? 1 : -1) };
    });
    if (changed) {
      const event = action === 'follow' ? DomainEvent.UserFollowed : DomainEvent.UserUnfollowed;
      this.events.emit(event, { followerId, followingId: targetId } satisfies UserFollowedEvent);
    }
    return { isFollowing: action === 'follow', followersCount };
  }
}

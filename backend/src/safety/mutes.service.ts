import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { USER_NOT_FOUND } from '../common/id-pipes';
import { PageQueryDto } from '../common/pagination';
import { MuteStateDto, MutedWordsStateDto, MutesPageDto, toListedUserDto } from './dto/safety.dto';
import { mutesRepository } from '@genalpha/db';
import { announceViewerFiltersChanged } from './viewer-filters-changed';

/** Mutes: one-sided and silent. A muted creator's videos leave the muter's feeds, their comments collapse, their notifications stop. */
@Injectable()
export class MutesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
  ) {}

  /** Idempotent. */
  mute(muterId: string, targetId: string): Promise<MuteStateDto> {
    if (muterId === targetId) throw new BadRequestException('You cannot mute yourself');
    return this.change(muterId, targetId, true);
  }

  unmute(muterId: string, targetId: string): Promise<MuteStateDto> {
    if (muterId === targetId) throw new BadRequestException('You cannot mute yourself');
    return this.change(muterId, targetId, false);
  }

  async list(muterId: string, query: PageQueryDto): Promise<MutesPageDto> {
    const [page, words] = await Promise.all([mutesRepository.page(this.dataSource, muterId, query), mutesRepository.mutedWords(this.dataSource, muterId)]);
    return { users: page.items.map(toListedUserDto), words, nextCursor: page.nextCursor };
  }

  /** Replaces the muted words and #tags (already trimmed, lowercased and deduplicated by MutedWordsDto). */
  async setWords(userId: string, words: string[]): Promise<MutedWordsStateDto> {
    const stored = await mutesRepository.setMutedWords(this.dataSource, userId, words);
    announceViewerFiltersChanged(this.events, userId);
    return { words: stored };
  }

  private async change(muterId: string, targetId: string, muted: boolean): Promise<MuteStateDto> {
    if (!(await mutesRepository.setMuted(this.dataSource, muterId, targetId, muted))) throw new NotFoundException(USER_NOT_FOUND);
    announceViewerFiltersChanged(this.events, muterId);
    return { isMuted: muted };
  }
}

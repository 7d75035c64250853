import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ModerationLogAction, ModerationLogRow, ModerationTargetType, moderationLogRepository } from '@genalpha/db';
import { StaffMember } from '../auth/staff.guard';
import { ModerationDetailsDto, ModerationLogEntryDto, ModerationLogPageDto, ModerationLogQueryDto } from './dto/moderation-log.dto';

export interface ModerationRecord {
  action: ModerationLogAction;
  targetType: ModerationTargetType;
  targetId: string;
  targetLabel: string;
  reason: string | null;
  details?: ModerationDetailsDto;
}

export const DELETED_ACCOUNT = 'Deleted account';

/** The moderation log: staff actions are written in the transaction of the action itself; nothing ever changes a row. */
@Injectable()
export class ModerationLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Appends an action by `staff`, with their names as they are now; null: by GenAlpha itself (a role set on the server). */
  async record(m: EntityManager, staff: StaffMember | null, entry: ModerationRecord): Promise<void> {
    await moderationLogRepository.record(m, { actorId: staff?.id ?? null, ...entry, details: entry.details ?? {} });
  }

  async page(query: ModerationLogQueryDto): Promise<ModerationLogPageDto> {
    const page = await moderationLogRepository.page(this.dataSource, query.targetId, query);
    return { entries: page.items.map(toEntryDto), nextCursor: page.nextCursor };
  }
}

function toEntryDto(row: ModerationLogRow): ModerationLogEntryDto {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    actor: row.actorId
      ? row.actorDeleted
        ? { id: row.actorId, username: null, displayName: DELETED_ACCOUNT }
        : { id: row.actorId, username: row.actorUsername, displayName: row.actorDisplayName ?? '' }
      : null,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetDeleted ? DELETED_ACCOUNT : row.targetLabel,
    reason: row.reason,
    details: row.details as ModerationDetailsDto,
  };
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ModerationLogAction, ModerationTargetType, AfterCursor, keysetTimestamp, readPage } from '@genalpha/db';
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

interface LogRow {
  id: string;
  createdAt: Date;
  cursorAt: string;
  action: ModerationLogAction;
  actorId: string | null;
  actorUsername: string | null;
  actorDisplayName: string | null;
  targetType: ModerationTargetType;
  targetId: string;
  targetLabel: string;
  reason: string | null;
  details: ModerationDetailsDto;
  /** The actor's or the target user's account was deleted since: the log keeps its rows and shows it as such. */
  actorDeleted: boolean;
  targetDeleted: boolean;
}

export const DELETED_ACCOUNT = 'Deleted account';

/** The moderation log: staff actions are written in the transaction of the action itself; nothing ever changes a row. */
@Injectable()
export class ModerationLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Appends an action by `staff`, with their names as they are now; null: by GenAlpha itself (a role set on the server). */
  async record(m: EntityManager, staff: StaffMember | null, entry: ModerationRecord): Promise<void> {
    await m.query(
      `INSERT INTO "moderation_log" ("actorId", "actorUsername", "actorDisplayName", "action", "targetType", "targetId", "targetLabel", "reason", "details")
       SELECT a."id", a."username", a."displayName", $2, $3, $4, left($5, 100), $6, $7 FROM (SELECT 1) one LEFT JOIN "users" a ON a."id" = $1`,
      [staff?.id ?? null, entry.action, entry.targetType, entry.targetId, entry.targetLabel, entry.reason, JSON.stringify(entry.details ?? {})],
    );
  }

  async page(query: ModerationLogQueryDto): Promise<ModerationLogPageDto> {
    const params = query.targetId ? [query.targetId] : [];
    const sql = (after: AfterCursor) => `
      SELECT l.*, ${keysetTimestamp('l."createdAt"')} AS "cursorAt",
             l."actorId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" a WHERE a."id" = l."actorId") AS "actorDeleted",
             l."targetType" = 'user' AND NOT EXISTS (SELECT 1 FROM "users" t WHERE t."id" = l."targetId") AS "targetDeleted"
      FROM "moderation_log" l
      WHERE ${query.targetId ? 'l."targetId" = $1' : 'true'} ${after('l."createdAt"', 'l.id')}
      ORDER BY l."createdAt" DESC, l.id DESC`;
    const page = await readPage<LogRow>(this.dataSource, query, { sql, params, positionOf: (row) => ({ key: row.cursorAt, id: row.id }) });
    return { entries: page.items.map(toEntryDto), nextCursor: page.nextCursor };
  }
}

function toEntryDto(row: LogRow): ModerationLogEntryDto {
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
    details: row.details,
  };
}

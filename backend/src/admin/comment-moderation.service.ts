import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UserRole } from '@genalpha/shared';
import { CommentModerationState, ReportResolution, insertNotification } from '@genalpha/db';
import { StaffMember } from '../auth/staff.guard';
import { COMMENT_NOT_FOUND } from '../comments/comments.service';
import { DomainEvent, NotificationStoredEvent } from '../common/domain-events';
import { rowsOf } from '../videos/sql-rows';
import { ADMIN_COMMENT_COLUMNS, AdminCommentRow, toAdminCommentDto } from './admin-comment-row';
import { AdminCommentDto } from './dto/admin-comment.dto';
import { ModerationLog } from './moderation-log.service';
import { assertNoConflict, assertNotReporter } from './staff-conflicts';

export const COMMENT_ALREADY_REMOVED = 'This comment has already been removed';

interface LockedComment {
  authorId: string;
  authorRole: UserRole;
  videoId: string;
  label: string;
  moderationState: CommentModerationState;
}

/** Staff decisions on a comment: remove it (its author is told why and may appeal) or restore it (its reports dismissed). */
@Injectable()
export class CommentModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly log: ModerationLog,
    private readonly events: EventEmitter2,
  ) {}

  async remove(staff: StaffMember, commentId: string, reason: string): Promise<AdminCommentDto> {
    const { comment, stored } = await this.dataSource.transaction(async (m) => {
      const locked = await this.lockDecidable(m, staff, commentId);
      if (locked.moderationState === 'removed') throw new ConflictException(COMMENT_ALREADY_REMOVED);
      await m.query(`UPDATE "comments" SET "moderationState" = 'removed', "moderationReason" = $2, "moderatedAt" = now() WHERE "id" = $1`, [commentId, reason]);
      const reportsResolved = await resolveCommentReports(m, commentId, staff, 'upheld');
      await this.log.record(m, staff, {
        action: 'comment.removed',
        targetType: 'comment',
        targetId: commentId,
        targetLabel: locked.label,
        reason,
        details: { reportsResolved },
      });
      const notification = await insertNotification(m, {
        userId: locked.authorId,
        type: 'moderation',
        action: 'comment_removed',
        videoId: locked.videoId,
        commentId,
        reason,
      });
      return { comment: await readAdminComment(m, commentId), stored: notification && { userId: locked.authorId, notification } };
    });
    if (stored) this.events.emit(DomainEvent.NotificationStored, stored satisfies NotificationStoredEvent);
    return comment;
  }

  /** Dismisses its open reports and shows it again if it was hidden or removed. */
  restore(staff: StaffMember, commentId: string, note: string | null): Promise<AdminCommentDto> {
    return this.dataSource.transaction(async (m) => {
      const locked = await this.lockDecidable(m, staff, commentId);
      const reportsResolved = await resolveCommentReports(m, commentId, staff, 'dismissed');
      await m.query(`UPDATE "comments" SET "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now() WHERE "id" = $1`, [commentId]);
      await this.log.record(m, staff, {
        action: 'comment.restored',
        targetType: 'comment',
        targetId: commentId,
        targetLabel: locked.label,
        reason: note,
        details: { reportsResolved },
      });
      return readAdminComment(m, commentId);
    });
  }

  private async lockDecidable(m: EntityManager, staff: StaffMember, commentId: string): Promise<LockedComment> {
    const [locked]: LockedComment[] = await m.query(
      `SELECT c."userId" AS "authorId", u.role AS "authorRole", c."videoId", left(c.text, 100) AS label, c."moderationState"
       FROM "comments" c JOIN "users" u ON u.id = c."userId" WHERE c.id = $1 FOR NO KEY UPDATE OF c`,
      [commentId],
    );
    if (!locked) throw new NotFoundException(COMMENT_NOT_FOUND);
    assertNoConflict(staff, { id: locked.authorId, role: locked.authorRole });
    await assertNotReporter(m, staff, { table: 'comment_reports', column: 'commentId' }, commentId);
    return locked;
  }
}

export async function readAdminComment(m: EntityManager, commentId: string): Promise<AdminCommentDto> {
  const [row]: AdminCommentRow[] = await m.query(
    `SELECT ${ADMIN_COMMENT_COLUMNS} FROM "comments" c JOIN "users" u ON u.id = c."userId" JOIN "videos" v ON v.id = c."videoId" WHERE c.id = $1`,
    [commentId],
  );
  return toAdminCommentDto(row);
}

async function resolveCommentReports(m: EntityManager, commentId: string, staff: StaffMember, resolution: ReportResolution): Promise<number> {
  const resolved = await rowsOf(
    m,
    `UPDATE "comment_reports" SET "resolvedAt" = now(), "resolution" = $2, "resolvedBy" = $3 WHERE "commentId" = $1 AND "resolvedAt" IS NULL RETURNING "id"`,
    [commentId, resolution, staff.id],
  );
  return resolved.length;
}

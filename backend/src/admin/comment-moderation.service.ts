import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LockedComment, SqlRunner, adminListsRepository, moderationRepository, notificationsRepository, reportQueuesRepository } from '@genalpha/db';
import { StaffMember } from '../auth/staff.guard';
import { COMMENT_NOT_FOUND } from '../comments/comments.service';
import { DomainEvent, NotificationStoredEvent } from '../common/domain-events';
import { toAdminCommentDto } from './admin-comment-row';
import { AdminCommentDto } from './dto/admin-comment.dto';
import { ModerationLog } from './moderation-log.service';
import { assertNoConflict, assertNotReporter } from './staff-conflicts';

export const COMMENT_ALREADY_REMOVED = 'This comment has already been removed';

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
      await moderationRepository.removeComment(m, commentId, reason);
      const reportsResolved = await reportQueuesRepository.resolve(m, 'comment', commentId, 'upheld', staff.id);
      await this.log.record(m, staff, {
        action: 'comment.removed',
        targetType: 'comment',
        targetId: commentId,
        targetLabel: locked.label,
        reason,
        details: { reportsResolved },
      });
      const notification = await notificationsRepository.insert(m, {
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
      const reportsResolved = await reportQueuesRepository.resolve(m, 'comment', commentId, 'dismissed', staff.id);
      await moderationRepository.restoreComment(m, commentId);
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
    const locked = await moderationRepository.lockComment(m, commentId);
    if (!locked) throw new NotFoundException(COMMENT_NOT_FOUND);
    assertNoConflict(staff, { id: locked.authorId, role: locked.authorRole });
    await assertNotReporter(m, staff, 'comment', commentId);
    return locked;
  }
}

async function readAdminComment(m: SqlRunner, commentId: string): Promise<AdminCommentDto> {
  return toAdminCommentDto(await adminListsRepository.comment(m, commentId));
}

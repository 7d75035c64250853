import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource, EntityManager } from 'typeorm';
import {
  AppealOutcome,
  AppealTargetType,
  LockedAppeal,
  ModerationLogAction,
  QueuedAppealRow,
  UnreadCounts,
  appealsRepository,
  notificationsRepository,
} from '@genalpha/db';
import { AccountMail } from '../account-email/account-mail.service';
import { StaffMember } from '../auth/staff.guard';
import { DomainEvent, NotificationStoredEvent } from '../common/domain-events';
import { APPEAL_NOT_FOUND } from '../common/id-pipes';
import { PageQueryDto } from '../common/pagination';
import { toUserSummary } from '../common/user-summary.dto';
import { AdminAppealDto, AppealsPageDto, DecidedAppealDto } from './dto/admin-appeal.dto';
import { ModerationLog } from './moderation-log.service';
import { assertNoConflict } from './staff-conflicts';

export const APPEAL_ALREADY_DECIDED = 'This appeal has already been decided';
export const CANNOT_REVIEW_OWN_DECISION = 'Another moderator than the one who decided reviews the appeal';

/** The log entry reversing each kind of decision adds on the target's own history. */
const REVERSAL_ACTIONS: Record<AppealTargetType, ModerationLogAction> = { video: 'video.restored', comment: 'comment.restored', user: 'user.unbanned' };

/** The console's Appeals tab: open appeals, and a decision on one by someone other than who decided (staff conflicts). */
@Injectable()
export class AppealsQueueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly log: ModerationLog,
    private readonly events: EventEmitter2,
    private readonly unreadCounts: UnreadCounts,
    private readonly mail: AccountMail,
  ) {}

  async page(staff: StaffMember, query: PageQueryDto): Promise<AppealsPageDto> {
    const page = await appealsRepository.openPage(this.dataSource, staff, query);
    return { appeals: page.items.map(toAdminAppealDto), nextCursor: page.nextCursor };
  }

  /**
   * Upholds or reverses the decision: a reversal restores the video or comment or lifts the suspension.
   * The person is notified (a suspended account by mail as well); every step is logged.
   */
  async decide(staff: StaffMember, appealId: string, outcome: AppealOutcome, note: string, req: FastifyRequest): Promise<DecidedAppealDto> {
    const { appeal, stored } = await this.dataSource.transaction(async (m) => {
      const locked = await this.lockDecidable(m, staff, appealId);
      if (outcome === 'reversed') await this.reverse(m, staff, locked, note);
      await appealsRepository.decide(m, appealId, { outcome, note, reviewedBy: staff.id });
      await this.log.record(m, staff, {
        action: outcome === 'reversed' ? 'appeal.reversed' : 'appeal.upheld',
        targetType: 'appeal',
        targetId: appealId,
        targetLabel: locked.targetLabel,
        reason: note,
        details: { appealedType: locked.targetType, appealedId: locked.targetId, decisionId: locked.decisionId },
      });
      const notification = await notificationsRepository.insert(m, {
        userId: locked.userId,
        type: 'moderation',
        action: outcome === 'reversed' ? 'appeal_reversed' : 'appeal_upheld',
        reason: note,
        ...(await subjectOf(m, locked)),
      });
      return { appeal: locked, stored: notification && { userId: locked.userId, notification } };
    });
    if (stored) this.events.emit(DomainEvent.NotificationStored, stored satisfies NotificationStoredEvent);
    if (appeal.targetType === 'user') {
      if (outcome === 'reversed') await this.unreadCounts.allChanged();
      await this.mail.noticeAppealDecided(appeal.email, outcome === 'reversed', note, req);
    }
    return { id: appealId, outcome, note };
  }

  private async lockDecidable(m: EntityManager, staff: StaffMember, appealId: string): Promise<LockedAppeal> {
    const locked = await appealsRepository.lockForDecision(m, appealId);
    if (!locked) throw new NotFoundException(APPEAL_NOT_FOUND);
    assertNoConflict(staff, { id: locked.userId, role: locked.appellantRole });
    if (locked.deciderId === staff.id) throw new ForbiddenException(CANNOT_REVIEW_OWN_DECISION);
    if (locked.reviewedAt) throw new ConflictException(APPEAL_ALREADY_DECIDED);
    return locked;
  }

  private async reverse(m: EntityManager, staff: StaffMember, appeal: LockedAppeal, note: string): Promise<void> {
    await appealsRepository.reverse(m, appeal.targetType, appeal.targetId);
    await this.log.record(m, staff, {
      action: REVERSAL_ACTIONS[appeal.targetType],
      targetType: appeal.targetType,
      targetId: appeal.targetId,
      targetLabel: appeal.targetLabel,
      reason: note,
    });
  }
}

/** What the appellant's notification points at: the video, or the comment on its video; nothing for an account. */
async function subjectOf(m: EntityManager, appeal: LockedAppeal): Promise<{ videoId?: string; commentId?: string }> {
  if (appeal.targetType === 'video') return { videoId: appeal.targetId };
  if (appeal.targetType === 'user') return {};
  const videoId = await appealsRepository.videoOfComment(m, appeal.targetId);
  return videoId ? { videoId, commentId: appeal.targetId } : {};
}

function toAdminAppealDto(row: QueuedAppealRow): AdminAppealDto {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    appellant: {
      ...toUserSummary({ id: row.appellantId, username: row.appellantUsername, displayName: row.appellantDisplayName, avatarUrl: row.appellantAvatarUrl }),
      role: row.appellantRole,
    },
    decision: {
      id: row.decisionId,
      action: row.decisionAction,
      reason: row.decisionReason,
      createdAt: row.decisionAt.toISOString(),
      actor: row.actorId ? { id: row.actorId, username: row.actorUsername, displayName: row.actorDisplayName ?? '' } : null,
    },
  };
}

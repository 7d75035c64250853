import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource, EntityManager } from 'typeorm';
import { UserRole } from '@genalpha/shared';
import {
  AppealOutcome,
  AppealTargetType,
  ModerationLogAction,
  UnreadCounts,
  insertNotification,
  AfterCursor,
  OLDEST_FIRST,
  keysetTimestamp,
  readPage,
} from '@genalpha/db';
import { AccountMail } from '../account-email/account-mail.service';
import { StaffMember } from '../auth/staff.guard';
import { DomainEvent, NotificationStoredEvent } from '../common/domain-events';
import { APPEAL_NOT_FOUND } from '../common/id-pipes';
import { PageQueryDto } from '../common/pagination';
import { toUserSummary } from '../common/user-summary.dto';
import { AdminAppealDto, AppealsPageDto, DecidedAppealDto } from './dto/admin-appeal.dto';
import { ModerationLog } from './moderation-log.service';
import { assertNoConflict, decidableBy } from './staff-conflicts';

export const APPEAL_ALREADY_DECIDED = 'This appeal has already been decided';
export const CANNOT_REVIEW_OWN_DECISION = 'Another moderator than the one who decided reviews the appeal';

/** Open appeals staff member $1 (role $2) may decide: not their own, not of a decision of theirs, a staff member's only for an admin. */
const openAppeals = (after: AfterCursor) => `
  SELECT a.id, a."targetType", a."targetId", a.text, a."createdAt", ${keysetTimestamp('a."createdAt"')} AS "cursorAt",
         d.id AS "decisionId", d.action AS "decisionAction", d.reason AS "decisionReason", d."createdAt" AS "decisionAt", d."targetLabel",
         d."actorId", d."actorUsername", d."actorDisplayName",
         u.id AS "appellantId", u.username AS "appellantUsername", u."displayName" AS "appellantDisplayName", u."avatarUrl" AS "appellantAvatarUrl",
         u.role AS "appellantRole"
  FROM appeals a JOIN moderation_log d ON d.id = a."decisionId" JOIN users u ON u.id = a."userId"
  WHERE a."reviewedAt" IS NULL AND ${decidableBy('u', '$1', '$2')} AND d."actorId" IS DISTINCT FROM $1 ${after('a."createdAt"', 'a.id')}
  ORDER BY a."createdAt", a.id`;

interface AppealRow {
  id: string;
  targetType: AppealTargetType;
  targetId: string;
  text: string;
  createdAt: Date;
  cursorAt: string;
  decisionId: string;
  decisionAction: ModerationLogAction;
  decisionReason: string | null;
  decisionAt: Date;
  targetLabel: string;
  actorId: string | null;
  actorUsername: string | null;
  actorDisplayName: string | null;
  appellantId: string;
  appellantUsername: string | null;
  appellantDisplayName: string;
  appellantAvatarUrl: string | null;
  appellantRole: UserRole;
}

interface LockedAppeal {
  userId: string;
  email: string;
  appellantRole: UserRole;
  targetType: AppealTargetType;
  targetId: string;
  decisionId: string;
  deciderId: string | null;
  targetLabel: string;
  reviewedAt: Date | null;
}

/** What reversing each kind of decision undoes, and the log entry it adds on the target's own history. */
const REVERSALS: Record<AppealTargetType, { sql: string; action: ModerationLogAction }> = {
  video: {
    sql: `UPDATE "videos" SET "isHidden" = false, "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now(), "updatedAt" = now() WHERE "id" = $1 AND "moderationState" = 'removed'`,
    action: 'video.restored',
  },
  comment: {
    sql: `UPDATE "comments" SET "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now() WHERE "id" = $1 AND "moderationState" = 'removed'`,
    action: 'comment.restored',
  },
  user: { sql: `UPDATE "users" SET "bannedAt" = NULL, "banReason" = NULL WHERE "id" = $1 AND "bannedAt" IS NOT NULL`, action: 'user.unbanned' },
};

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
    const page = await readPage<AppealRow>(this.dataSource, query, {
      sql: openAppeals,
      params: [staff.id, staff.role],
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
      order: OLDEST_FIRST,
    });
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
      await m.query(`UPDATE "appeals" SET "outcome" = $2, "note" = $3, "reviewedBy" = $4, "reviewedAt" = now() WHERE "id" = $1`, [
        appealId,
        outcome,
        note,
        staff.id,
      ]);
      await this.log.record(m, staff, {
        action: outcome === 'reversed' ? 'appeal.reversed' : 'appeal.upheld',
        targetType: 'appeal',
        targetId: appealId,
        targetLabel: locked.targetLabel,
        reason: note,
        details: { appealedType: locked.targetType, appealedId: locked.targetId, decisionId: locked.decisionId },
      });
      const notification = await insertNotification(m, {
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
    const [locked]: LockedAppeal[] = await m.query(
      `SELECT a."userId", u.email, u.role AS "appellantRole", a."targetType", a."targetId", a."decisionId", d."actorId" AS "deciderId", d."targetLabel", a."reviewedAt"
       FROM appeals a JOIN moderation_log d ON d.id = a."decisionId" JOIN users u ON u.id = a."userId" WHERE a.id = $1 FOR UPDATE OF a`,
      [appealId],
    );
    if (!locked) throw new NotFoundException(APPEAL_NOT_FOUND);
    assertNoConflict(staff, { id: locked.userId, role: locked.appellantRole });
    if (locked.deciderId === staff.id) throw new ForbiddenException(CANNOT_REVIEW_OWN_DECISION);
    if (locked.reviewedAt) throw new ConflictException(APPEAL_ALREADY_DECIDED);
    return locked;
  }

  private async reverse(m: EntityManager, staff: StaffMember, appeal: LockedAppeal, note: string): Promise<void> {
    const reversal = REVERSALS[appeal.targetType];
    await m.query(reversal.sql, [appeal.targetId]);
    await this.log.record(m, staff, {
      action: reversal.action,
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
  const [comment]: Array<{ videoId: string }> = await m.query(`SELECT "videoId" FROM comments WHERE id = $1`, [appeal.targetId]);
  return comment ? { videoId: comment.videoId, commentId: appeal.targetId } : {};
}

function toAdminAppealDto(row: AppealRow): AdminAppealDto {
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

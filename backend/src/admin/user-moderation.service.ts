import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource, EntityManager } from 'typeorm';
import { LockedAccount, UnreadCounts, moderationRepository, notificationsRepository, reportQueuesRepository } from '@genalpha/db';
import { AccountMail } from '../account-email/account-mail.service';
import { DomainEvent, NotificationStoredEvent } from '../common/domain-events';
import { SessionRevocation } from '../auth/session-revocation.service';
import { StaffMember } from '../auth/staff.guard';
import { AccessTokensService } from '../tokens/access-tokens.service';
import { lockAccount, readAdminUser, userLabel } from './admin-user-row';
import { AdminUserDto } from './dto/admin-user.dto';
import { ModerationLog } from './moderation-log.service';
import { assertNotReporter } from './staff-conflicts';

export const CANNOT_SUSPEND_SELF = 'You cannot suspend your own account';
export const CANNOT_SUSPEND_STAFF = 'Moderators cannot suspend or reinstate moderators or admins';
export const ALREADY_SUSPENDED = 'This account is already suspended';
export const NOT_SUSPENDED = 'This account is not suspended';
export const CANNOT_WARN_SUSPENDED = 'This account is suspended: there is nobody to warn';

/**
 * Suspensions. A suspended account cannot sign in, its sessions end at once (and its notification
 * streams with them, in every API process) and its access tokens are revoked, and its videos,
 * comments and the notifications it caused disappear from every public list and count; lifting the
 * suspension brings those back (not the sessions or tokens). Either moves the unread count of anyone
 * the account notified: every cached count is dropped once committed.
 */
@Injectable()
export class UserModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly log: ModerationLog,
    private readonly sessions: SessionRevocation,
    private readonly tokens: AccessTokensService,
    private readonly unreadCounts: UnreadCounts,
    private readonly mail: AccountMail,
    private readonly events: EventEmitter2,
  ) {}

  /** Suspends the account, upholds the reports about it, and mails it the notice with its reason and a link to appeal without signing in. */
  async ban(staff: StaffMember, userId: string, reason: string, req: FastifyRequest): Promise<AdminUserDto> {
    const { user, sids } = await this.dataSource.transaction(async (m) => {
      const account = await this.lockDecidable(m, staff, userId);
      if (account.bannedAt) throw new ConflictException(ALREADY_SUSPENDED);
      await moderationRepository.ban(m, userId, reason);
      const sids = await this.sessions.deleteAllOf(userId, m);
      await this.tokens.revokeAllOf(userId, m);
      const reportsResolved = await reportQueuesRepository.resolve(m, 'user', userId, 'upheld', staff.id);
      await this.log.record(m, staff, {
        action: 'user.banned',
        targetType: 'user',
        targetId: userId,
        targetLabel: userLabel(account),
        reason,
        details: { sessionsEnded: sids.length, reportsResolved },
      });
      return { user: await readAdminUser(m, userId), sids };
    });
    await this.unreadCounts.allChanged();
    await this.sessions.announce({ userId, sids });
    await this.mail.send('appeal-ban', { id: userId, email: user.email }, req, { reason });
    return user;
  }

  /** Warns the account: it is notified with the reason, and the reports about it are upheld. */
  async warn(staff: StaffMember, userId: string, reason: string): Promise<AdminUserDto> {
    const { user, stored } = await this.dataSource.transaction(async (m) => {
      const account = await this.lockDecidable(m, staff, userId);
      if (account.bannedAt) throw new ConflictException(CANNOT_WARN_SUSPENDED);
      const reportsResolved = await reportQueuesRepository.resolve(m, 'user', userId, 'upheld', staff.id);
      await this.log.record(m, staff, {
        action: 'user.warned',
        targetType: 'user',
        targetId: userId,
        targetLabel: userLabel(account),
        reason,
        details: { reportsResolved },
      });
      const notification = await notificationsRepository.insert(m, { userId, type: 'moderation', action: 'warned', reason });
      return { user: await readAdminUser(m, userId), stored: notification && { userId, notification } };
    });
    if (stored) this.events.emit(DomainEvent.NotificationStored, stored satisfies NotificationStoredEvent);
    return user;
  }

  /** Dismisses the open reports about the account: nothing happens to it. */
  dismissReports(staff: StaffMember, userId: string, note: string | null): Promise<AdminUserDto> {
    return this.dataSource.transaction(async (m) => {
      const account = await this.lockDecidable(m, staff, userId);
      const reportsResolved = await reportQueuesRepository.resolve(m, 'user', userId, 'dismissed', staff.id);
      await this.log.record(m, staff, {
        action: 'user.reports_dismissed',
        targetType: 'user',
        targetId: userId,
        targetLabel: userLabel(account),
        reason: note,
        details: { reportsResolved },
      });
      return readAdminUser(m, userId);
    });
  }

  private async lockDecidable(m: EntityManager, staff: StaffMember, userId: string): Promise<LockedAccount> {
    const account = await lockAccount(m, userId);
    assertMayModerate(staff, account);
    await assertNotReporter(m, staff, 'user', userId);
    return account;
  }

  async unban(staff: StaffMember, userId: string, note: string | null): Promise<AdminUserDto> {
    const user = await this.dataSource.transaction(async (m) => {
      const account = await this.lockDecidable(m, staff, userId);
      if (!account.bannedAt) throw new ConflictException(NOT_SUSPENDED);
      await moderationRepository.unban(m, userId);
      await this.log.record(m, staff, { action: 'user.unbanned', targetType: 'user', targetId: userId, targetLabel: userLabel(account), reason: note });
      return readAdminUser(m, userId);
    });
    await this.unreadCounts.allChanged();
    return user;
  }
}

/** Nobody suspends themselves; moderators act on ordinary users only. */
function assertMayModerate(staff: StaffMember, account: LockedAccount): void {
  if (account.id === staff.id) throw new ForbiddenException(CANNOT_SUSPEND_SELF);
  if (staff.role !== 'admin' && account.role !== 'user') throw new ForbiddenException(CANNOT_SUSPEND_STAFF);
}

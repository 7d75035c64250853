import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UnreadCounts } from '@genalpha/shared';
import { SessionRevocation } from '../auth/session-revocation.service';
import { StaffMember } from '../auth/staff.guard';
import { AccessTokensService } from '../tokens/access-tokens.service';
import { LockedAccount, lockAccount, readAdminUser, userLabel } from './admin-user-row';
import { AdminUserDto } from './dto/admin-user.dto';
import { ModerationLog } from './moderation-log.service';

export const CANNOT_SUSPEND_SELF = 'You cannot suspend your own account';
export const CANNOT_SUSPEND_STAFF = 'Moderators cannot suspend or reinstate moderators or admins';
export const ALREADY_SUSPENDED = 'This account is already suspended';
export const NOT_SUSPENDED = 'This account is not suspended';

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
  ) {}

  async ban(staff: StaffMember, userId: string, reason: string): Promise<AdminUserDto> {
    const { user, sids } = await this.dataSource.transaction(async (m) => {
      const account = await lockAccount(m, userId);
      assertMayModerate(staff, account);
      if (account.bannedAt) throw new ConflictException(ALREADY_SUSPENDED);
      await m.query(`UPDATE "users" SET "bannedAt" = now(), "banReason" = $2 WHERE "id" = $1`, [userId, reason]);
      const sids = await this.sessions.deleteAllOf(userId, m);
      await this.tokens.revokeAllOf(userId, m);
      await this.log.record(m, staff, {
        action: 'user.banned',
        targetType: 'user',
        targetId: userId,
        targetLabel: userLabel(account),
        reason,
        details: { sessionsEnded: sids.length },
      });
      return { user: await readAdminUser(m, userId), sids };
    });
    await this.unreadCounts.allChanged();
    await this.sessions.announce({ userId, sids });
    return user;
  }

  async unban(staff: StaffMember, userId: string, note: string | null): Promise<AdminUserDto> {
    const user = await this.dataSource.transaction(async (m) => {
      const account = await lockAccount(m, userId);
      assertMayModerate(staff, account);
      if (!account.bannedAt) throw new ConflictException(NOT_SUSPENDED);
      await m.query(`UPDATE "users" SET "bannedAt" = NULL, "banReason" = NULL WHERE "id" = $1`, [userId]);
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

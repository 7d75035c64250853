import { ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig, UserRole } from '@genalpha/shared';
import { LockedAccount, moderationLogRepository, moderationRepository } from '@genalpha/db';
import { StaffMember } from '../auth/staff.guard';
import { lockAccount, lockAccountByEmail, readAdminUser, userLabel } from './admin-user-row';
import { AdminUserDto } from './dto/admin-user.dto';
import { ModerationLog } from './moderation-log.service';

export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role';

/** Why GenAlpha itself changed a role: the reason of its moderation log entry, whose actor is null. */
export const SET_ON_THE_SERVER = {
  grant: 'Granted on the server: npm run admin -- --grant',
  revoke: 'Revoked on the server: npm run admin -- --revoke',
  listedAtStart: 'Listed in ADMIN_EMAILS when the API started',
  listedVerified: 'Listed in ADMIN_EMAILS, and its owner verified the address',
};

export type ListedAdminOutcome = 'promoted' | 'already admin' | 'demoted before' | 'not verified' | 'no account' | 'not listed';

/**
 * Roles: admins grant and revoke them in the console; the server itself makes admins (its admin
 * command, ADMIN_EMAILS). Every change is in the moderation log and applies to the account's very next request.
 */
@Injectable()
export class UserRolesService {
  private readonly logger = new Logger('ADMIN_EMAILS');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly log: ModerationLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** An admin in the console; nobody changes their own role. */
  setRole(admin: StaffMember, userId: string, role: UserRole): Promise<AdminUserDto> {
    return this.dataSource.transaction(async (m) => {
      const account = await lockAccount(m, userId);
      if (account.id === admin.id) throw new ForbiddenException(CANNOT_CHANGE_OWN_ROLE);
      await this.change(m, admin, account, role, null);
      return readAdminUser(m, userId);
    });
  }

  /** On the server (npm run admin): answers the role the account had, or null when no account has this email. */
  setRoleByEmail(email: string, role: UserRole, reason: string): Promise<UserRole | null> {
    return this.dataSource.transaction(async (m) => {
      const account = await lockAccountByEmail(m, email);
      if (account) await this.change(m, null, account, role, reason);
      return account?.role ?? null;
    });
  }

  /**
   * Makes the account with this email admin if ADMIN_EMAILS lists it and its owner verified it, unless it
   * was ever demoted from admin (by an admin, or on the server): a demotion stands. Logged with `reason`
   * and no actor. The API calls it at start for the accounts that exist, and when an address is verified.
   */
  promoteListedAdmin(email: string, reason: string): Promise<ListedAdminOutcome> {
    if (!this.config.adminEmails.includes(email.trim().toLowerCase())) return Promise.resolve('not listed');
    return this.dataSource.transaction(async (m) => {
      const account = await lockAccountByEmail(m, email);
      if (!account) return 'no account';
      if (account.role === 'admin') return 'already admin';
      // Whoever registered first with the address could be anyone until a mailed link proves it theirs.
      if (!account.emailVerifiedAt) return 'not verified';
      if (await moderationLogRepository.wasDemotedFromAdmin(m, account.id)) return 'demoted before';
      await this.change(m, null, account, 'admin', reason);
      return 'promoted';
    });
  }

  /** At start: the listed accounts that exist become admin (see promoteListedAdmin), and the log says what happened. */
  async promoteListedAdmins(): Promise<void> {
    for (const email of this.config.adminEmails) {
      const outcome = await this.promoteListedAdmin(email, SET_ON_THE_SERVER.listedAtStart);
      if (outcome === 'promoted') this.logger.log(`${email} is now admin`);
      if (outcome === 'demoted before')
        this.logger.warn(`${email} was demoted from admin before: left as it is (npm run admin -- --grant ${email} promotes it)`);
      if (outcome === 'not verified') this.logger.log(`${email} is not verified yet: following the link mailed to it promotes it`);
      if (outcome === 'no account') this.logger.log(`no account has ${email} yet: once it is registered and verified, it is promoted`);
    }
  }

  /** Sets the locked account's role and logs it; the role it already has changes nothing and logs nothing. */
  private async change(m: EntityManager, actor: StaffMember | null, account: LockedAccount, role: UserRole, reason: string | null): Promise<void> {
    if (account.role === role) return;
    await moderationRepository.setRole(m, account.id, role);
    await this.log.record(m, actor, {
      action: 'user.role_changed',
      targetType: 'user',
      targetId: account.id,
      targetLabel: userLabel(account),
      reason,
      details: { fromRole: account.role, toRole: role },
    });
  }
}

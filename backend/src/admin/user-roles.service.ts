import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UserRole } from '@genalpha/shared';
import { StaffMember } from '../auth/staff.guard';
import { lockAccount, readAdminUser, userLabel } from './admin-user-row';
import { AdminUserDto } from './dto/admin-user.dto';
import { ModerationLog } from './moderation-log.service';

export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role';

/** Admins grant and revoke roles (moderator, mostly); the change applies to the account's very next request. */
@Injectable()
export class UserRolesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly log: ModerationLog,
  ) {}

  /** Setting the role an account already has changes nothing and logs nothing. */
  setRole(admin: StaffMember, userId: string, role: UserRole): Promise<AdminUserDto> {
    return this.dataSource.transaction(async (m) => {
      const account = await lockAccount(m, userId);
      if (account.id === admin.id) throw new ForbiddenException(CANNOT_CHANGE_OWN_ROLE);
      if (account.role !== role) {
        await m.query(`UPDATE "users" SET "role" = $2 WHERE "id" = $1`, [userId, role]);
        await this.log.record(m, admin, {
          action: 'user.role_changed',
          targetType: 'user',
          targetId: userId,
          targetLabel: userLabel(account),
          reason: null,
          details: { fromRole: account.role, toRole: role },
        });
      }
      return readAdminUser(m, userId);
    });
  }
}

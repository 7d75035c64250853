import { NotFoundException } from '@nestjs/common';
import { AdminUserRow, LockedAccount, SqlRunner, adminListsRepository, moderationRepository } from '@genalpha/db';
import { USER_NOT_FOUND } from '../common/id-pipes';
import { toUserSummary } from '../common/user-summary.dto';
import { AdminUserDto } from './dto/admin-user.dto';

export function toAdminUserDto(row: AdminUserRow): AdminUserDto {
  return {
    ...toUserSummary(row),
    userNumber: row.userNumber,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    bannedAt: row.bannedAt?.toISOString() ?? null,
    banReason: row.banReason,
    deletionDueAt: row.deletionDueAt?.toISOString() ?? null,
    videosCount: row.videosCount,
  };
}

/** How a user is named in the moderation log. */
export const userLabel = (user: { username: string | null; displayName: string }) => (user.username ? `@${user.username}` : user.displayName);

/** The account, locked for the rest of the transaction (moderationRepository). */
export async function lockAccount(m: SqlRunner, userId: string): Promise<LockedAccount> {
  const account = await moderationRepository.lockAccount(m, userId);
  if (!account) throw new NotFoundException(USER_NOT_FOUND);
  return account;
}

/** The account with this email (any letter case), locked as lockAccount does; null when there is none. */
export function lockAccountByEmail(m: SqlRunner, email: string): Promise<LockedAccount | null> {
  return moderationRepository.lockAccountByEmail(m, email.trim().toLowerCase());
}

export async function readAdminUser(m: SqlRunner, userId: string): Promise<AdminUserDto> {
  return toAdminUserDto(await adminListsRepository.user(m, userId));
}

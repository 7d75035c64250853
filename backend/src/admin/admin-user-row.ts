import { NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { UserRole } from '@genalpha/shared';
import { USER_NOT_FOUND } from '../common/id-pipes';
import { toUserSummary } from '../common/user-summary.dto';
import { AdminUserDto } from './dto/admin-user.dto';

/** Selects an AdminUserRow from `users u`. */
export const ADMIN_USER_COLUMNS = `u.id, u."userNumber", u.email, u.username, u."displayName", u."avatarUrl", u.role, u."createdAt", u."bannedAt", u."banReason",
  (SELECT count(*) FROM videos uv WHERE uv."userId" = u.id)::int AS "videosCount"`;

export interface AdminUserRow {
  id: string;
  userNumber: number;
  email: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  role: UserRole;
  createdAt: Date;
  bannedAt: Date | null;
  banReason: string | null;
  videosCount: number;
}

export function toAdminUserDto(row: AdminUserRow): AdminUserDto {
  return {
    ...toUserSummary(row),
    userNumber: row.userNumber,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    bannedAt: row.bannedAt?.toISOString() ?? null,
    banReason: row.banReason,
    videosCount: row.videosCount,
  };
}

/** How a user is named in the moderation log. */
export const userLabel = (user: { username: string | null; displayName: string }) => (user.username ? `@${user.username}` : user.displayName);

export interface LockedAccount {
  id: string;
  role: UserRole;
  bannedAt: Date | null;
  username: string | null;
  displayName: string;
  emailVerifiedAt: Date | null;
}

const LOCK_ACCOUNT = (where: string) =>
  `SELECT "id", "role", "bannedAt", "username", "displayName", "emailVerifiedAt" FROM "users" WHERE ${where} FOR NO KEY UPDATE`;

/**
 * The account, locked for the rest of the transaction: a session or comment written for it meanwhile
 * waits and then sees a ban (their triggers read it FOR SHARE); foreign-key checks (KEY SHARE) do not wait.
 */
export async function lockAccount(m: EntityManager, userId: string): Promise<LockedAccount> {
  const [account]: LockedAccount[] = await m.query(LOCK_ACCOUNT('"id" = $1'), [userId]);
  if (!account) throw new NotFoundException(USER_NOT_FOUND);
  return account;
}

/** The account with this email (any letter case), locked as lockAccount does; null when there is none. */
export async function lockAccountByEmail(m: EntityManager, email: string): Promise<LockedAccount | null> {
  const [account]: LockedAccount[] = await m.query(LOCK_ACCOUNT('"email" = $1'), [email.trim().toLowerCase()]);
  return account ?? null;
}

export async function readAdminUser(m: EntityManager, userId: string): Promise<AdminUserDto> {
  const [row]: AdminUserRow[] = await m.query(`SELECT ${ADMIN_USER_COLUMNS} FROM "users" u WHERE u."id" = $1`, [userId]);
  return toAdminUserDto(row);
}

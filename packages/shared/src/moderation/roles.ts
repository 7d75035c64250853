/** Every account has one role; `admin` is granted on the server (`npm run admin`, ADMIN_EMAILS), `moderator` by an admin. */
export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Moderators and admins: they review reports and see withdrawn media. */
export function isStaffRole(role: UserRole | null | undefined): boolean {
  return role === 'moderator' || role === 'admin';
}

/** ADMIN_EMAILS as configured: trimmed, lower-case, empty entries dropped. */
export function parseAdminEmails(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
}

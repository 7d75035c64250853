import { ForbiddenException } from '@nestjs/common';
import { UserRole } from '@genalpha/shared';
import { StaffMember } from '../auth/staff.guard';
import { SqlRunner } from '@genalpha/db';

export const CANNOT_DECIDE_OWN = 'You cannot decide on your own content or account';
export const ADMIN_NEEDED = "An admin is needed to decide on a moderator's or an admin's content or account";
export const CANNOT_DECIDE_OWN_REPORT = 'You cannot decide on a report you filed';

/**
 * The one rule of staff conflicts: nobody decides on what is their own (a video, comment or account,
 * or an appeal of theirs), and moderators decide on ordinary users' only: a moderator's or an
 * admin's needs an admin.
 */
export function assertNoConflict(staff: StaffMember, owner: { id: string; role: UserRole }): void {
  if (owner.id === staff.id) throw new ForbiddenException(CANNOT_DECIDE_OWN);
  if (staff.role !== 'admin' && owner.role !== 'user') throw new ForbiddenException(ADMIN_NEEDED);
}

/** Which open reports a target has: `table` and its column naming the target. */
export type ReportTable =
  { table: 'reports'; column: 'videoId' } | { table: 'comment_reports'; column: 'commentId' } | { table: 'user_reports'; column: 'targetId' };

/** Nobody settles a report they filed themselves: another staff member decides. */
export async function assertNotReporter(db: SqlRunner, staff: StaffMember, reports: ReportTable, targetId: string): Promise<void> {
  const rows = (await db.query(`SELECT 1 FROM "${reports.table}" WHERE "${reports.column}" = $1 AND "userId" = $2 AND "resolvedAt" IS NULL`, [
    targetId,
    staff.id,
  ])) as unknown[];
  if (rows.length > 0) throw new ForbiddenException(CANNOT_DECIDE_OWN_REPORT);
}

/**
 * The SQL condition a queue applies for staff member $n (id) with role $m: what they may decide on,
 * given the owner `ownerAlias` (a users row): not their own, and for moderators only ordinary users'.
 */
export const decidableBy = (ownerAlias: string, staffParam: string, roleParam: string) =>
  `(${ownerAlias}."id" <> ${staffParam} AND (${roleParam} = 'admin' OR ${ownerAlias}."role" = 'user'))`;

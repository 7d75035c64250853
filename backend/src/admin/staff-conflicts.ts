import { ForbiddenException } from '@nestjs/common';
import { UserRole } from '@genalpha/shared';
import { StaffMember } from '../auth/staff.guard';
import { ReportKind, SqlRunner, reportQueuesRepository } from '@genalpha/db';

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

/** Nobody settles a report they filed themselves: another staff member decides. */
export async function assertNotReporter(db: SqlRunner, staff: StaffMember, kind: ReportKind, targetId: string): Promise<void> {
  if (await reportQueuesRepository.hasOpenReportBy(db, kind, targetId, staff.id)) throw new ForbiddenException(CANNOT_DECIDE_OWN_REPORT);
}

import { COMMENT_REPORT_REASONS } from '@/api/comments/report-comment';
import { USER_REPORT_REASONS } from '@/api/users/report-user';
import { REPORT_REASONS } from '@/api/videos/report-video';
import type { AuditEntry, BackfillOutput, CommentReportReason, ReportReason, UserReportReason, UserRole } from '../api/types';

const REASON_LABELS: Array<{ value: string; label: string }> = [...REPORT_REASONS, ...COMMENT_REPORT_REASONS, ...USER_REPORT_REASONS];

/** A report's reason as the reporter picked it, whatever was reported. */
export function reasonLabel(reason: ReportReason | CommentReportReason | UserReportReason): string {
  return REASON_LABELS.find((option) => option.value === reason)?.label ?? reason;
}

/** An account's age from whole hours: "5 h", "3 days". */
export function accountAge(hours: number): string {
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

export const ROLE_LABELS: Record<UserRole, string> = { user: 'User', moderator: 'Moderator', admin: 'Admin' };

export const BACKFILL_OUTPUT_LABELS: Record<BackfillOutput, string> = {
  copy720p: '720p copy',
  posterVariants: 'Poster sizes',
  previews: 'Preview and placeholder',
  hls: 'HLS package',
};

const ACTIONS: Record<AuditEntry['action'], string> = {
  'video.hidden': 'Hid video pending review',
  'video.restored': 'Restored video',
  'video.removed': 'Removed video',
  'user.banned': 'Suspended account',
  'user.unbanned': 'Reinstated account',
  'user.role_changed': 'Changed role',
  'comment.hidden': 'Hid comment pending review',
  'comment.restored': 'Restored comment',
  'comment.removed': 'Removed comment',
  'user.warned': 'Warned account',
  'user.reports_dismissed': 'Dismissed reports on account',
  'appeal.filed': 'Appealed',
  'appeal.upheld': 'Upheld appeal (decision stands)',
  'appeal.reversed': 'Reversed decision on appeal',
};

/** What a logged action was, e.g. "Removed video". */
export const actionLabel = (action: AuditEntry['action']) => ACTIONS[action];

/** What the entry records, e.g. "Changed role: User → Moderator". */
export function auditActionLabel(entry: AuditEntry): string {
  const { fromRole, toRole } = entry.details;
  if (entry.action === 'user.role_changed' && fromRole && toRole) return `${ACTIONS[entry.action]}: ${ROLE_LABELS[fromRole]} → ${ROLE_LABELS[toRole]}`;
  return ACTIONS[entry.action];
}

export function personLabel(person: { username: string | null; displayName: string }): string {
  return person.username ? `${person.displayName} (@${person.username})` : person.displayName;
}

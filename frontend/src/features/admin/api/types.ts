import type { ApiResponse } from '@/api/client';
import type { components } from '@/api/schema';

/** The console's read shapes, all from the generated schema. */
export type ReportedVideo = ApiResponse<'/api/admin/reports', 'get'>['reportedVideos'][number];
export type AdminVideo = components['schemas']['AdminVideoDto'];
export type AdminUser = components['schemas']['AdminUserDto'];
export type AuditEntry = ApiResponse<'/api/admin/audit', 'get'>['entries'][number];
export type AdminVideoList = components['schemas']['AdminVideoList'];
export type MediaFailure = components['schemas']['MediaFailureDto'];
export type BackfillOutput = components['schemas']['BackfillOutput'];
export type UserRole = components['schemas']['UserRole'];
export type ReportReason = components['schemas']['ReportReason'];
export type ReportedComment = ApiResponse<'/api/admin/reports/comments', 'get'>['reportedComments'][number];
export type ReportedUser = ApiResponse<'/api/admin/reports/users', 'get'>['reportedUsers'][number];
export type AdminAppeal = ApiResponse<'/api/admin/appeals', 'get'>['appeals'][number];
export type CommentReportReason = components['schemas']['CommentReportReason'];
export type UserReportReason = components['schemas']['UserReportReason'];
export type AdminHealth = components['schemas']['AdminHealthDto'];

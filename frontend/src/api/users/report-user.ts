import { apiClient, unwrap } from '../client';
import type { paths } from '../schema';

export type UserReport = NonNullable<paths['/api/users/{id}/report']['post']['requestBody']>['content']['application/json'];
export type UserReportReason = UserReport['reason'];

export const USER_REPORT_REASONS: { value: UserReportReason; label: string }[] = [
  { value: 'impersonation', label: 'Pretending to be someone else' },
  { value: 'spam', label: 'Spam or misleading' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'underage', label: 'Under the minimum age' },
  { value: 'other', label: 'Other' },
];

export async function reportUser(userId: string, report: UserReport): Promise<void> {
  await unwrap(apiClient.POST('/api/users/{id}/report', { params: { path: { id: userId } }, body: report }));
}

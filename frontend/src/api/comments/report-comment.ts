import { apiClient, unwrap } from '../client';
import type { paths } from '../schema';

export type CommentReport = NonNullable<paths['/api/comments/{id}/report']['post']['requestBody']>['content']['application/json'];
export type CommentReportReason = CommentReport['reason'];

export const COMMENT_REPORT_REASONS: { value: CommentReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam or misleading' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'hate', label: 'Hate speech or symbols' },
  { value: 'other', label: 'Other' },
];

export async function reportComment(commentId: string, report: CommentReport): Promise<void> {
  await unwrap(apiClient.POST('/api/comments/{id}/report', { params: { path: { id: commentId } }, body: report }));
}

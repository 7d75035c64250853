import { apiClient, unwrap } from '../client';
import type { paths } from '../schema';

export type ReportInput = NonNullable<paths['/api/videos/{id}/report']['post']['requestBody']>['content']['application/json'];
export type ReportReason = ReportInput['reason'];

export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'real-video', label: 'Real video / Not AI' },
  { value: 'nudity', label: 'Nudity / sexual content' },
  { value: 'violence', label: 'Violence / graphic content' },
  { value: 'hate', label: 'Hate speech or symbols' },
  { value: 'spam', label: 'Spam or misleading' },
  { value: 'other', label: 'Other' },
];

export async function reportVideo(videoId: string, report: ReportInput): Promise<void> {
  await unwrap(apiClient.POST('/api/videos/{id}/report', { params: { path: { id: videoId } }, body: report }));
}

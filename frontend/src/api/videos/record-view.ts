import { apiClient, unwrap } from '../client';

/** Counts a view; the server counts at most one per viewer per video per day. */
export async function recordView(videoId: string): Promise<void> {
  await unwrap(apiClient.POST('/api/videos/{id}/view', { params: { path: { id: videoId } } }));
}

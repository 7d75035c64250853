import { apiClient, unwrap } from '../client';

/** Tells the server a video would not load; it answers whether the video is (now) hidden. */
export async function reportBroken(videoId: string): Promise<{ hidden: boolean; alreadyHidden: boolean }> {
  return unwrap(apiClient.POST('/api/videos/{id}/report-broken', { params: { path: { id: videoId } } }));
}

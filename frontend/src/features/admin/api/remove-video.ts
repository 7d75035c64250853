import { apiClient, unwrap } from '@/api/client';
import { useAdminMutation } from './use-admin-mutation';

export function removeVideo({ videoId, reason }: { videoId: string; reason: string }) {
  return unwrap(apiClient.POST('/api/admin/videos/{id}/remove', { params: { path: { id: videoId } }, body: { reason } }));
}

export const useRemoveVideo = () => useAdminMutation(removeVideo);

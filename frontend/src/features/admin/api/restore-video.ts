import { apiClient, unwrap } from '@/api/client';
import { useAdminMutation } from './use-admin-mutation';

export function restoreVideo({ videoId, reason }: { videoId: string; reason?: string }) {
  return unwrap(apiClient.POST('/api/admin/videos/{id}/restore', { params: { path: { id: videoId } }, body: reason ? { reason } : {} }));
}

export const useRestoreVideo = () => useAdminMutation(restoreVideo);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { CurrentUser } from '@/api/types';
import { uploadFile } from '@/lib/upload-file';
import { NOT_AN_IMAGE } from '@genalpha/shared/domain';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export function checkAvatarFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_AVATAR_BYTES) return 'Image must be under 5MB';
  return null;
}

/** Uploads the image, then the server makes the square avatar and answers its path. */
export async function uploadAvatar(file: File): Promise<string> {
  const uploadURL = await uploadFile(file, () => undefined).done;
  const { objectPath } = await unwrap(apiClient.PUT('/api/avatar', { body: { avatarImageURL: uploadURL } }));
  return objectPath;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async (avatarUrl) => {
      queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, (current) => (current ? { ...current, avatarUrl } : current));
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.profiles }), queryClient.invalidateQueries({ queryKey: queryKeys.videoLists })]);
    },
  });
}

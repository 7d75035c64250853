import { apiClient } from '../client';

/** A signed URL that accepts one file. */
export async function requestUploadUrl(): Promise<string> {
  const { data, response } = await apiClient.POST('/api/objects/upload');
  if (!response.ok || !data?.uploadURL) throw new Error('Failed to get upload URL');
  return data.uploadURL;
}

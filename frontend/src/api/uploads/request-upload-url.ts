import { ApiError, apiClient, errorMessage } from '../client';

/** A signed URL that accepts this one file: its type and at most its size (the server binds both). */
export async function requestUploadUrl(file: File): Promise<string> {
  const { data, error, response } = await apiClient.POST('/api/objects/upload', {
    body: { contentType: file.type || undefined, size: file.size || undefined },
  });
  // A quota or a type the server refuses comes with its own message ("Upload limit reached: …").
  if (!response.ok) throw new Error(errorMessage(ApiError.from(response, error), 'Failed to get upload URL'));
  if (!data?.uploadURL) throw new Error('Failed to get upload URL');
  return data.uploadURL;
}

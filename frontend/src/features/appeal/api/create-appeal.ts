import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import type { paths } from '@/api/schema';

export type AppealInput = paths['/api/appeals']['post']['requestBody']['content']['application/json'];

/** Files an appeal: of a removed video or comment (signed in), or of a suspension with its mailed token. */
export async function createAppeal(body: AppealInput) {
  return unwrap(apiClient.POST('/api/appeals', { body }));
}

export function useCreateAppeal() {
  return useMutation({ mutationFn: createAppeal });
}

import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import type { paths } from '@/api/schema';

export type EmailChange = NonNullable<paths['/api/user/email']['put']['requestBody']>['content']['application/json'];

export async function changeEmail(body: EmailChange): Promise<void> {
  await unwrap(apiClient.PUT('/api/user/email', { body }));
}

/** Nothing changes until the link mailed to the new address is followed. */
export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

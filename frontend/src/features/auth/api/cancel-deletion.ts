import { apiClient, unwrap } from '@/api/client';

/** Keeps an account scheduled for deletion (its email and password); signing in works again afterwards. */
export function cancelDeletion(credentials: { email: string; password: string }) {
  return unwrap(apiClient.POST('/api/user/deletion/cancel', { body: credentials }));
}

/** The sign-in answer for an account scheduled for deletion (409): its message names the date. */
export const SCHEDULED_FOR_DELETION_STATUS = 409;

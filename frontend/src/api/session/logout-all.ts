import { apiClient, unwrap } from '../client';
import { useSessionEndingMutation } from './session-ending-mutation';

/** Ends every session of the account, on every device, this one included. */
export async function logoutAll(): Promise<void> {
  await unwrap(apiClient.POST('/api/logout-all'));
}

export const useLogoutAll = () => useSessionEndingMutation(logoutAll);

import { apiClient, unwrap } from '../client';
import { useSessionEndingMutation } from './session-ending-mutation';

export async function logout(): Promise<void> {
  await unwrap(apiClient.POST('/api/logout'));
}

export const useLogout = () => useSessionEndingMutation(logout);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';
import type { CurrentUser } from '../types';

/** The signed-in user, or null when the session has none (401). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await unwrap(apiClient.GET('/api/user'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const getCurrentUserQueryOptions = () => queryOptions({ queryKey: queryKeys.currentUser, queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}

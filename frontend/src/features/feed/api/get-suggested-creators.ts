import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** Enough to pick a few after leaving the viewer out. */
const SUGGESTED_LIMIT = 7;

/** The most followed creators (the leaderboard's), suggested to a viewer who follows no one yet. */
export function getSuggestedCreators() {
  return unwrap(apiClient.GET('/api/creators', { params: { query: { sort: 'followersCount', limit: SUGGESTED_LIMIT } } }));
}

export function useSuggestedCreators() {
  return useQuery(queryOptions({ queryKey: queryKeys.creators('followersCount', `suggested-${SUGGESTED_LIMIT}`), queryFn: getSuggestedCreators }));
}

import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export function getFeedPreferences() {
  return unwrap(apiClient.GET('/api/feed/preferences'));
}

/** How many videos the viewer marked "Not interested" in For You. */
export function useFeedPreferences() {
  return useQuery({ queryKey: queryKeys.feedPreferences, queryFn: getFeedPreferences });
}

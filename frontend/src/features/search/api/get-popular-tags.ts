import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';

export function getPopularTags() {
  return unwrap(apiClient.GET('/api/search/popular-tags'));
}

/** The most used tags: what a search with no results suggests. */
export function usePopularTags(enabled: boolean) {
  return useQuery({ queryKey: ['search-popular-tags'] as const, queryFn: getPopularTags, enabled, staleTime: 5 * 60_000 });
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import type { SearchSelection } from './search-params';

export const SEARCH_PAGE_SIZE = 24;

/** A page of one tab's results. */
export function getSearch({ q, type, tool, verified, aspectRatio, uploaded }: SearchSelection, cursor: string | undefined, signal?: AbortSignal) {
  return unwrap(
    apiClient.GET('/api/search', { params: { query: { q, type, tool, verified, aspectRatio, uploaded, cursor, limit: SEARCH_PAGE_SIZE } }, signal }),
  );
}

export type SearchResults = Awaited<ReturnType<typeof getSearch>>;

export const searchQueryOptions = (selection: SearchSelection) =>
  infiniteQueryOptions({
    queryKey: ['search', selection] as const,
    queryFn: ({ pageParam, signal }) => getSearch(selection, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Results of a selection, page after page; nothing is asked for a blank query. */
export function useSearch(selection: SearchSelection) {
  return useInfiniteQuery({ ...searchQueryOptions(selection), enabled: selection.q.trim() !== '' });
}

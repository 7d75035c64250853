import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';

/** Suggestions for what is typed so far; `signal` cancels the request once the text has changed. */
export function getSuggestions(q: string, signal?: AbortSignal) {
  return unwrap(apiClient.GET('/api/search/suggest', { params: { query: { q } }, signal }));
}

export type Suggestions = Awaited<ReturnType<typeof getSuggestions>>;

/** Suggestions for `q` (already debounced): a new `q` aborts the request still out for the previous one. */
export function useSuggestions(q: string) {
  return useQuery({
    queryKey: ['search-suggestions', q] as const,
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

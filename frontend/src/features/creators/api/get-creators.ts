import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { paths } from '@/api/schema';
import { MAX_CREATORS } from '@genalpha/shared/domain';

export type CreatorSort = NonNullable<NonNullable<paths['/api/creators']['get']['parameters']['query']>['sort']>;

export function getCreators(sort: CreatorSort, search: string) {
  return unwrap(apiClient.GET('/api/creators', { params: { query: { sort, q: search || undefined, limit: MAX_CREATORS } } }));
}

export const getCreatorsQueryOptions = (sort: CreatorSort, search: string) =>
  queryOptions({ queryKey: queryKeys.creators(sort, search), queryFn: () => getCreators(sort, search) });

/** The previous result stays on screen while a new search or sort loads. */
export function useCreators(sort: CreatorSort, search: string) {
  return useQuery({ ...getCreatorsQueryOptions(sort, search), placeholderData: keepPreviousData });
}

export type Creator = Awaited<ReturnType<typeof getCreators>>['creators'][number];

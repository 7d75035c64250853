import type { paths } from '@/api/schema';

type SearchQuery = NonNullable<paths['/api/search']['get']['parameters']['query']>;
export type SearchType = NonNullable<SearchQuery['type']>;
export type AspectRatioFilter = NonNullable<SearchQuery['aspectRatio']>;
export type UploadPeriod = NonNullable<SearchQuery['uploaded']>;

/** What /search?q=… shows: the query, the tab, and the videos' filters, all in its URL. */
export interface SearchSelection {
  q: string;
  type: SearchType;
  tool?: SearchQuery['tool'];
  verified?: boolean;
  aspectRatio?: AspectRatioFilter;
  uploaded?: UploadPeriod;
}

export const SEARCH_TYPES: ReadonlyArray<{ value: SearchType; label: string }> = [
  { value: 'videos', label: 'Videos' },
  { value: 'creators', label: 'Creators' },
  { value: 'tags', label: 'Tags' },
];
export const ASPECT_RATIOS: readonly AspectRatioFilter[] = ['16:9', '9:16', '1:1', '4:3', '3:4', '21:9'];
export const UPLOAD_PERIODS: ReadonlyArray<{ value: UploadPeriod; label: string }> = [
  { value: 'day', label: 'Today' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
  { value: 'year', label: 'This year' },
];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value);

/** The selection a /search URL holds (unknown values are left out). */
export function selectionOf(params: URLSearchParams): SearchSelection {
  return {
    q: params.get('q') ?? '',
    type:
      oneOf(
        SEARCH_TYPES.map((type) => type.value),
        params.get('type'),
      ) ?? 'videos',
    tool: (params.get('tool') || undefined) as SearchQuery['tool'],
    verified: params.get('verified') === 'true' || undefined,
    aspectRatio: oneOf(ASPECT_RATIOS, params.get('aspectRatio')),
    uploaded: oneOf(
      UPLOAD_PERIODS.map((period) => period.value),
      params.get('uploaded'),
    ),
  };
}

/** The query string of a selection (`q=…&tool=…`), as /search and the player opened from it keep it. */
function queryOf(selection: Partial<SearchSelection> & { q: string }): string {
  const params = new URLSearchParams({ q: selection.q });
  if (selection.type && selection.type !== 'videos') params.set('type', selection.type);
  if (selection.tool) params.set('tool', selection.tool);
  if (selection.verified) params.set('verified', 'true');
  if (selection.aspectRatio) params.set('aspectRatio', selection.aspectRatio);
  if (selection.uploaded) params.set('uploaded', selection.uploaded);
  return params.toString();
}

/** The /search URL of a selection. */
export function searchPath(selection: Partial<SearchSelection> & { q: string }): string {
  return `/search?${queryOf(selection)}`;
}

/** The immersive player at `id`, walking the video results of `selection` (the route reads the same query string back). */
export function watchPath(id: string, selection: Omit<SearchSelection, 'type'>): string {
  return `/watch/${id}?${queryOf(selection)}`;
}

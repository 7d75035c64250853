import { apiClient, unwrap } from '@/api/client';
import type { ToolOption } from '@genalpha/shared/domain';
import { FEED_PAGE_SIZE } from './feed-keys';

/** A page of the Latest feed; with a tag, of the videos carrying it; with a tool, of the videos made with it. */
export function getFeed(cursor?: string, tag?: string, tool?: ToolOption) {
  return unwrap(apiClient.GET('/api/videos', { params: { query: { cursor, limit: FEED_PAGE_SIZE, tag, tool } } }));
}

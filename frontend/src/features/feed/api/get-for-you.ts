import { apiClient, unwrap } from '@/api/client';
import type { ToolOption } from '@genalpha/shared/domain';
import { FEED_PAGE_SIZE } from './feed-keys';

/** A page of For You: ranked for the viewer (visitors too), each video with the reasons it is there. */
export function getForYou(cursor?: string, tool?: ToolOption) {
  return unwrap(apiClient.GET('/api/feed/for-you', { params: { query: { cursor, limit: FEED_PAGE_SIZE, tool } } }));
}

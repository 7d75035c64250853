import { apiClient, unwrap } from '@/api/client';
import type { ToolOption } from '@genalpha/shared/domain';
import { FEED_PAGE_SIZE } from './feed-keys';

/** A page of Following: the newest videos of the creators the signed-in viewer follows. */
export function getFollowing(cursor?: string, tool?: ToolOption) {
  return unwrap(apiClient.GET('/api/feed/following', { params: { query: { cursor, limit: FEED_PAGE_SIZE, tool } } }));
}

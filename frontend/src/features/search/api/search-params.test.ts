import { describe, expect, it } from 'vitest';
import { searchPath, selectionOf, watchPath } from './search-params';

describe('search URLs', () => {
  it('opens the player with the query and filters the results page has, which it reads back as the same selection', () => {
    const selection = { q: 'cinematic dragon', type: 'videos' as const, tool: 'google-veo-3' as const, verified: true, uploaded: 'week' as const };
    const path = watchPath('20000000-0000-4000-8000-000000000001', selection);
    expect(path).toBe('/watch/20000000-0000-4000-8000-000000000001?q=cinematic+dragon&tool=google-veo-3&verified=true&uploaded=week');
    expect(selectionOf(new URL(path, 'http://x').searchParams)).toEqual({ ...selection, aspectRatio: undefined });
    expect(searchPath(selection)).toBe('/search?q=cinematic+dragon&tool=google-veo-3&verified=true&uploaded=week');
  });
});

import { describe, expect, it } from 'vitest';
import { PREVIEW_WAIT_MS, awaitsOwnVideo, type FeedPage } from './feed-query';

const NOW = Date.parse('2026-11-30T12:00:00.000Z');
const OWNER = '00000000-0000-4000-8000-000000000001';

function page(video: { status: string; previewUrl: string | null; creatorId: string; ageMs: number }): FeedPage {
  const shaped = {
    status: video.status,
    previewUrl: video.previewUrl,
    creator: { id: video.creatorId },
    createdAt: new Date(NOW - video.ageMs).toISOString(),
  };
  return { videos: [shaped as unknown as FeedPage['videos'][number]], nextCursor: null };
}

describe('awaitsOwnVideo', () => {
  it('keeps looking while a video is processing', () => {
    expect(awaitsOwnVideo([page({ status: 'processing', previewUrl: null, creatorId: OWNER, ageMs: 1_000 })], OWNER, NOW)).toBe(true);
  });

  it('keeps looking for the preview loop of the viewer’s own new ready video, for a while', () => {
    const fresh = page({ status: 'ready', previewUrl: null, creatorId: OWNER, ageMs: 30_000 });
    expect(awaitsOwnVideo([fresh], OWNER, NOW)).toBe(true);
    expect(awaitsOwnVideo([fresh], null, NOW)).toBe(false);
    expect(awaitsOwnVideo([fresh], '00000000-0000-4000-8000-000000000002', NOW)).toBe(false);
    expect(awaitsOwnVideo([page({ status: 'ready', previewUrl: null, creatorId: OWNER, ageMs: PREVIEW_WAIT_MS + 1 })], OWNER, NOW)).toBe(false);
  });

  it('stops once the preview has come, or the video failed', () => {
    expect(awaitsOwnVideo([page({ status: 'ready', previewUrl: '/objects/videos/x/preview.mp4', creatorId: OWNER, ageMs: 30_000 })], OWNER, NOW)).toBe(false);
    expect(awaitsOwnVideo([page({ status: 'failed', previewUrl: null, creatorId: OWNER, ageMs: 30_000 })], OWNER, NOW)).toBe(false);
    expect(awaitsOwnVideo([], OWNER, NOW)).toBe(false);
  });
});

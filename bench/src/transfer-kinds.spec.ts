import { beforeScreen, formatTransfers, sumByKind, totalOf, transferKindOf } from './transfer-kinds';

describe('transfer kinds', () => {
  const at = (path: string) => `http://127.0.0.1:3000${path}`;

  it('tells the page, the API, pictures, preview loops and full videos apart', () => {
    expect(transferKindOf(at('/'), 'Document')).toBe('page');
    expect(transferKindOf(at('/assets/index-abc.js'), 'Script')).toBe('page');
    expect(transferKindOf(at('/assets/index-abc.css'), 'Stylesheet')).toBe('page');
    expect(transferKindOf(at('/api/videos?limit=24'), 'Fetch')).toBe('api');
    expect(transferKindOf(at('/objects/videos/v1/poster-360.webp'), 'Image')).toBe('images');
    expect(transferKindOf(at('/objects/videos/v1/preview.mp4'), 'Media')).toBe('previews');
    expect(transferKindOf(at('/objects/videos/v1/playable.mp4'), 'Media')).toBe('videos');
    expect(transferKindOf(at('/objects/uploads/u1'), 'Media')).toBe('videos');
  });

  it('sums by kind and rebuilds the screen as it was before: full posters, full videos, no loops', () => {
    const measured = sumByKind([
      { kind: 'page', bytes: 100 },
      { kind: 'api', bytes: 20 },
      { kind: 'images', bytes: 30 },
      { kind: 'images', bytes: 5 },
      { kind: 'previews', bytes: 150 },
    ]);
    expect(measured).toEqual({ page: 100, api: 20, images: 35, previews: 150, videos: 0 });
    expect(totalOf(measured)).toBe(305);
    // 30 of the 35 image bytes were the posters' sized variants; the avatar's 5 stay.
    const before = beforeScreen(measured, 30, [90, 90], [7000]);
    expect(before).toEqual({ page: 100, api: 20, images: 185, previews: 0, videos: 7000 });
    expect(formatTransfers(before)).toBe('document+JS+CSS 0 KB, API JSON 0 KB, posters/images 0 KB, full videos 7 KB');
  });
});

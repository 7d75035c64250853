import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoSourceFor } from './video-source';

const video = { videoUrl: '/objects/uploads/a', video720pUrl: '/objects/videos/a/playable-720p.mp4' };

function screen(phone: boolean, devicePixelRatio: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width'), media: query }));
  vi.stubGlobal('devicePixelRatio', devicePixelRatio);
}

describe('videoSourceFor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a phone the 720p copy, whatever its pixel ratio', () => {
    screen(true, 3);
    expect(videoSourceFor(video, { width: 412, height: 915 })).toBe(video.video720pUrl);
  });

  it('gives a larger screen the copy while the player draws no more device pixels than it holds, else the full video', () => {
    screen(false, 1);
    expect(videoSourceFor(video, { width: 976, height: 549 })).toBe(video.video720pUrl);
    expect(videoSourceFor(video, { width: 1280, height: 720 })).toBe(video.video720pUrl);
    screen(false, 2);
    expect(videoSourceFor(video, { width: 976, height: 549 })).toBe(video.videoUrl);
    expect(videoSourceFor(video, { width: 360, height: 640 })).toBe(video.video720pUrl);
    expect(videoSourceFor(video, { width: 400, height: 711 })).toBe(video.videoUrl);
  });

  it('plays the full video when there is no copy (not made yet, or the video is 720p or smaller)', () => {
    screen(true, 3);
    expect(videoSourceFor({ ...video, video720pUrl: null }, { width: 412, height: 915 })).toBe(video.videoUrl);
  });
});

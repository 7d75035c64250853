import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The hls.js instances the module under test made, with what they were asked. */
const made: FakeHls[] = [];
let supported = true;

class FakeHls {
  static Events = { ERROR: 'hlsError' };
  static isSupported = () => supported;
  handlers = new Map<string, (event: string, data: { fatal: boolean }) => void>();
  source?: string;
  media?: HTMLVideoElement;
  destroyed = false;
  bandwidthEstimate = 2_400_000;
  constructor(readonly config: Record<string, unknown>) {
    made.push(this);
  }
  on(event: string, handler: (event: string, data: { fatal: boolean }) => void) {
    this.handlers.set(event, handler);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(element: HTMLVideoElement) {
    this.media = element;
  }
  destroy() {
    this.destroyed = true;
  }
}

vi.mock('hls.js', () => ({ default: FakeHls }));

const { attachHls, hlsLoaderFor, startingEstimate } = await import('./hls-playback');

const source = { hlsUrl: '/objects/videos/a/hls/master.m3u8', mp4Url: '/objects/videos/a/playable.mp4' };
const absolute = (path: string) => new URL(path, window.location.href).href;

function videoThatPlays(hlsNatively: boolean): HTMLVideoElement {
  const element = document.createElement('video');
  element.canPlayType = (type: string) => (hlsNatively && type === 'application/vnd.apple.mpegurl' ? 'maybe' : '');
  return element;
}

/** Lets the dynamic import and its continuation run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HLS loader choice', () => {
  beforeEach(() => {
    made.length = 0;
    supported = true;
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("plays natively in Apple's browsers, through hls.js wherever else Media Source Extensions exist (even where the browser plays HLS too), natively where only it can, else the MP4", () => {
    const mse = { MediaSource: class {}, ManagedMediaSource: class {} };
    expect(hlsLoaderFor(videoThatPlays(true), mse, 'Apple Computer, Inc.')).toBe('native');
    expect(hlsLoaderFor(videoThatPlays(true), { MediaSource: class {} }, 'Google Inc.')).toBe('hls.js');
    expect(hlsLoaderFor(videoThatPlays(true), { ManagedMediaSource: class {} }, '')).toBe('hls.js');
    expect(hlsLoaderFor(videoThatPlays(true), {}, 'Google Inc.')).toBe('native');
    expect(hlsLoaderFor(videoThatPlays(false), mse, 'Apple Computer, Inc.')).toBe('hls.js');
    expect(hlsLoaderFor(videoThatPlays(false), { MediaSource: class {} })).toBe('hls.js');
    expect(hlsLoaderFor(videoThatPlays(false), { ManagedMediaSource: class {} })).toBe('hls.js');
    expect(hlsLoaderFor(videoThatPlays(false), {})).toBe('mp4');
  });

  it('gives a native player the playlist, with no hls.js, and the MP4 if the playlist fails', async () => {
    const element = videoThatPlays(true);
    const playback = attachHls(element, source, false);
    await settle();
    expect(playback.loader).toBe('native');
    expect(element.src).toBe(absolute(source.hlsUrl));
    expect(made).toHaveLength(0);
    element.dispatchEvent(new Event('error'));
    expect(element.src).toBe(absolute(source.mp4Url));
  });

  it('imports hls.js only when a player attaches, capped to the player size and starting from the measured bandwidth', async () => {
    vi.stubGlobal('MediaSource', class {});
    const element = videoThatPlays(false);
    expect(made).toHaveLength(0);
    const first = attachHls(element, source, true);
    await settle();
    expect(made).toHaveLength(1);
    const [hls] = made;
    expect(hls.source).toBe(source.hlsUrl);
    expect(hls.media).toBe(element);
    expect(hls.config).toMatchObject({ capLevelToPlayerSize: true, ignoreDevicePixelRatio: false, startLevel: -1, maxBufferLength: 2 });
    first.play();
    expect(hls.config.maxBufferLength).toBe(30);
    first.destroy();
    expect(hls.destroyed).toBe(true);
    // The next player starts where this one measured.
    expect(startingEstimate()).toBe(2_400_000);
    attachHls(videoThatPlays(false), source, false);
    await settle();
    expect(made[1].config.abrEwmaDefaultEstimate).toBe(2_400_000);
  });

  it('falls back to the MP4 on a fatal hls.js error, or where hls.js finds no support', async () => {
    vi.stubGlobal('MediaSource', class {});
    const element = videoThatPlays(false);
    attachHls(element, source, false);
    await settle();
    made[0].handlers.get('hlsError')!('hlsError', { fatal: false });
    expect(element.getAttribute('src')).toBeNull();
    made[0].handlers.get('hlsError')!('hlsError', { fatal: true });
    expect(made[0].destroyed).toBe(true);
    expect(element.src).toBe(absolute(source.mp4Url));

    supported = false;
    const unsupported = videoThatPlays(false);
    attachHls(unsupported, source, false);
    await settle();
    expect(unsupported.src).toBe(absolute(source.mp4Url));
  });

  it('does nothing once destroyed before hls.js arrived', async () => {
    vi.stubGlobal('MediaSource', class {});
    const playback = attachHls(videoThatPlays(false), source, false);
    playback.destroy();
    await settle();
    expect(made).toHaveLength(0);
  });
});

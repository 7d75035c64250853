import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aVideo, aVideoDetail } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { VideoPlayer } from './video-player';

const COPY = '/objects/videos/a/playable-720p.mp4';
const video = aVideoDetail({ ...aVideo({ video720pUrl: COPY }) });
const absolute = (path: string) => new URL(path, window.location.href).href;

/** Renders the player in a 1024×768 window on a screen of the given size, at 1×. */
function playerOnScreen(width: number, height: number): HTMLVideoElement {
  vi.stubGlobal('screen', { width, height });
  const { container } = renderScreen(<VideoPlayer video={video} onFirstPlay={() => undefined} />);
  return container.querySelector('video')!;
}

function enterFullscreen(element: HTMLVideoElement) {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  fireEvent(document, new Event('fullscreenchange'));
}

describe('VideoPlayer', () => {
  afterEach(() => Reflect.deleteProperty(document, 'fullscreenElement'));

  it('plays the 720p copy where it draws the picture no larger than 720p', () => {
    expect(playerOnScreen(2560, 1440).src).toBe(absolute(COPY));
  });

  it('goes on with the full video from the same moment once full screen draws the picture larger', () => {
    const element = playerOnScreen(2560, 1440);
    element.currentTime = 4.5;

    enterFullscreen(element);

    expect(element.src).toBe(absolute(video.videoUrl));
    expect(element.currentTime).toBe(4.5);
  });

  it('keeps the copy in full screen on a screen no larger than 720p', () => {
    const element = playerOnScreen(1280, 720);

    enterFullscreen(element);

    expect(element.src).toBe(absolute(COPY));
  });

  it('shows its controls once a video that starts by itself can play, not while it loads', () => {
    const element = playerOnScreen(1280, 720);
    expect(element.controls).toBe(false);

    act(() => void fireEvent(element, new Event('canplay')));

    expect(element.controls).toBe(true);
  });

  it('shows its controls from the start for a viewer who prefers reduced motion (it does not start by itself)', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    expect(playerOnScreen(1280, 720).controls).toBe(true);
  });

  it('fetches nothing of the video until the page has settled, then loads it and starts', () => {
    vi.useFakeTimers();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      const element = playerOnScreen(1280, 720);
      expect(element.preload).toBe('none');
      expect(play).not.toHaveBeenCalled();

      act(() => void vi.advanceTimersByTime(3000));

      expect(element.preload).toBe('auto');
      expect(play).toHaveBeenCalledOnce();
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('leaves playing a video the viewer started before the page settled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    try {
      const element = playerOnScreen(1280, 720);
      void element.play();

      act(() => void vi.advanceTimersByTime(3000));

      expect(play).toHaveBeenCalledOnce();
      expect(pause).not.toHaveBeenCalled();
      expect(element.preload).toBe('metadata');
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it("attaches a video's HLS package only once the page has settled", () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      const { container } = renderScreen(<VideoPlayer video={{ ...video, hlsUrl: '/objects/videos/a/hls/master.m3u8' }} onFirstPlay={() => undefined} />);
      const element = container.querySelector('video')!;
      expect(element.getAttribute('src')).toBeNull();

      act(() => void vi.advanceTimersByTime(3000));

      // jsdom has no Media Source Extensions: the package's player falls back to the MP4.
      expect(element.getAttribute('src')).not.toBeNull();
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('opened in a background tab, starts playing when first shown, not before', () => {
    vi.useFakeTimers();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    try {
      playerOnScreen(1280, 720);
      act(() => void vi.advanceTimersByTime(5000));
      expect(play).not.toHaveBeenCalled();

      visibility = 'visible';
      act(() => void fireEvent(document, new Event('visibilitychange')));
      expect(play).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});

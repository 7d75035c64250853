import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';

/** The MIME type of an HLS playlist, as `canPlayType` is asked about it. */
export const HLS_MIME = 'application/vnd.apple.mpegurl';

/** How a player plays a video's HLS package: natively (Apple's browsers), through hls.js (Media Source Extensions), or not at all (MP4). */
export type HlsLoader = 'native' | 'hls.js' | 'mp4';

/**
 * Apple's own HLS player in Apple's browsers (Safari, and every browser on iOS, which are WebKit):
 * the platform's, with AirPlay. Elsewhere hls.js wherever Media Source Extensions exist, even where the
 * browser plays HLS too: only hls.js caps the rendition to the player's size and starts from the
 * measured bandwidth (decision 0037: Chromium's own HLS took 5.4–6.4 s from a swipe to the next clip's
 * first frame on a 1.6 Mbit/s phone line, hls.js 0.46–0.48 s). The browser's own HLS where there is
 * no MSE, else the MP4.
 */
export function hlsLoaderFor(element: HTMLVideoElement, win: object = window, vendor = navigator.vendor): HlsLoader {
  const native = element.canPlayType(HLS_MIME) !== '';
  if (native && vendor.startsWith('Apple')) return 'native';
  if ('MediaSource' in win || 'ManagedMediaSource' in win) return 'hls.js';
  return native ? 'native' : 'mp4';
}

/** The bandwidth the last player measured (bit/s), where the next one starts its choice of rendition. */
const ESTIMATE_KEY = 'genalpha.hls-bandwidth';
/** Before anything is measured: what the browser says of its connection, less a margin; else hls.js's own default. */
const DEFAULT_ESTIMATE = 500_000;

export function startingEstimate(): number {
  const remembered = Number(sessionStorage.getItem(ESTIMATE_KEY));
  if (Number.isFinite(remembered) && remembered > 0) return remembered;
  const downlink = (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink;
  return downlink && downlink > 0 ? Math.round(downlink * 1_000_000 * 0.8) : DEFAULT_ESTIMATE;
}

function rememberEstimate(bitsPerSecond: number): void {
  if (Number.isFinite(bitsPerSecond) && bitsPerSecond > 0) sessionStorage.setItem(ESTIMATE_KEY, String(Math.round(bitsPerSecond)));
}

/** Seconds buffered ahead: a preloading player fetches its playlists and first segment only. */
const PRELOAD_BUFFER_SECONDS = 2;
const PLAYING_BUFFER_SECONDS = 30;

/** The hls.js settings of a player: capped to its drawn size in device pixels, starting from the measured bandwidth. */
export function hlsConfigFor(preloadOnly: boolean): Partial<HlsConfig> {
  return {
    capLevelToPlayerSize: true,
    ignoreDevicePixelRatio: false,
    abrEwmaDefaultEstimate: startingEstimate(),
    testBandwidth: true,
    startLevel: -1,
    maxBufferLength: preloadOnly ? PRELOAD_BUFFER_SECONDS : PLAYING_BUFFER_SECONDS,
    maxMaxBufferLength: preloadOnly ? PRELOAD_BUFFER_SECONDS : 60,
  };
}

export interface HlsSource {
  hlsUrl: string;
  /** The progressive MP4, played when HLS fails. */
  mp4Url: string;
}

export interface HlsPlayback {
  readonly loader: HlsLoader;
  /** From preloading (playlists and the first segment) to playing (a full buffer ahead). */
  play(): void;
  destroy(): void;
}

/**
 * Plays `source` in `element`: natively or through hls.js (hlsLoaderFor), hls.js imported only now
 * (never in the initial bundle). Any fatal HLS error (or a failed import) falls back to the MP4.
 */
export function attachHls(element: HTMLVideoElement, source: HlsSource, preloadOnly: boolean): HlsPlayback {
  const loader = hlsLoaderFor(element);
  let hls: Hls | null = null;
  let destroyed = false;
  let playing = !preloadOnly;
  const fallBack = () => {
    if (destroyed) return;
    hls?.destroy();
    hls = null;
    element.removeEventListener('error', onNativeError);
    const { currentTime, paused } = element;
    element.src = source.mp4Url;
    if (currentTime > 0) element.currentTime = currentTime;
    if (!paused) void element.play().catch(() => undefined);
  };
  function onNativeError() {
    fallBack();
  }

  const onPlay = () => handle.play();
  element.addEventListener('play', onPlay);

  if (loader === 'mp4') {
    element.src = source.mp4Url;
  } else if (loader === 'native') {
    element.addEventListener('error', onNativeError);
    element.src = source.hlsUrl;
  } else {
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) return fallBack();
        hls = new Hls(hlsConfigFor(!playing));
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fallBack();
        });
        hls.loadSource(source.hlsUrl);
        hls.attachMedia(element);
      })
      .catch(fallBack);
  }

  const handle: HlsPlayback = {
    loader,
    play() {
      if (playing) return;
      playing = true;
      const { maxBufferLength, maxMaxBufferLength } = hlsConfigFor(false);
      if (hls) Object.assign(hls.config, { maxBufferLength, maxMaxBufferLength });
    },
    destroy() {
      destroyed = true;
      element.removeEventListener('error', onNativeError);
      element.removeEventListener('play', onPlay);
      if (hls) {
        rememberEstimate(hls.bandwidthEstimate);
        hls.destroy();
        hls = null;
      }
    },
  };
  return handle;
}

import { type RefObject, useEffect, useRef } from 'react';
import { type HlsPlayback, type HlsSource, attachHls } from './hls-playback';

/**
 * Plays a video's HLS package in the element at `ref` while `mode` is set: 'preload' fetches its
 * playlists and first segment only, 'play' a full buffer ahead. `source` null: the element plays its
 * own `src` (the MP4), and nothing is imported.
 */
export function useHlsSource(ref: RefObject<HTMLVideoElement | null>, source: HlsSource | null, mode: 'play' | 'preload' | null): void {
  const playback = useRef<HlsPlayback | null>(null);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const hlsUrl = source?.hlsUrl;
  const mp4Url = source?.mp4Url;
  const attached = mode !== null;

  useEffect(() => {
    const element = ref.current;
    if (!element || !hlsUrl || !mp4Url || !attached) return;
    const handle = attachHls(element, { hlsUrl, mp4Url }, modeRef.current === 'preload');
    playback.current = handle;
    return () => {
      handle.destroy();
      playback.current = null;
    };
    // Re-attached only when the package or the element's presence changes, not when preloading turns to playing.
  }, [ref, hlsUrl, mp4Url, attached]);

  useEffect(() => {
    if (mode === 'play') playback.current?.play();
  }, [mode]);
}

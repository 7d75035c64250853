import { Box, chakra } from '@chakra-ui/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { VideoDetail } from '@/api/types';
import { SoundToggle } from '@/components/video-card/sound-toggle';
import { displayRatio } from '@/lib/aspect-ratio';
import { measurePlayback } from '@/lib/rum/playback';
import { useHlsSource } from '@/lib/use-hls-source';
import { playAllowingSound, playQuietly, prefersReducedMotion, rememberSound, soundPreferred, takeSound } from '@/lib/playback';
import { useSettled } from '@/lib/when-idle';
import { PLAYER_MAX_HEIGHT_SHARE, fullscreenSource, playerSource, posterUrl } from './player-sources';

/** The MP4's `preload` for what the player loads. */
const MP4_PRELOAD = { play: 'auto', preload: 'metadata' } as const;

interface Props {
  video: VideoDetail;
  onFirstPlay(): void;
}

/**
 * The video page's player: starts by itself (with sound when the viewer turned it on this
 * session) unless they prefer reduced motion, pauses while the tab is hidden and resumes after.
 * Until the page has settled it shows the poster and fetches nothing of the video (decision 0045):
 * the video's bytes, hls.js and the decoding would compete with the page's start-up for the
 * network and the CPU.
 * Put in full screen where that draws the picture larger than the 720p copy, it goes on with the
 * full video from the same moment.
 */
export function VideoPlayer({ video, onFirstPlay }: Props) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const [reduced] = useState(prefersReducedMotion);
  // Nothing until the page has settled; then the video to play, or (reduced motion) enough to start when asked.
  const loading = useSettled() ? (reduced ? 'preload' : 'play') : null;
  const startWhenShown = useRef(false);
  const source = playerSource(video);
  const controls = useControlsOncePlayable(ref, reduced, source);
  const sharperInFullscreen = fullscreenSource(video);
  // HLS picks its rendition by the player's size itself, in full screen too; the MP4 stays the fallback.
  useHlsSource(ref, video.hlsUrl ? { hlsUrl: video.hlsUrl, mp4Url: source } : null, loading);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.muted = !soundPreferred();
    const stopMeasuring = measurePlayback(element);
    let resume = false;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        resume = !element.paused;
        element.pause();
      } else if (startWhenShown.current) {
        startWhenShown.current = false;
        playAllowingSound(element);
      } else if (resume) {
        resume = false;
        void playQuietly(element);
      }
    };
    // The player's own mute button, pressed by the viewer, is the same choice as the toggle.
    const onVolume = () => {
      if (!navigator.userActivation?.isActive) return;
      if (element.muted) rememberSound(false);
      else takeSound(element);
    };
    const onFullscreen = () => {
      if (document.fullscreenElement !== element || video.hlsUrl) return;
      const sharper = new URL(sharperInFullscreen, window.location.href).href;
      if (element.src !== sharper) continueWith(element, sharper);
    };
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('fullscreenchange', onFullscreen);
    element.addEventListener('volumechange', onVolume);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('fullscreenchange', onFullscreen);
      element.removeEventListener('volumechange', onVolume);
      element.pause();
      stopMeasuring();
    };
  }, [source, sharperInFullscreen, video.hlsUrl]);

  // Once the page has settled (three seconds at most): decoding and drawing the video would compete
  // with the page's start-up for a phone's CPU (decision 0042). A page opened in a background tab
  // starts when it is first shown. After the effect above, which pauses a player it replaces.
  useEffect(() => {
    const element = ref.current;
    if (loading !== 'play' || !element) return;
    if (document.visibilityState === 'hidden') startWhenShown.current = true;
    else playAllowingSound(element);
  }, [loading, source]);

  return (
    <Box bg="black" rounded={{ base: '0', md: 'xl' }} overflow="hidden" display="flex" justifyContent="center" position="relative">
      <chakra.video
        ref={ref}
        key={source}
        src={video.hlsUrl ? undefined : source}
        poster={posterUrl(video)}
        controls={controls}
        loop
        muted
        playsInline
        preload={loading ? MP4_PRELOAD[loading] : 'none'}
        aria-label={video.title}
        maxH={`${PLAYER_MAX_HEIGHT_SHARE * 100}vh`}
        w="full"
        style={{ aspectRatio: String(displayRatio(video)) }}
        objectFit="contain"
        onPlay={onFirstPlay}
      />
      <SoundToggle key={`sound ${source}`} videoRef={ref} position="absolute" top="3" right="3" />
    </Box>
  );
}

/**
 * Whether the player shows its controls: from the start when it does not start by itself, else once
 * it can play. While a video that starts by itself loads, the poster is enough: the browser's
 * controls would draw their loading animation on the page's main thread, a style recalculation a
 * frame, while the page is still starting up (decision 0042).
 */
function useControlsOncePlayable(ref: RefObject<HTMLVideoElement | null>, reduced: boolean, source: string): boolean {
  const [playable, setPlayable] = useState(reduced);
  useEffect(() => {
    const element = ref.current;
    if (playable || !element) return;
    if (element.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) return setPlayable(true);
    const show = () => setPlayable(true);
    const events = ['canplay', 'playing', 'error'] as const;
    for (const name of events) element.addEventListener(name, show, { once: true });
    return () => {
      for (const name of events) element.removeEventListener(name, show);
    };
    // A new source is a new element (the player's key), which needs listening to.
  }, [ref, playable, source]);
  return playable;
}

/** Swaps the file under a player, from the moment it was at, playing if it was. */
function continueWith(element: HTMLVideoElement, src: string): void {
  const { currentTime, paused } = element;
  element.src = src;
  element.currentTime = currentTime;
  if (!paused) void playQuietly(element);
}

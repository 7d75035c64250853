import type { RumPlaybackError } from '@genalpha/shared/domain';
import { recordRum } from './collect';

const ERROR_KINDS: Record<number, RumPlaybackError> = { 1: 'aborted', 2: 'network', 3: 'decode', 4: 'unsupported' };

/**
 * Measures one player while it is shown: the time from the first play() to the first frame, the
 * stalls after it (the picture waiting for data, seeking aside), counted once when the player goes
 * away or the page is left, and a failure by its MediaError kind. Returns what stops it (and reports the stalls).
 */
export function measurePlayback(element: HTMLVideoElement, now = () => performance.now()): () => void {
  let requestedAt: number | null = null;
  let started = false;
  let stalls = 0;
  const onPlay = () => {
    if (!started && requestedAt === null) requestedAt = now();
  };
  const onPlaying = () => {
    if (started || requestedAt === null) return;
    started = true;
    recordRum('first_frame', now() - requestedAt);
  };
  const onWaiting = () => {
    if (started && !element.seeking) stalls += 1;
  };
  const onError = () => recordRum('playback_error', 1, ERROR_KINDS[element.error?.code ?? 0] ?? 'other');
  let reported = false;
  const finish = () => {
    if (started && !reported) recordRum('stalls', stalls);
    reported = true;
  };
  element.addEventListener('play', onPlay);
  element.addEventListener('playing', onPlaying);
  element.addEventListener('waiting', onWaiting);
  element.addEventListener('error', onError);
  // Leaving the page while it plays ends the playback too (no unmount runs then).
  window.addEventListener('pagehide', finish);
  return () => {
    element.removeEventListener('play', onPlay);
    element.removeEventListener('playing', onPlaying);
    element.removeEventListener('waiting', onWaiting);
    element.removeEventListener('error', onError);
    window.removeEventListener('pagehide', finish);
    finish();
  };
}

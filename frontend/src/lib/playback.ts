/** How videos behave on the page: the session's sound choice, reduced motion, one video with sound at a time. */
export const SOUND_KEY = 'genalpha.sound';

/** Whether the viewer turned the sound on this session (as in TikTok, it holds until they turn it off). */
export function soundPreferred(): boolean {
  try {
    return sessionStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function rememberSound(on: boolean): void {
  try {
    sessionStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered; the toggle still works on this page.
  }
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The width at which a card's tap opens the immersive player rather than the video page. */
const PHONE_MAX_WIDTH = 640;

export function isPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches;
}

/** A mouse or trackpad: card previews play on hover rather than while in view. */
export function canHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/** The viewer asked their browser to save data (Chromium's Save-Data): previews stay posters. */
export function saveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

let previewTurn: HTMLVideoElement | null = null;

/** One card preview plays at a time on a phone: the one starting pauses the one before. */
export function takePreviewTurn(element: HTMLVideoElement): void {
  if (previewTurn && previewTurn !== element) previewTurn.pause();
  previewTurn = element;
}

export function isCoarsePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** Gives `element` the sound: every other video on the page is muted first. */
export function takeSound(element: HTMLVideoElement): void {
  for (const other of Array.from(document.querySelectorAll('video'))) {
    if (other !== element && !other.muted) other.muted = true;
  }
  element.muted = false;
  rememberSound(true);
}

export function dropSound(element: HTMLVideoElement): void {
  element.muted = true;
  rememberSound(false);
}

/** play() without an unhandled rejection (a pause() or a refused autoplay rejects it); some engines return no promise. */
export function playQuietly(element: HTMLVideoElement): Promise<void> {
  try {
    return Promise.resolve(element.play()).catch(() => undefined);
  } catch {
    return Promise.resolve();
  }
}

/** Plays, and if the browser refuses sound without a gesture, plays muted instead. */
export function playAllowingSound(element: HTMLVideoElement): void {
  let attempt: Promise<void> | undefined;
  try {
    attempt = element.play();
  } catch {
    return;
  }
  Promise.resolve(attempt).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'NotAllowedError' && !element.muted) {
      element.muted = true;
      void playQuietly(element);
    }
  });
}

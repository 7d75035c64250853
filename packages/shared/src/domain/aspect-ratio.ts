import { NAMED_ASPECT_RATIOS } from './video-fields';

/** How far width/height may be from a named ratio (spec section 3) to take its name. */
export const ASPECT_RATIO_TOLERANCE = 0.1;

const valueOf = (ratio: string): number => {
  const [w, h] = ratio.split(':').map(Number);
  return w / h;
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The named ratio closest to width/height within the tolerance, else the reduced `w:h`. */
export function detectAspectRatio(width: number, height: number): string {
  const actual = width / height;
  let best: { ratio: string; distance: number } | undefined;
  for (const ratio of NAMED_ASPECT_RATIOS) {
    const distance = Math.abs(actual - valueOf(ratio));
    if (distance <= ASPECT_RATIO_TOLERANCE && (!best || distance < best.distance)) best = { ratio, distance };
  }
  if (best) return best.ratio;
  const divisor = gcd(width, height);
  return `${width / divisor}:${height / divisor}`;
}

/** The upload said `auto` (or nothing): the worker decides from the dimensions. */
export function needsDetectedAspectRatio(stored: string | null | undefined): boolean {
  return !stored || stored.trim() === '' || stored.trim().toLowerCase() === 'auto';
}

import { ASPECT_RATIOS, MAX_RATIO_SIDE } from '@genalpha/shared';

const RAW_RATIO = /^([1-9]\d{0,4}):([1-9]\d{0,4})$/;

/** One of the listed ratios, or a raw `w:h` of positive integers up to MAX_RATIO_SIDE. */
export function isAspectRatio(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if ((ASPECT_RATIOS as readonly string[]).includes(value)) return true;
  const match = RAW_RATIO.exec(value);
  return match !== null && Number(match[1]) <= MAX_RATIO_SIDE && Number(match[2]) <= MAX_RATIO_SIDE;
}

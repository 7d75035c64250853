import type { MediaInfo } from './media-info';

/** What an upload may be before any transcode starts: bounds the work and memory one video can take. */
export const MEDIA_LIMITS = {
  maxSide: 8192,
  maxDurationSeconds: 15 * 60,
  maxFrameRate: 120,
} as const;

/** The reason (shown to the owner) a probed file is refused, or null when it is within every limit. */
export function mediaLimitViolation(info: Pick<MediaInfo, 'width' | 'height' | 'durationSeconds' | 'frameRate'>): string | null {
  if (Math.max(info.width, info.height) > MEDIA_LIMITS.maxSide) {
    return `The video is ${info.width}×${info.height} pixels; at most ${MEDIA_LIMITS.maxSide} pixels on a side are accepted.`;
  }
  if (info.durationSeconds !== null && info.durationSeconds > MEDIA_LIMITS.maxDurationSeconds) {
    return `The video is longer than ${MEDIA_LIMITS.maxDurationSeconds / 60} minutes.`;
  }
  if (info.frameRate !== null && info.frameRate > MEDIA_LIMITS.maxFrameRate) {
    return `The video has ${Math.round(info.frameRate)} frames per second; at most ${MEDIA_LIMITS.maxFrameRate} are accepted.`;
  }
  return null;
}

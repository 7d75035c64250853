import type { FeedVideo } from '@/api/types';
import { isPhone } from './playback';

/** The 720p copy's longest side, as the API describes `video720pUrl`: 1280×720, or 720×1280 upright. */
const COPY_720P_LONGEST_SIDE = 1280;

/**
 * The file a player loads: the 720p copy on a phone (its network, its battery, its small screen) or
 * wherever the player draws the picture no larger than the copy in device pixels; else the full video.
 */
export function videoSourceFor(video: Pick<FeedVideo, 'videoUrl' | 'video720pUrl'>, drawn: { width: number; height: number }): string {
  if (!video.video720pUrl) return video.videoUrl;
  const longestDrawn = Math.max(drawn.width, drawn.height) * (window.devicePixelRatio || 1);
  return isPhone() || longestDrawn <= COPY_720P_LONGEST_SIDE ? video.video720pUrl : video.videoUrl;
}

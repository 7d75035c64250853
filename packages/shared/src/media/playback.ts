import { MediaInfo } from './media-info';

/**
 * What makes an upload play in every browser: `as-is` (H.264/AAC MP4 with the index first, or
 * VP9 WebM), `remux` (right codecs, wrong container or index at the end: copy the streams into a
 * faststart MP4), or `transcode` (to H.264/AAC).
 */
export type PlaybackPlan = 'as-is' | 'remux' | 'transcode';

const BROWSER_H264_PIXELS = new Set(['yuv420p', 'yuvj420p']);
const WEBM_AUDIO = new Set(['opus', 'vorbis']);

export function planPlayback(info: MediaInfo, faststart: boolean): PlaybackPlan {
  const silent = info.audioCodec === null;
  if (info.container === 'matroska' && info.videoCodec === 'vp9' && (silent || WEBM_AUDIO.has(info.audioCodec!))) return 'as-is';
  const h264 = info.videoCodec === 'h264' && BROWSER_H264_PIXELS.has(info.pixelFormat ?? '');
  if (!h264 || !(silent || info.audioCodec === 'aac')) return 'transcode';
  return info.container === 'mp4' && faststart ? 'as-is' : 'remux';
}

/** An MP4 is faststart when its index (moov) comes before the media data (mdat), so playback starts before the download ends. */
export function isFaststart(topLevelBoxes: string[]): boolean {
  const moov = topLevelBoxes.indexOf('moov');
  const mdat = topLevelBoxes.indexOf('mdat');
  return moov !== -1 && (mdat === -1 || moov < mdat);
}

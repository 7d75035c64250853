import type { VideoDetail } from '@/api/types';
import { displayRatio } from '@/lib/aspect-ratio';
import { pickSource } from '@/lib/image-sources';
import { videoSourceFor } from '@/lib/video-source';
import { viewportSize } from '@/lib/viewport';

/** The page's container (5xl) less its padding from md; below md the player spans the screen. */
const PLAYER_MAX_WIDTH = 976;
export const PLAYER_MAX_HEIGHT_SHARE = 0.75;

interface Size {
  width: number;
  height: number;
}

/** The size a picture of this video's ratio is drawn at inside `box` (contain). */
function fitted(video: VideoDetail, box: Size): Size {
  const ratio = displayRatio(video);
  const width = Math.min(box.width, box.height * ratio);
  return { width, height: width / ratio };
}

/** The size, in CSS pixels, the player draws the picture at on this screen. */
function drawnSize(video: VideoDetail): Size {
  const viewport = viewportSize();
  return fitted(video, { width: Math.min(viewport.width, PLAYER_MAX_WIDTH), height: PLAYER_MAX_HEIGHT_SHARE * viewport.height });
}

/** The poster attribute takes one URL: the WebP as wide as the player draws the picture on this screen, else the JPEG. */
export function posterUrl(video: VideoDetail): string | undefined {
  return pickSource(video.posterSources, drawnSize(video).width * (window.devicePixelRatio || 1))?.url ?? video.thumbnailUrl ?? undefined;
}

/** The full video or its 720p copy, by how large the player draws it on this screen. */
export function playerSource(video: VideoDetail): string {
  return videoSourceFor(video, drawnSize(video));
}

/** The full video or its 720p copy, by how large the player draws it once it fills the screen. */
export function fullscreenSource(video: VideoDetail): string {
  return videoSourceFor(video, fitted(video, { width: window.screen.width, height: window.screen.height }));
}

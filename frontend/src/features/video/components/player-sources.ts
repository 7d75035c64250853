import type { VideoDetail } from '@/api/types';
import { displayRatio } from '@/lib/aspect-ratio';
import { pickSource } from '@/lib/image-sources';
import { videoSourceFor } from '@/lib/video-source';
import { viewportSize } from '@/lib/viewport';

/** The page's container (5xl) less its padding from md; below md the player spans the screen. */
const PLAYER_MAX_WIDTH = 976;
export const PLAYER_MAX_HEIGHT_SHARE = 0.75;

/** The size, in CSS pixels, the player draws the picture at on this screen. */
function drawnSize(video: VideoDetail): { width: number; height: number } {
  const viewport = viewportSize();
  const ratio = displayRatio(video);
  const width = Math.min(viewport.width, PLAYER_MAX_WIDTH, PLAYER_MAX_HEIGHT_SHARE * viewport.height * ratio);
  return { width, height: width / ratio };
}

/** The poster attribute takes one URL: the WebP as wide as the player draws the picture on this screen, else the JPEG. */
export function posterUrl(video: VideoDetail): string | undefined {
  return pickSource(video.posterSources, drawnSize(video).width * (window.devicePixelRatio || 1))?.url ?? video.thumbnailUrl ?? undefined;
}

/** The full video or its 720p copy, by how large the player draws it on this screen. */
export function playerSource(video: VideoDetail): string {
  return videoSourceFor(video, drawnSize(video));
}

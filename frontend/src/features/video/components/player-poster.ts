import type { VideoDetail } from '@/api/types';
import { displayRatio } from '@/lib/aspect-ratio';
import { pickSource } from '@/lib/image-sources';
import { viewportSize } from '@/lib/viewport';

/** The page's container (5xl) less its padding from md; below md the player spans the screen. */
const PLAYER_MAX_WIDTH = 976;
export const PLAYER_MAX_HEIGHT_SHARE = 0.75;

/** The poster attribute takes one URL: the WebP as wide as the player draws the picture on this screen, else the JPEG. */
export function posterUrl(video: VideoDetail): string | undefined {
  const viewport = viewportSize();
  const drawn = Math.min(viewport.width, PLAYER_MAX_WIDTH, PLAYER_MAX_HEIGHT_SHARE * viewport.height * displayRatio(video));
  return pickSource(video.posterSources, drawn * (window.devicePixelRatio || 1))?.url ?? video.thumbnailUrl ?? undefined;
}

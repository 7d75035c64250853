import { displayRatio } from '@/lib/aspect-ratio';
import { coverFactor, sizesAttribute } from '@/lib/image-sources';

/** Two columns on a phone (spec), more as the screen widens. */
export const TILE_COLUMNS = { base: 2, md: 3, lg: 4 };

/** Tiles whose pictures load at once: the first rows. */
export const PRIORITY_TILES = 4;

const TILE_RATIO = 9 / 16;

/**
 * A tile poster's `sizes`: the tile's width (the profile's container, 5xl, 1024 px, padded 12 px a
 * side below md and 24 px from md, less the gaps, 6 px, 12 px from md), times how much wider than
 * the 9:16 tile a landscape poster is drawn when cropped to cover it.
 */
export function tileImageSizes(video: Parameters<typeof displayRatio>[0]): string {
  return sizesAttribute(
    [
      ['(min-width: 1024px)', '235px'],
      ['(min-width: 768px)', 'calc(33.3vw - 24px)'],
    ],
    'calc(50vw - 15px)',
    coverFactor(displayRatio(video), TILE_RATIO),
  );
}

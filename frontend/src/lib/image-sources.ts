import type { ImageSource } from '@/api/types';

/** `url 360w, url 720w` of the sources of one type, for a `srcset`. */
export function srcSetOf(sources: ImageSource[], type: ImageSource['type']): string {
  return sources
    .filter((source) => source.type === type)
    .map((source) => `${source.url} ${source.width}w`)
    .join(', ');
}

/**
 * A `sizes` value: the box's width under each media query (widest first), then the default. A picture
 * cropped to cover a box of another shape is drawn `factor` times wider than the box.
 */
export function sizesAttribute(slots: Array<[query: string, width: string]>, fallback: string, factor = 1): string {
  const scaled = (width: string) => (factor === 1 ? width : `calc(${width} * ${factor.toFixed(2)})`);
  return [...slots.map(([query, width]) => `${query} ${scaled(width)}`), scaled(fallback)].join(', ');
}

/** How much wider than its box a picture of `pictureRatio` (width / height) is drawn when it covers a box of `boxRatio`. */
export function coverFactor(pictureRatio: number, boxRatio: number): number {
  return Math.max(1, pictureRatio / boxRatio);
}

/**
 * How much narrower than the width drawn a picture may be and still count as wide enough: a phone's
 * 412 CSS pixels at 1.75× are 721 device pixels, which the 720 px poster fills (the next one, 1280 px,
 * has 3.2 times the pixels to fetch and decode).
 */
const WIDE_ENOUGH_SHARE = 0.98;

/** Where only one URL fits (a video's poster attribute): the narrowest WebP about `width` pixels wide or wider, else the widest. */
export function pickSource(sources: ImageSource[], width: number): ImageSource | undefined {
  const webp = sources.filter((source) => source.type === 'image/webp').sort((a, b) => a.width - b.width);
  return webp.find((source) => source.width >= width * WIDE_ENOUGH_SHARE) ?? webp.at(-1);
}

import { sizesAttribute } from '@/lib/image-sources';

/** Minimum viewport widths (px) for 2, 3 and 4 columns; below the first, one column. */
const BREAKPOINTS = [640, 1024, 1440];

/**
 * A card's width at each column count, for its poster's `sizes`: the feed's container (8xl, 1440 px,
 * padded 12 px a side below md and 24 px from md) less the 16 px gaps, shared by the columns.
 */
export const CARD_IMAGE_SIZES = sizesAttribute(
  [
    [`(min-width: ${BREAKPOINTS[2]}px)`, '336px'],
    [`(min-width: ${BREAKPOINTS[1]}px)`, 'calc(33.3vw - 27px)'],
    ['(min-width: 768px)', 'calc(50vw - 32px)'],
    [`(min-width: ${BREAKPOINTS[0]}px)`, 'calc(50vw - 20px)'],
  ],
  'calc(100vw - 24px)',
);

export function columnsFor(width: number, max: number): number {
  return Math.min(max, 1 + BREAKPOINTS.filter((breakpoint) => width >= breakpoint).length);
}

/**
 * The masonry puts the first `columns` videos atop the columns and the next ones under them: the
 * first two rows are what a visitor sees first (on a phone the second card's poster is the largest).
 */
export function firstScreenCards(columns: number): number {
  return 2 * columns;
}

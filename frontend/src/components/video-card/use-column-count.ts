import { useEffect, useState } from 'react';
import { sizesAttribute } from '@/lib/image-sources';
import { viewportSize } from '@/lib/viewport';

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

function columnsFor(width: number, max: number): number {
  return Math.min(max, 1 + BREAKPOINTS.filter((breakpoint) => width >= breakpoint).length);
}

/** Known at the first render (no layout shift), updated on resize. */
export function useColumnCount(max = 4): number {
  const [count, setCount] = useState(() => columnsFor(viewportSize().width, max));
  useEffect(() => {
    const update = () => setCount(columnsFor(viewportSize().width, max));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [max]);
  return count;
}

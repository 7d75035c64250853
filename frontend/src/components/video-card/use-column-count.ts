import { useEffect, useState } from 'react';

/** Minimum viewport widths (px) for 2, 3 and 4 columns; below the first, one column. */
const BREAKPOINTS = [640, 1024, 1440];

function columnsFor(width: number, max: number): number {
  return Math.min(max, 1 + BREAKPOINTS.filter((breakpoint) => width >= breakpoint).length);
}

/** Known at the first render (no layout shift), updated on resize. */
export function useColumnCount(max = 4): number {
  const [count, setCount] = useState(() => columnsFor(window.innerWidth, max));
  useEffect(() => {
    const update = () => setCount(columnsFor(window.innerWidth, max));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [max]);
  return count;
}

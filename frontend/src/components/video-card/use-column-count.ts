import { useEffect, useState } from 'react';
import { viewportSize } from '@/lib/viewport';
import { columnsFor } from './card-columns';

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

import { startTransition, useEffect, useState } from 'react';

/** Until a list of the page's first screen has been shown whole. */
let firstScreen = opensFresh();

/** A fresh visit, opened at its top: a reload or Back restores a scroll position, which needs the whole list there. */
function opensFresh(): boolean {
  const [entry] = (typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : []) as PerformanceNavigationTiming[];
  return entry?.type === 'navigate';
}

/**
 * The items of a long list to render now. The first `first` (what is in view) at once; the rest,
 * and items added later (the next page), one more per task: each render, commit, style and layout
 * then stays a short task, and the page answers taps while they arrive, instead of one task that
 * holds the main thread for the whole list. A list shown again later (Back to the feed) is whole
 * at once, so its scroll position can be restored.
 */
export function useProgressiveList<T>(items: T[], first: number): { shown: T[]; complete: boolean } {
  const [count, setCount] = useState(() => (firstScreen ? 0 : items.length));
  const shown = items.slice(0, Math.max(count, first));
  const complete = shown.length === items.length;
  useEffect(() => {
    if (complete) {
      if (items.length > 0) firstScreen = false;
      return;
    }
    const next = setTimeout(() => startTransition(() => setCount(shown.length + 1)), 0);
    return () => clearTimeout(next);
  }, [complete, items.length, shown.length]);
  return { shown, complete };
}

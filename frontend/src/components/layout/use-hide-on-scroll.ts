import { useEffect, useState } from 'react';

/** Movement (px) ignored as jitter, e.g. the rubber band at the ends of a touch scroll. */
export const SCROLL_JITTER = 2;

/**
 * Whether a bar that slides away while scrolling down is hidden after the page moved from
 * `previousY` to `y`: hidden once scrolled down past `revealZone`, shown again on the first scroll
 * up and whenever the page is within `revealZone` of its top.
 */
export function nextHidden(hidden: boolean, previousY: number, y: number, revealZone: number): boolean {
  if (y <= revealZone) return false;
  const delta = y - previousY;
  if (Math.abs(delta) <= SCROLL_JITTER) return hidden;
  return delta > 0;
}

/** True while the page is being scrolled down (past `revealZone`); false on the first scroll up. */
export function useHideOnScroll(enabled: boolean, revealZone: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let previousY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const from = previousY; // read now: React may run the updater after previousY moved on
        setHidden((current) => nextHidden(current, from, y, revealZone));
        if (Math.abs(y - from) > SCROLL_JITTER) previousY = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled, revealZone]);
  return hidden;
}

/** Whether the media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

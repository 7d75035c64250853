import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element at `ref` has come within `margin` of the viewport (once it has, it stays
 * true): for a part of a page below the first screen that is costly to build, rendered as the
 * viewer scrolls toward it rather than while the page starts.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

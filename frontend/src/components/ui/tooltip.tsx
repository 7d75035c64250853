import { Suspense, lazy, type ReactElement, type ReactNode } from 'react';

export interface TooltipProps {
  content: ReactNode;
  /** One element that takes a ref (a button or link); the tooltip describes it on hover and focus. */
  children: ReactElement;
}

// The tooltip's code (with its positioning engine) is not needed for the first paint: it loads
// right after, and until then the element shows without a tooltip.
const TooltipImpl = lazy(() => import('./tooltip-impl'));

/** A short label shown 700 ms after the pointer rests on (or the keyboard focuses) its element; touch screens do not show it. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <TooltipImpl content={content}>{children}</TooltipImpl>
    </Suspense>
  );
}

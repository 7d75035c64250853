import { useDeferredValue } from 'react';

/**
 * A query's data for a part of the screen that is costly to render. A query's update renders
 * synchronously, in one task that holds the main thread for all of it; through this, React first
 * renders with the previous value (the skeleton or spinner stays up), then with the new one at
 * transition priority, in slices that give the browser the main thread back every few milliseconds.
 */
export function useSlicedRender<T>(data: T): T {
  return useDeferredValue(data);
}

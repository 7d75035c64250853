import { useEffect, useState } from 'react';

/** Runs `task` once the page is idle, at the latest after `timeoutMs`; returns what cancels it. */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

/**
 * An idle period at least this long (ms) means nothing waits on the main thread: no task, no frame
 * to draw (Chromium grants up to 50 ms then, and less before a frame that is due).
 */
export const SETTLED_IDLE_MS = 40;

/**
 * Runs `task` once the page has settled, the main thread idle with nothing waiting (rather than
 * between two of start-up's tasks, where `whenIdle` may come), at the latest after `maxWaitMs`;
 * returns what cancels it.
 */
export function whenSettled(task: () => void, maxWaitMs = 3000): () => void {
  if (typeof window.requestIdleCallback !== 'function') return whenIdle(task, maxWaitMs);
  const giveUpAt = performance.now() + maxWaitMs;
  let id = 0;
  const check = (idle: IdleDeadline) => {
    const left = giveUpAt - performance.now();
    if (idle.didTimeout || idle.timeRemaining() >= SETTLED_IDLE_MS || left <= 0) task();
    else id = window.requestIdleCallback(check, { timeout: left });
  };
  id = window.requestIdleCallback(check, { timeout: maxWaitMs });
  return () => window.cancelIdleCallback(id);
}

/** False until the page has settled (`whenSettled`), then true. */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}

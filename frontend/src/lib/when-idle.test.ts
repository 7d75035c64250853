import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_IDLE_MS, whenSettled } from './when-idle';

/** A requestIdleCallback driven by the test: each call waits until `idle` hands it a period. */
function idlePeriods() {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => waiting.splice(0));
  return {
    idle(timeRemaining: number, didTimeout = false) {
      waiting.shift()?.({ didTimeout, timeRemaining: () => timeRemaining });
    },
    get waiting() {
      return waiting.length;
    },
  };
}

describe('whenSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('waits through short idle periods (between start-up tasks) for one with nothing waiting', () => {
    const periods = idlePeriods();
    const task = vi.fn();
    whenSettled(task);

    periods.idle(4);
    periods.idle(SETTLED_IDLE_MS - 1);
    expect(task).not.toHaveBeenCalled();

    periods.idle(SETTLED_IDLE_MS);
    expect(task).toHaveBeenCalledOnce();
    expect(periods.waiting).toBe(0);
  });

  it('runs once it has waited the longest it may, however busy the page', () => {
    vi.useFakeTimers();
    const periods = idlePeriods();
    const task = vi.fn();
    whenSettled(task, 3000);

    periods.idle(2);
    vi.advanceTimersByTime(3000);
    periods.idle(2);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs when the browser says the wait timed out', () => {
    const periods = idlePeriods();
    const task = vi.fn();
    whenSettled(task);
    periods.idle(0, true);
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled', () => {
    const periods = idlePeriods();
    const task = vi.fn();
    whenSettled(task)();
    periods.idle(50);
    expect(task).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeTab } from './nav-tabs';
import { TICKER_START_DELAY_MS, Ticker } from './ticker';
import { isTickerDismissed, useTickerDismissal } from './ticker-dismissal';
import { SCROLL_JITTER, nextHidden, useHideOnScroll } from './use-hide-on-scroll';
import { renderScreen } from '@/test/render';
import { TICKER_DISMISSED_KEY } from '@genalpha/shared/domain';

describe('nextHidden (the header that slides away while scrolling down)', () => {
  it('hides while scrolling down past the reveal zone and shows on the first scroll up', () => {
    expect(nextHidden(false, 0, 40, 60)).toBe(false); // still near the top
    expect(nextHidden(false, 40, 200, 60)).toBe(true);
    expect(nextHidden(true, 200, 900, 60)).toBe(true);
    expect(nextHidden(true, 900, 890, 60)).toBe(false); // the first scroll up
    expect(nextHidden(false, 890, 1200, 60)).toBe(true);
  });

  it('ignores jitter and always shows near the top', () => {
    expect(nextHidden(true, 500, 500 - SCROLL_JITTER, 60)).toBe(true);
    expect(nextHidden(false, 500, 500 + SCROLL_JITTER, 60)).toBe(false);
    expect(nextHidden(true, 100, 30, 60)).toBe(false);
    expect(nextHidden(true, 0, 0, 60)).toBe(false);
  });
});

describe('useHideOnScroll', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hides on every scroll down and shows on every first scroll up, time after time', () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    const { result } = renderHook(() => useHideOnScroll(true, 60));
    expect(result.current).toBe(false);
    for (const [y, hidden] of [
      [400, true],
      [900, true],
      [860, false],
      [1200, true],
      [1150, false],
      [1500, true],
      [20, false],
    ] as const) {
      scrollTo(y);
      expect(result.current, `at ${y}`).toBe(hidden);
    }
  });

  it('never hides when disabled (desktop)', () => {
    const { result } = renderHook(() => useHideOnScroll(false, 60));
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(result.current).toBe(false);
  });
});

describe('activeTab', () => {
  it("is the page's own tab, and none on pages outside the tabs (Upload is not lit on /auth)", () => {
    expect(activeTab('/')).toBe('feed');
    expect(activeTab('/upload')).toBe('upload');
    expect(activeTab('/creators')).toBe('creators');
    expect(activeTab('/search')).toBe('search');
    expect(activeTab('/auth')).toBeNull();
    expect(activeTab('/video/abc')).toBeNull();
    expect(activeTab('/profile')).toBeNull();
  });
});

describe('ticker dismissal', () => {
  afterEach(() => localStorage.clear());

  it('stays dismissed once closed (localStorage)', () => {
    expect(isTickerDismissed()).toBe(false);
    const { result } = renderHook(() => useTickerDismissal());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    expect(localStorage.getItem(TICKER_DISMISSED_KEY)).toBe('true');
    // A new page (a reload) starts dismissed.
    expect(renderHook(() => useTickerDismissal()).result.current[0]).toBe(true);
  });

  it('has a "Dismiss ticker" button that calls back', () => {
    let dismissed = 0;
    renderScreen(<Ticker onDismiss={() => dismissed++} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss ticker' }));
    expect(dismissed).toBe(1);
  });

  it('stands still for a while after it appears, then scrolls by itself', () => {
    vi.useFakeTimers();
    const animate = vi.fn(() => ({ currentTime: 0, cancel() {} }));
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    Object.assign(HTMLElement.prototype, { animate });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly changed: () => void) {}
        observe() {
          this.changed();
        }
        disconnect() {}
      },
    );
    try {
      renderScreen(<Ticker onDismiss={() => undefined} />);
      vi.advanceTimersByTime(TICKER_START_DELAY_MS - 1);
      expect(animate).not.toHaveBeenCalled();

      vi.advanceTimersByTime(1);
      expect(animate).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'animate');
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});

import { useEffect, useRef } from 'react';

export interface WatchKeyActions {
  next(): void;
  previous(): void;
  togglePlay(): void;
  toggleMute(): void;
  close(): void;
}

/** Keys typed into a field or inside a sheet (a dialog) are theirs, not the player's. */
function ownedElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || !!target.closest('input, textarea, select, [role="dialog"], [role="menu"]');
}

/** ↓/↑ next and previous video, Space play/pause, `m` mute, Escape back to the grid. */
export function useWatchKeys(actions: WatchKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownedElsewhere(event.target)) return;
      const action = {
        ArrowDown: latest.current.next,
        ArrowUp: latest.current.previous,
        ' ': latest.current.togglePlay,
        m: latest.current.toggleMute,
        M: latest.current.toggleMute,
        Escape: latest.current.close,
      }[event.key];
      // Space on a focused button presses that button, as it should.
      if (!action || (event.key === ' ' && event.target instanceof HTMLButtonElement)) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

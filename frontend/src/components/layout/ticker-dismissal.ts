import { useCallback, useState } from 'react';
import { TICKER_DISMISSED_KEY } from '@genalpha/shared/domain';

/** Whether the visitor closed the ticker (remembered on this device). */
export function isTickerDismissed(): boolean {
  try {
    return localStorage.getItem(TICKER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers that the ticker was closed; storage that refuses only forgets it on reload. */
export function rememberTickerDismissed(): void {
  try {
    localStorage.setItem(TICKER_DISMISSED_KEY, 'true');
  } catch {
    // Private mode or full storage: closed for this page only.
  }
}

/** [dismissed, dismiss] */
export function useTickerDismissal(): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(isTickerDismissed);
  const dismiss = useCallback(() => {
    rememberTickerDismissed();
    setDismissed(true);
  }, []);
  return [dismissed, dismiss];
}

import { useSyncExternalStore } from 'react';
import { RECENT_SEARCHES_KEY } from '@genalpha/shared/domain';

/** The searches made on this device, newest first, in localStorage (never sent anywhere). */
const KEPT = 8;
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: string[] } = { raw: null, list: [] };

/** The stored list; storage that refuses (private mode) or holds something else reads as the list kept in memory. */
function read(): string[] {
  try {
    const raw = localStorage.getItem(RECENT_SEARCHES_KEY);
    if (raw !== cached.raw) {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cached = { raw, list: Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string').slice(0, KEPT) : [] };
    }
  } catch {
    // Kept in memory for this page only.
  }
  return cached.list;
}

function write(list: string[]): void {
  const raw = JSON.stringify(list);
  cached = { raw, list };
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, raw);
  } catch {
    // storage refused: kept for this page only
  }
  listeners.forEach((listener) => listener());
}

export function rememberSearch(q: string): void {
  const text = q.trim();
  if (text) write([text, ...read().filter((item) => item !== text)].slice(0, KEPT));
}

export function clearRecentSearches(): void {
  write([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useRecentSearches(): string[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

/** The share of visits (browser sessions) that report: enough for percentiles, a tenth of the beacons. */
export const RUM_SAMPLE_RATE = 0.1;
const KEY = 'genalpha.rum';

interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether this browser session reports, decided once per session (kept in sessionStorage as `on` or
 * `off`, which may also be set by hand to see the beacons); without storage, per page load.
 */
export function sessionSampled(rate = RUM_SAMPLE_RATE, store: SessionStore | null = sessionStore(), random = Math.random): boolean {
  const kept = safely(() => store?.getItem(KEY));
  if (kept === 'on' || kept === 'off') return kept === 'on';
  const sampled = random() < rate;
  safely(() => store?.setItem(KEY, sampled ? 'on' : 'off'));
  return sampled;
}

function sessionStore(): SessionStore | null {
  return safely(() => window.sessionStorage) ?? null;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

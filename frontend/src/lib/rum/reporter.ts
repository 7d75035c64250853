import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { RUM_MAX_BEACON_BYTES, RUM_MAX_ENTRIES, type RumMetricName } from '@genalpha/shared/domain';
import { attachRumSink, recordRum } from './collect';
import { RumQueue } from './rum-queue';

/** Entries wait this long for others, so a page sends a beacon every few seconds at most. */
const BATCH_DELAY_MS = 10_000;

/**
 * The reporter, a chunk of its own loaded once the page is idle (start.ts): Core Web Vitals from
 * `web-vitals` (its observers read the buffered entries, so starting late loses nothing) and the
 * players' measurements, batched into `navigator.sendBeacon` calls to POST /api/rum (text/plain JSON).
 */
export function startReporter(): void {
  const queue = new RumQueue({
    send: (body) => navigator.sendBeacon('/api/rum', body),
    maxEntries: RUM_MAX_ENTRIES,
    maxBytes: RUM_MAX_BEACON_BYTES,
    delayMs: BATCH_DELAY_MS,
    setTimer: (task, ms) => {
      const id = window.setTimeout(task, ms);
      return () => window.clearTimeout(id);
    },
  });
  attachRumSink((entry) => queue.add(entry));
  const vital = (metric: Metric) => recordRum(metric.name as RumMetricName, metric.value);
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  onFCP(vital);
  onTTFB(vital);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', () => queue.flush());
}

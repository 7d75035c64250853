import { Counter, Histogram } from 'prom-client';
import type { RumEntry } from '@genalpha/shared';

/**
 * The web client's measurements as Prometheus metrics on prom-client's default registry, beside the
 * server's: times in seconds by metric and page kind, layout shift and stalls per playback by page
 * kind, playback errors by kind. Every label comes from the fixed lists of shared/domain/rum.ts.
 */
const timings = new Histogram({
  name: 'genalpha_rum_seconds',
  help: "Real users' page and playback times (LCP, INP, FCP, TTFB, first_frame: time to a playback's first frame) by page kind",
  labelNames: ['metric', 'page'] as const,
  buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 6, 10, 20],
});
const layoutShift = new Histogram({
  name: 'genalpha_rum_cls',
  help: "Real users' Cumulative Layout Shift by page kind",
  labelNames: ['page'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
});
const stalls = new Histogram({
  name: 'genalpha_rum_playback_stalls',
  help: 'Stalls (the picture waiting for data) in one playback, by page kind',
  labelNames: ['page'] as const,
  buckets: [0, 1, 2, 3, 5, 8, 13, 21],
});
const playbackErrors = new Counter({
  name: 'genalpha_rum_playback_errors_total',
  help: 'Playbacks that failed, by kind and page kind',
  labelNames: ['kind', 'page'] as const,
});

export function recordRumEntries(entries: RumEntry[]): void {
  for (const { name, page, value, kind } of entries) {
    if (name === 'CLS') layoutShift.observe({ page }, value);
    else if (name === 'stalls') stalls.observe({ page }, value);
    else if (name === 'playback_error') playbackErrors.inc({ kind: kind ?? 'other', page });
    else timings.observe({ metric: name, page }, value / 1000);
  }
}

/**
 * Real user measurements: what the web client reports in a beacon (POST /api/rum) and the API
 * accepts. Every name is from a fixed list, so the metrics' labels stay few.
 */

/** Core Web Vitals (the `web-vitals` package, in milliseconds; CLS unitless) and one playback's figures. */
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'first_frame', 'stalls', 'playback_error'] as const;
export type RumMetricName = (typeof RUM_METRICS)[number];

/** What kind of screen a measurement was taken on (the route, never its ids). */
export const RUM_PAGES = ['feed', 'watch', 'video', 'search', 'profile', 'upload', 'auth', 'settings', 'admin', 'other'] as const;
export type RumPage = (typeof RUM_PAGES)[number];

/** Why a playback failed: HTMLMediaElement's MediaError codes. */
export const RUM_PLAYBACK_ERRORS = ['aborted', 'network', 'decode', 'unsupported', 'other'] as const;
export type RumPlaybackError = (typeof RUM_PLAYBACK_ERRORS)[number];

/** Largest value accepted: 2 minutes in milliseconds (layout shift scores and stall counts stay far below). */
export const RUM_MAX_VALUE = 120_000;
/** Entries in one beacon, and its size: a batch the client sends at most this big, anything larger is refused. */
export const RUM_MAX_ENTRIES = 40;
export const RUM_MAX_BEACON_BYTES = 8 * 1024;

export interface RumEntry {
  name: RumMetricName;
  page: RumPage;
  /** Milliseconds for times, the score for CLS, a count for stalls; 1 for a playback error. */
  value: number;
  /** For playback_error only. */
  kind?: RumPlaybackError;
}

export interface RumBeacon {
  entries: RumEntry[];
}

import { RUM_MAX_VALUE, type RumEntry, type RumMetricName, type RumPlaybackError } from '@genalpha/shared/domain';
import { pageKind } from './page-kind';

/**
 * Where measurements go: held here (a few, at most MAX_HELD) until the reporter is loaded after the
 * page has settled, then handed to it; dropped when this visit is not sampled. Small on purpose: the
 * players import it, the reporter (web-vitals, batching, sendBeacon) is a chunk of its own.
 */
const MAX_HELD = 50;
let held: RumEntry[] | null = [];
let sink: ((entry: RumEntry) => void) | null = null;

export function recordRum(name: RumMetricName, value: number, kind?: RumPlaybackError): void {
  const entry: RumEntry = { name, page: pageKind(window.location.pathname), value: Math.min(Math.max(0, Math.round(value * 1000) / 1000), RUM_MAX_VALUE) };
  if (kind) entry.kind = kind;
  if (sink) sink(entry);
  else if (held && held.length < MAX_HELD) held.push(entry);
}

/** The reporter takes over: what was held first, then each measurement as it comes. */
export function attachRumSink(next: (entry: RumEntry) => void): void {
  sink = next;
  for (const entry of held ?? []) next(entry);
  held = null;
}

/** This visit reports nothing: measurements are dropped from now on. */
export function dropRum(): void {
  held = null;
  sink = () => undefined;
}

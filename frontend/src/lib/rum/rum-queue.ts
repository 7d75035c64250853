import type { RumEntry } from '@genalpha/shared/domain';

export interface RumQueueOptions {
  /** Sends one beacon's body (navigator.sendBeacon); false when the browser refused to queue it. */
  send(body: string): boolean;
  /** Entries and bytes in one beacon: the API refuses larger ones. */
  maxEntries: number;
  maxBytes: number;
  /** How long entries wait for others before they go (a page hide sends them at once). */
  delayMs: number;
  setTimer(task: () => void, ms: number): () => void;
}

/**
 * Batches measurements into beacons: one goes when `maxEntries` are waiting, `delayMs` after the first
 * one that waits, or at `flush()` (the page is hidden or left). Each beacon stays within the API's
 * limits, splitting a batch that would not; a refused send drops its batch (the next ones still go).
 */
export class RumQueue {
  private pending: RumEntry[] = [];
  private cancelTimer: (() => void) | null = null;

  constructor(private readonly options: RumQueueOptions) {}

  add(entry: RumEntry): void {
    this.pending.push(entry);
    if (this.pending.length >= this.options.maxEntries) this.flush();
    else this.cancelTimer ??= this.options.setTimer(() => this.flush(), this.options.delayMs);
  }

  flush(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const entries = this.pending;
    this.pending = [];
    for (const body of beaconBodies(entries, this.options.maxEntries, this.options.maxBytes)) this.options.send(body);
  }
}

/** The entries as beacon bodies (`{"entries":[…]}`), each within maxEntries and maxBytes. */
export function beaconBodies(entries: RumEntry[], maxEntries: number, maxBytes: number): string[] {
  const bodies: string[] = [];
  let batch: string[] = [];
  const body = (items: string[]) => `{"entries":[${items.join(',')}]}`;
  for (const entry of entries) {
    const item = JSON.stringify(entry);
    if (batch.length > 0 && (batch.length >= maxEntries || body([...batch, item]).length > maxBytes)) {
      bodies.push(body(batch));
      batch = [];
    }
    batch.push(item);
  }
  if (batch.length > 0) bodies.push(body(batch));
  return bodies;
}

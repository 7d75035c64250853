import { setBounded } from './bounded-map';

interface Entry<V> {
  value: V;
  readAt: number;
}

/**
 * Answers read in the last `ttlMs` (at most `max` keys, the oldest dropped first), one load per key at
 * a time. What this process changes it forgets at once; another process's change shows within `ttlMs`.
 * A load under way when its key is forgotten answers its caller but is not kept.
 */
export class ShortLivedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Moves on at every forget, so that a load begun before it is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.readAt < this.ttlMs) return entry.value;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key, load).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  forget(keys: Iterable<K>): void {
    this.generation += 1;
    for (const key of keys) {
      this.entries.delete(key);
      this.loading.delete(key);
    }
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private async load(key: K, load: () => Promise<V>): Promise<V> {
    const generation = this.generation;
    const readAt = Date.now();
    const value = await load();
    if (generation === this.generation) setBounded(this.entries, key, { value, readAt }, this.max);
    return value;
  }
}

import { Counter, Gauge } from 'prom-client';
import { CountedQueue, QueueName, registerQueueGauge } from '@genalpha/shared';

export const rateLimitRefusals = new Counter({
  name: 'genalpha_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by policy',
  labelNames: ['policy'] as const,
});

/** What one API app in this process reports at scrape time (an app adds itself at start and leaves at shutdown; tests run several). */
export interface ApiGaugeSource {
  openStreams(): number;
  pool(): { total: number; idle: number; waiting: number } | undefined;
  /** Whether PostgreSQL and Redis answer (a cheap check: connection state, or a ping with a short time limit). */
  dependencies(): Promise<{ postgres: boolean; redis: boolean }>;
  queue(name: QueueName): CountedQueue;
}

export const apiGaugeSources = new Set<ApiGaugeSource>();

const noQueue: CountedQueue = { getJobCounts: () => Promise.reject(new Error('no API app in this process')) };

/**
 * The API reports the queues too (the same figures as the worker, read from Redis): with the worker
 * stopped its series vanish, and the waiting jobs piling up must still be seen (and alerted on).
 */
registerQueueGauge((name) => [...apiGaugeSources][0]?.queue(name) ?? noQueue);

new Gauge({
  name: 'genalpha_event_streams_open',
  help: 'Notification streams (server-sent events) held open',
  collect() {
    this.set([...apiGaugeSources].reduce((sum, source) => sum + source.openStreams(), 0));
  },
});

new Gauge({
  name: 'genalpha_db_pool_connections',
  help: 'PostgreSQL pool connections by state: total (open), idle, waiting (requests queued for a connection)',
  labelNames: ['state'] as const,
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const source of apiGaugeSources) {
      const pool = source.pool();
      if (!pool) continue;
      sum.total += pool.total;
      sum.idle += pool.idle;
      sum.waiting += pool.waiting;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});

new Gauge({
  name: 'genalpha_dependency_up',
  help: 'Whether the process reaches its dependency (1) or not (0): postgres, redis',
  labelNames: ['dependency'] as const,
  // Several API processes: down in any one is down.
  aggregator: 'min',
  async collect() {
    this.reset();
    const states = await Promise.all([...apiGaugeSources].map((source) => source.dependencies()));
    if (states.length === 0) return;
    this.set({ dependency: 'postgres' }, states.every((s) => s.postgres) ? 1 : 0);
    this.set({ dependency: 'redis' }, states.every((s) => s.redis) ? 1 : 0);
  },
});

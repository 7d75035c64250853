import IORedis, { RedisOptions } from 'ioredis';

/**
 * A Redis client that keeps retrying while Redis is away instead of failing
 * every call at once. BullMQ needs maxRetriesPerRequest: null on its own clients.
 */
export function createRedisClient(url: string, options: RedisOptions = {}): IORedis {
  return new IORedis(url, {
    lazyConnect: false,
    enableReadyCheck: true,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    ...options,
  });
}

export function bullConnectionOptions(url: string): RedisOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
    // BullMQ's own default backs off to 20 s between attempts: after an outage, jobs would wait that long.
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
}

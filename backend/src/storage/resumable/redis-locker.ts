import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type IORedis from 'ioredis';

/** Deletes or extends the lock only while it is still ours (the token), so an expired holder cannot drop another's. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface RedisLockerOptions {
  /** How long a request waits for the upload's lock before giving up (423). */
  acquireTimeoutMs?: number;
  /** The lock lives this long unless its holder extends it (a crashed process frees it by itself). */
  leaseMs?: number;
  retryMs?: number;
  /** While it waits, a request asks the holder again this often: a publish reaches only those subscribed at that moment. */
  askAgainMs?: number;
}

/**
 * tus's lock on one upload across every API process: `SET NX PX` with a lease its holder keeps
 * extending. A request that finds the upload locked asks the holder, in whatever process, to let go
 * (pub/sub): the holder's request is a client's dead connection it has not noticed yet, and the
 * newcomer is the same client resuming. The holder stops its write, unlocks, and the newcomer takes
 * the lock and checks Upload-Offset, so two PATCHes never write one upload at once.
 */
export class RedisLocker implements Locker {
  private readonly holders = new Map<string, RequestRelease>();
  private readonly channel: string;
  readonly acquireTimeoutMs: number;
  readonly leaseMs: number;
  readonly retryMs: number;
  readonly askAgainMs: number;
  /** Settles once this process hears requests to let go; one sent before that is not heard here. */
  readonly subscribed: Promise<unknown>;

  constructor(
    readonly redis: IORedis,
    private readonly subscriber: IORedis,
    readonly prefix: string,
    options: RedisLockerOptions = {},
  ) {
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.retryMs = options.retryMs ?? 50;
    this.askAgainMs = options.askAgainMs ?? 500;
    this.channel = `${prefix}tus-lock-release`;
    this.subscribed = this.subscriber
      .subscribe(this.channel)
      .catch((error: Error) => new Logger('RedisLocker').warn(`not subscribed to requests to let go of uploads: ${error.message}`));
    this.subscriber.on('message', (channel: string, id: string) => {
      if (channel === this.channel) void this.holders.get(id)?.();
    });
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }

  keyOf(id: string): string {
    return `${this.prefix}tus-lock:${id}`;
  }

  hold(id: string, release: RequestRelease): void {
    this.holders.set(id, release);
  }

  drop(id: string): void {
    this.holders.delete(id);
  }

  async askRelease(id: string): Promise<void> {
    await this.redis.publish(this.channel, id);
  }

  async close(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}

class RedisLock implements Lock {
  private readonly token = randomUUID();
  private renewal: NodeJS.Timeout | null = null;

  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { redis, leaseMs, retryMs, askAgainMs, acquireTimeoutMs } = this.locker;
    const key = this.locker.keyOf(this.id);
    const giveUpAt = Date.now() + acquireTimeoutMs;
    let askedAt = -Infinity;
    while (!stopSignal.aborted && Date.now() < giveUpAt) {
      if ((await redis.set(key, this.token, 'PX', leaseMs, 'NX')) === 'OK') {
        this.locker.hold(this.id, requestRelease);
        this.renewal = setInterval(() => void redis.eval(EXTEND, 1, key, this.token, leaseMs).catch(() => undefined), leaseMs / 3);
        this.renewal.unref();
        return;
      }
      // Again while it waits: the holder may not have been subscribed (a process starting, a
      // reconnect) when it was first asked. Asking twice only cancels the same request twice.
      if (Date.now() - askedAt >= askAgainMs) {
        await this.locker.askRelease(this.id);
        askedAt = Date.now();
      }
      await new Promise((done) => setTimeout(done, retryMs));
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    this.locker.drop(this.id);
    await this.locker.redis.eval(RELEASE, 1, this.locker.keyOf(this.id), this.token);
  }
}

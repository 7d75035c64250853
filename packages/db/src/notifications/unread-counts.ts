import { randomBytes } from 'node:crypto';
import type IORedis from 'ioredis';
import { SqlRunner } from '../sql-runner';
import { notificationsRepository } from '../repositories/notifications.repository';

/** A backstop only: every change that moves a count already replaces or invalidates it. */
export const UNREAD_COUNT_TTL_SECONDS = 60;

/** Stores ARGV[3] in KEYS[3] only if neither the generation nor the user's version moved since they were read. */
const STORE_IF_UNCHANGED = `
if (redis.call('GET', KEYS[1]) or '') == ARGV[1] and (redis.call('GET', KEYS[2]) or '') == ARGV[2] then
  redis.call('SET', KEYS[3], ARGV[3], 'EX', ARGV[4])
end`;

/**
 * Stores the cached count ARGV[1] plus one under a new version ARGV[2] if the cached value is still
 * exactly ARGV[1] and current; answers the new count, or false.
 */
const INCREMENT_IF_UNCHANGED = `
local generation = redis.call('GET', KEYS[1]) or ''
local version = redis.call('GET', KEYS[2]) or ''
local prefix = generation .. '/' .. version .. '/'
if redis.call('GET', KEYS[3]) ~= ARGV[1] or string.sub(ARGV[1], 1, #prefix) ~= prefix then return false end
local count = tonumber(string.sub(ARGV[1], #prefix + 1)) + 1
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
redis.call('SET', KEYS[3], generation .. '/' .. ARGV[2] .. '/' .. count, 'EX', ARGV[3])
return count`;

interface StoredCount {
  generation: string;
  version: string;
  /** The cached value as stored (`generation/version/count`), if any. */
  value: string | null;
  /** Its count while it is current, else null. */
  count: number | null;
}

/**
 * Each user's unread count, cached in Redis and exact: a cached count carries the global generation
 * and the user's version it was read under, and is used only while both are still current.
 * - A change to one user's notifications (stored, read, its video or comment deleted) calls
 *   `changed(userId)` once committed: a fresh version, then the count read from SQL and cached.
 * - One new unread notification: `snapshot(userId)` before its insert, `added(userId, snapshot)`
 *   after: the cached count plus one, without SQL, if the cached value is still the one taken
 *   before the insert (so no read cached a count that may already include the row); else as `changed`.
 * - A change to what the visibility rule admits for many users (an account banned or unbanned)
 *   calls `allChanged()`: a new generation, so every cached count is read again.
 * A count computed from SQL is stored only if no version moved since before its query began, so a
 * read racing a change never caches the count from before it. Redis unavailable: SQL answers.
 */
export class UnreadCounts {
  private readonly generationKey: string;

  constructor(
    private readonly db: SqlRunner,
    private readonly redis: Pick<IORedis, 'mget' | 'multi' | 'eval' | 'incr'>,
    private readonly redisPrefix: string,
    private readonly onRedisFailed: (error: Error) => void,
  ) {
    this.generationKey = `${redisPrefix}:unread-count:generation`;
  }

  /** The user's unread count: the cached one while current, else from SQL (then cached). */
  async read(userId: string): Promise<number> {
    let stored: StoredCount;
    try {
      stored = await this.stored(userId);
    } catch (error) {
      this.onRedisFailed(error as Error);
      return notificationsRepository.unreadCount(this.db, userId);
    }
    return stored.count ?? this.readAndStore(userId, stored.generation, stored.version);
  }

  /** After a committed change to the user's notifications: answers the new count and caches it. */
  async changed(userId: string): Promise<number> {
    const keys = this.keysOf(userId);
    const version = randomBytes(8).toString('hex');
    let generation: string;
    try {
      const results = await this.redis.multi().set(keys.version, version, 'EX', UNREAD_COUNT_TTL_SECONDS).del(keys.count).get(this.generationKey).exec();
      const failed = results?.find(([error]) => error)?.[0];
      if (!results || failed) throw failed ?? new Error('the transaction was discarded');
      generation = (results[2][1] as string | null) ?? '';
    } catch (error) {
      this.onRedisFailed(error as Error);
      return notificationsRepository.unreadCount(this.db, userId);
    }
    return this.readAndStore(userId, generation, version);
  }

  /** The user's cached count as stored, if current: what `added` checks is unchanged after an insert. */
  async snapshot(userId: string): Promise<string | null> {
    try {
      const stored = await this.stored(userId);
      return stored.count === null ? null : stored.value;
    } catch (error) {
      this.onRedisFailed(error as Error);
      return null;
    }
  }

  /**
   * After one new unread notification committed: the count before it plus one, else as `changed`.
   * (A row from an actor banned just before it is counted until the ban's new generation, a moment later.)
   */
  async added(userId: string, before: string | null): Promise<number> {
    if (before === null) return this.changed(userId);
    const keys = this.keysOf(userId);
    try {
      const count = await this.redis.eval(
        INCREMENT_IF_UNCHANGED,
        3,
        this.generationKey,
        keys.version,
        keys.count,
        before,
        randomBytes(8).toString('hex'),
        UNREAD_COUNT_TTL_SECONDS,
      );
      if (count !== null) return Number(count);
    } catch (error) {
      this.onRedisFailed(error as Error);
    }
    return this.changed(userId);
  }

  /** After a committed change that may move anyone's count: no cached count is used again. */
  async allChanged(): Promise<void> {
    try {
      await this.redis.incr(this.generationKey);
    } catch (error) {
      this.onRedisFailed(error as Error);
    }
  }

  private async readAndStore(userId: string, generation: string, version: string): Promise<number> {
    const count = await notificationsRepository.unreadCount(this.db, userId);
    const keys = this.keysOf(userId);
    try {
      await this.redis.eval(
        STORE_IF_UNCHANGED,
        3,
        this.generationKey,
        keys.version,
        keys.count,
        generation,
        version,
        `${generation}/${version}/${count}`,
        UNREAD_COUNT_TTL_SECONDS,
      );
    } catch (error) {
      this.onRedisFailed(error as Error);
    }
    return count;
  }

  /** What Redis holds for the user: the generation, their version, the cached value and its count if current. */
  private async stored(userId: string): Promise<StoredCount> {
    const keys = this.keysOf(userId);
    const [generation, version, value] = await this.redis.mget(this.generationKey, keys.version, keys.count);
    const current = { generation: generation ?? '', version: version ?? '' };
    return { ...current, value, count: cachedCount(value, current.generation, current.version) };
  }

  private keysOf(userId: string): { version: string; count: string } {
    return { version: `${this.redisPrefix}:unread-count:version:${userId}`, count: `${this.redisPrefix}:unread-count:${userId}` };
  }
}

/** The count in `cached` if it was stored under this generation and version. */
function cachedCount(cached: string | null, generation: string, version: string): number | null {
  const tag = `${generation}/${version}/`;
  return cached?.startsWith(tag) ? Number(cached.slice(tag.length)) : null;
}

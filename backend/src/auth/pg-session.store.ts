import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sessionsRepository } from '@genalpha/db';
import { setBounded } from '../common/bounded-map';
import { StoredSession } from './session.config';

// Rolling expiry without a write on every request: touch only once the
// stored expiry is more than this far behind the new one.
const TOUCH_AFTER_MS = 60 * 60 * 1000;
/** "Last active" of a session is written at most this often (by each API process), not on every request. */
export const ACTIVITY_EVERY_MS = 60 * 1000;

const PRUNE_EVERY_MS = 60 * 60 * 1000;
// Stored expiries and activity remembered from reads and writes, so an idle touch costs no round trip.
const KNOWN_STATES_MAX = 50_000;

/**
 * A session read is answered from memory for this long, so the burst of API calls of one page
 * costs one lookup. A new session takes effect at once; every ending of one goes through
 * SessionRevocation (logout, a sign-in replacing it, logout-all, ban), which drops it here in every
 * process; a session edited in the table directly is honoured here for at most this long.
 */
export const SESSION_READ_CACHE_MS = 2_000;
const RECENT_READS_MAX = 10_000;

/** What is stored of a session's expiry and last activity (epoch ms; 0: never recorded). */
interface KnownState {
  expire: number;
  activeAt: number;
}

/** Where a session was started: kept with it for the account's list of sessions. */
export interface SessionDevice {
  userAgent: string | null;
  network: string | null;
}

interface RecentRead {
  json: string;
  expire: number;
  readAt: number;
}

/** The session store on the "sessions" table (sid, sess, expire, device, activity); expired rows are pruned hourly. */
@Injectable()
export class PgSessionStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PgSessionStore.name);
  private pruneTimer?: NodeJS.Timeout;
  private readonly knownStates = new Map<string, KnownState>();
  private readonly recentReads = new Map<string, RecentRead>();

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }

  /** The session while it has not expired, or null. */
  async get(sid: string): Promise<StoredSession | null> {
    const recent = this.recentReads.get(sid);
    const now = Date.now();
    // A fresh copy each time: the caller may change what it is given.
    if (recent && now - recent.readAt < SESSION_READ_CACHE_MS && recent.expire > now) return JSON.parse(recent.json) as StoredSession;
    const row = await sessionsRepository.get<StoredSession>(this.dataSource, sid);
    if (!row) return null;
    this.remember(sid, row.expire, row.lastActiveAt?.getTime() ?? 0);
    this.rememberRead(sid, row);
    return row.sess;
  }

  async set(sid: string, data: StoredSession, device?: SessionDevice): Promise<void> {
    this.recentReads.delete(sid);
    await sessionsRepository.upsert(this.dataSource, sid, JSON.stringify(data), expiryOf(data), device?.userAgent ?? null, device?.network ?? null);
    this.remember(sid, expiryOf(data), Date.now());
  }

  /**
   * Whether touch would write: this process does not know the stored state, the stored expiry is
   * over an hour behind `expire` (epoch ms), or the activity was last recorded over a minute ago.
   */
  touchDue(sid: string, expire: number, now = Date.now()): boolean {
    const known = this.knownStates.get(sid);
    return !known || expire - known.expire >= TOUCH_AFTER_MS || now - known.activeAt >= ACTIVITY_EVERY_MS;
  }

  /**
   * Extends the expiry (at most hourly) and records the activity (at most once a minute); in
   * between, nothing is written. Best effort: a touch that fails (the database went away after the
   * session was read) only leaves the row where it was, so the response goes out whole instead of failing.
   */
  async touch(sid: string, expire: Date): Promise<void> {
    const now = Date.now();
    if (!this.touchDue(sid, expire.getTime(), now)) return;
    const known = this.knownStates.get(sid);
    try {
      await sessionsRepository.touch(this.dataSource, sid, expire, new Date(expire.getTime() - TOUCH_AFTER_MS), new Date(now - ACTIVITY_EVERY_MS));
      this.remember(sid, new Date(Math.max(expire.getTime(), known?.expire ?? 0)), now);
    } catch (error) {
      this.logger.warn(`session expiry not extended: ${(error as Error).message}`);
    }
  }

  /** Drops what this process remembers of ended sessions (SessionRevocation, in every process), so they are not served from memory. */
  forget(sids: readonly string[]): void {
    for (const sid of sids) {
      this.knownStates.delete(sid);
      this.recentReads.delete(sid);
    }
  }

  private remember(sid: string, expire: Date, activeAt: number): void {
    setBounded(this.knownStates, sid, { expire: new Date(expire).getTime(), activeAt }, KNOWN_STATES_MAX);
  }

  private rememberRead(sid: string, row: { sess: StoredSession; expire: Date }): void {
    const now = Date.now();
    // Oldest reads first (insertion order): drop the stale ones.
    for (const [oldSid, oldRead] of this.recentReads) {
      if (now - oldRead.readAt < SESSION_READ_CACHE_MS) break;
      this.recentReads.delete(oldSid);
    }
    setBounded(this.recentReads, sid, { json: JSON.stringify(row.sess), expire: new Date(row.expire).getTime(), readAt: now }, RECENT_READS_MAX);
  }

  async prune(): Promise<void> {
    await sessionsRepository.prune(this.dataSource);
  }
}

function expiryOf(data: StoredSession): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + 24 * 3600 * 1000);
}

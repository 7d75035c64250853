import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, createRedisClient } from '@genalpha/shared';
import { SqlRunner, sessionsRepository } from '@genalpha/db';
import { REDIS } from '../redis/redis.module';
import { PgSessionStore } from './pg-session.store';

/** Emitted in every API process when sessions end (logout, a sign-in replacing one, logout-all, ban): open notification streams of them close. */
export const SESSIONS_ENDED = 'sessions.ended';

export interface SessionsEndedEvent {
  userId: string;
  sids: string[];
}

/**
 * The one way sessions end: the rows go, then every API process (over Redis pub/sub)
 * drops them from its session read cache and closes the notification streams they hold. If Redis
 * is away, other processes still stop honouring them within SESSION_READ_CACHE_MS, and their
 * streams within the stream's periodic session check.
 */
@Injectable()
export class SessionRevocation implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionRevocation.name);
  private readonly subscriber: IORedis;
  private readonly channel: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly store: PgSessionStore,
    private readonly events: EventEmitter2,
  ) {
    this.channel = `${config.redisPrefix}:sessions:ended`;
    this.subscriber = createRedisClient(config.redisUrl);
    this.subscriber.on('error', (error) => this.logger.warn(`subscriber: ${error.message}`));
    this.subscriber.on('message', (_channel: string, message: string) => this.apply(JSON.parse(message) as SessionsEndedEvent));
  }

  onModuleInit(): void {
    // Not awaited: the API starts while Redis is away, and the client subscribes once it is back.
    this.subscriber.subscribe(this.channel).catch((error: Error) => this.logger.warn(`not subscribed to ended sessions: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }

  /** Ends one session now, everywhere: a sign-out, or the session a sign-in replaces. */
  async end(sid: string): Promise<void> {
    const userId = await sessionsRepository.destroy(this.dataSource, sid);
    if (userId) await this.announce({ userId, sids: [sid] });
    else this.store.forget([sid]);
  }

  /** Ends every session of the user now, everywhere. */
  async endAllOf(userId: string): Promise<void> {
    const sids = await this.deleteAllOf(userId, this.dataSource);
    await this.announce({ userId, sids });
  }

  /**
   * Deletes every session of the user (but `keep`, the caller's own, if given) inside the caller's
   * transaction; announce() the answered ids once it is committed.
   */
  async deleteAllOf(userId: string, db: SqlRunner, keep?: string): Promise<string[]> {
    return sessionsRepository.deleteAllOf(db, userId, keep ?? null);
  }

  /** Ends the user's session of this public id now, everywhere: its sid, or null when the user has no such session. */
  async endOne(userId: string, publicId: string): Promise<string | null> {
    const sid = await sessionsRepository.deleteOne(this.dataSource, userId, publicId);
    if (!sid) return null;
    await this.announce({ userId, sids: [sid] });
    return sid;
  }

  /** Tells this process and every other one that these sessions are over (after the deletion is committed). */
  async announce(event: SessionsEndedEvent): Promise<void> {
    this.apply(event);
    try {
      await this.redis.publish(this.channel, JSON.stringify(event));
    } catch (error) {
      this.logger.warn(`ended sessions not announced to other processes (they notice within seconds): ${(error as Error).message}`);
    }
  }

  private apply(event: SessionsEndedEvent): void {
    this.store.forget(event.sids);
    this.events.emit(SESSIONS_ENDED, event);
  }
}

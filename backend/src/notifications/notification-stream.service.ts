import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, createRedisClient, STREAMS_PER_USER } from '@genalpha/shared';
import { NotificationStreamMessage, notificationChannel, notificationsRepository } from '@genalpha/db';
import { SESSIONS_ENDED, SessionsEndedEvent } from '../auth/session-revocation.service';
import { REDIS } from '../redis/redis.module';

export const HEARTBEAT_MS = 25_000;
/** How often each process checks that its streams' sessions still exist (logout elsewhere, expiry): a stream ends within this plus a query. */
export const STREAM_SESSION_CHECK_MS = 10_000;
export const STREAMS_FULL = 'Too many open notification streams; try again later';
const RETRY_AFTER_SECONDS = 30;
const SHUTDOWN_GRACE_MS = 2_000;
/** A user's stream registry outlives any one stream; entries of a process that died drop out as the oldest. */
const REGISTRY_TTL_SECONDS = 24 * 3600;

/** Why the server ended a stream; sent as `event: closed` so the client knows not to reconnect at once. */
export type StreamCloseReason = 'session-ended' | 'stream-limit';

/** Registers a stream and answers the ones beyond the user's limit, oldest first (ordered by a per-user sequence, not clocks). */
const REGISTER_SCRIPT = `
local seq = redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
redis.call('ZADD', KEYS[1], seq, ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
local excess = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[2])
if excess <= 0 then return {} end
local oldest = redis.call('ZRANGE', KEYS[1], 0, excess - 1)
redis.call('ZREM', KEYS[1], unpack(oldest))
return oldest`;

interface OpenStream {
  id: string;
  userId: string;
  sid: string;
  res: ServerResponse;
}

/**
 * Live notifications as Server-Sent Events. Any API process publishes on the recipient's Redis
 * channel; each process holds one subscriber connection and subscribes to a user's channel while
 * that user has a stream open on it, so delivery works whichever process the stream landed on.
 * Streams are bounded (STREAMS_PER_USER per user across processes, NOTIFICATION_STREAMS_MAX per
 * process) and end with their session: at once on logout, logout-all and ban (SESSIONS_ENDED,
 * announced to every process), and within STREAM_SESSION_CHECK_MS of an expiry.
 */
@Injectable()
export class NotificationStreamService implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(NotificationStreamService.name);
  private readonly streams = new Map<string, OpenStream>();
  /** Each user's streams in this process, and the subscription to their channel that lives as long as they do. */
  private readonly users = new Map<string, { streams: Set<OpenStream>; subscribed: Promise<unknown> }>();
  private readonly subscriber: IORedis;
  private readonly closeChannel: string;
  private sessionCheck?: NodeJS.Timeout;

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.closeChannel = `${config.redisPrefix}:notification-streams:close`;
    this.subscriber = createRedisClient(config.redisUrl);
    this.subscriber.on('error', (error) => this.logger.warn(`subscriber: ${error.message}`));
    this.subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
  }

  onModuleInit(): void {
    this.subscriber.subscribe(this.closeChannel).catch((error: Error) => this.logger.warn(`not subscribed to stream closes: ${error.message}`));
    this.sessionCheck = setInterval(() => void this.closeStreamsOfEndedSessions(), STREAM_SESSION_CHECK_MS);
    this.sessionCheck.unref();
  }

  /** Turns the response into an event stream for the user's session `sid` until either goes away. */
  /** Streams this process holds open now (genalpha_event_streams_open). */
  get openCount(): number {
    return this.streams.size;
  }

  async open(userId: string, sid: string, reply: FastifyReply, unreadCount: () => Promise<number>): Promise<void> {
    if (this.streams.size >= this.config.notificationStreamsMax) {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new ServiceUnavailableException(STREAMS_FULL);
    }
    // Written by hand from here on: Fastify sends nothing more (no onSend hooks, so never compressed).
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 5000\n\n');

    const stream: OpenStream = { id: randomUUID(), userId, sid, res };
    this.streams.set(stream.id, stream);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      this.remove(stream);
    });
    await Promise.all([this.subscribe(stream), this.register(stream)]);
    if (!res.writableEnded) writeEvent(res, 'unread-count', { count: await unreadCount() });
  }

  /** Logout, logout-all or a ban, in this process or another: their streams end now. */
  @OnEvent(SESSIONS_ENDED)
  onSessionsEnded(event: SessionsEndedEvent): void {
    const ended = new Set(event.sids);
    for (const stream of this.streams.values()) if (ended.has(stream.sid)) void this.close(stream, 'session-ended');
  }

  /**
   * Ends every stream before the HTTP server closes: the server would otherwise cut these
   * connections mid-response (it counts a fully received request as idle), and the session
   * middleware finishes a response asynchronously, so each one is awaited.
   */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sessionCheck);
    const finished = [...this.streams.values()].map((stream) => endStream(stream.res));
    await Promise.race([Promise.all(finished), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }

  /** Sessions expired or deleted behind this process's back; while the database is away, streams are left open. */
  private async closeStreamsOfEndedSessions(): Promise<void> {
    if (this.streams.size === 0) return;
    const sids = [...new Set([...this.streams.values()].map((stream) => stream.sid))];
    let live: Set<string>;
    try {
      live = await notificationsRepository.liveSessions(this.dataSource, sids);
    } catch (error) {
      this.logger.warn(`stream sessions not checked: ${(error as Error).message}`);
      return;
    }
    for (const stream of this.streams.values()) if (!live.has(stream.sid)) void this.close(stream, 'session-ended');
  }

  /** Adds the stream to its user's registry; the oldest beyond the limit are closed wherever they are. Fails open while Redis is away. */
  private async register(stream: OpenStream): Promise<void> {
    let evicted: string[];
    try {
      evicted = (await this.redis.eval(
        REGISTER_SCRIPT,
        2,
        this.registryKey(stream.userId),
        `${this.registryKey(stream.userId)}:seq`,
        stream.id,
        STREAMS_PER_USER,
        REGISTRY_TTL_SECONDS,
      )) as string[];
    } catch (error) {
      this.logger.warn(`stream limit not checked: ${(error as Error).message}`);
      return;
    }
    // The client left while this was registered: its removal ran first.
    if (!this.streams.has(stream.id)) this.unregister(stream);
    if (evicted.length === 0) return;
    this.closeByIds(evicted);
    await this.redis.publish(this.closeChannel, JSON.stringify(evicted)).catch((error: Error) => this.logger.warn(`stream close not sent: ${error.message}`));
  }

  private closeByIds(ids: string[]): void {
    for (const id of ids) {
      const stream = this.streams.get(id);
      if (stream) void this.close(stream, 'stream-limit');
    }
  }

  private async close(stream: OpenStream, reason: StreamCloseReason): Promise<void> {
    if (stream.res.writableEnded) return;
    writeEvent(stream.res, 'closed', { reason });
    await endStream(stream.res);
  }

  private remove(stream: OpenStream): void {
    if (!this.streams.delete(stream.id)) return;
    this.unregister(stream);
    const user = this.users.get(stream.userId);
    if (!user?.streams.delete(stream) || user.streams.size > 0) return;
    this.users.delete(stream.userId);
    this.subscriber.unsubscribe(this.channel(stream.userId)).catch((error: Error) => this.logger.warn(`unsubscribe: ${error.message}`));
  }

  private unregister(stream: OpenStream): void {
    this.redis.zrem(this.registryKey(stream.userId), stream.id).catch((error: Error) => this.logger.warn(`stream not unregistered: ${error.message}`));
  }

  private async subscribe(stream: OpenStream): Promise<void> {
    let user = this.users.get(stream.userId);
    if (!user) {
      user = { streams: new Set(), subscribed: this.subscriber.subscribe(this.channel(stream.userId)) };
      this.users.set(stream.userId, user);
    }
    user.streams.add(stream);
    await user.subscribed;
  }

  private receive(channel: string, raw: string): void {
    if (channel === this.closeChannel) return this.closeByIds(JSON.parse(raw) as string[]);
    const user = this.users.get(channel.slice(this.channel('').length));
    if (!user) return;
    const message = JSON.parse(raw) as NotificationStreamMessage;
    for (const stream of user.streams) {
      if (message.notification) writeEvent(stream.res, 'notification', message.notification);
      writeEvent(stream.res, 'unread-count', { count: message.count });
    }
  }

  private channel(userId: string): string {
    return notificationChannel(this.config.redisPrefix, userId);
  }

  private registryKey(userId: string): string {
    return `${this.config.redisPrefix}:notification-streams:${userId}`;
  }
}

function writeEvent(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Ends the response, then the connection, so nothing waits out keep-alive. */
function endStream(res: ServerResponse): Promise<void> {
  const socket = res.socket;
  return new Promise((resolve) => {
    res.once('close', () => resolve());
    res.once('finish', () => {
      socket?.end();
      resolve();
    });
    res.end();
  });
}

import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { Response } from 'express';
import type IORedis from 'ioredis';
import { AppConfig, createRedisClient } from '@genalpha/shared';
import { APP_CONFIG } from '../config/config.module';
import { REDIS } from '../redis/redis.module';
import { NotificationDto } from './dto/notification.dto';

export const HEARTBEAT_MS = 25_000;
const SHUTDOWN_GRACE_MS = 2_000;

/** What travels on a user's channel: a new notification (if any) and the unread count after it. */
export interface StreamMessage {
  notification?: NotificationDto;
  count: number;
}

interface LocalStreams {
  responses: Set<Response>;
  subscribed: Promise<unknown>;
}

/**
 * Live notifications as Server-Sent Events. Any API process publishes on the recipient's Redis
 * channel; each process holds one subscriber connection and subscribes to a user's channel while
 * that user has a stream open on it, so delivery works whichever process the stream landed on.
 */
@Injectable()
export class NotificationStreamService implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(NotificationStreamService.name);
  private readonly streams = new Map<string, LocalStreams>();
  private readonly subscriber: IORedis;

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.subscriber = createRedisClient(config.redisUrl);
    this.subscriber.on('error', (error) => this.logger.warn(`subscriber: ${error.message}`));
    this.subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
  }

  async publish(userId: string, message: StreamMessage): Promise<void> {
    try {
      await this.redis.publish(this.channel(userId), JSON.stringify(message));
    } catch (error) {
      this.logger.warn(`notification not pushed (clients will poll): ${(error as Error).message}`);
    }
  }

  /** Turns the response into an event stream for `userId` until the client goes away. */
  async open(userId: string, res: Response, unreadCount: () => Promise<number>): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write('retry: 5000\n\n');

    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      this.remove(userId, res);
    });
    await this.add(userId, res);
    if (!res.writableEnded) writeEvent(res, 'unread-count', { count: await unreadCount() });
  }

  /**
   * Ends every stream before the HTTP server closes: the server would otherwise cut these
   * connections mid-response (it counts a fully received request as idle), and the session
   * middleware finishes a response asynchronously, so each one is awaited.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const finished = [...this.streams.values()].flatMap(({ responses }) => [...responses].map(endStream));
    await Promise.race([Promise.all(finished), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }

  private async add(userId: string, res: Response): Promise<void> {
    let local = this.streams.get(userId);
    if (!local) {
      local = { responses: new Set(), subscribed: this.subscriber.subscribe(this.channel(userId)) };
      this.streams.set(userId, local);
    }
    local.responses.add(res);
    await local.subscribed;
  }

  private remove(userId: string, res: Response): void {
    const local = this.streams.get(userId);
    if (!local?.responses.delete(res) || local.responses.size > 0) return;
    this.streams.delete(userId);
    this.subscriber.unsubscribe(this.channel(userId)).catch((error: Error) => this.logger.warn(`unsubscribe: ${error.message}`));
  }

  private deliver(channel: string, raw: string): void {
    const local = this.streams.get(channel.slice(this.channel('').length));
    if (!local) return;
    const message = JSON.parse(raw) as StreamMessage;
    for (const res of local.responses) {
      if (message.notification) writeEvent(res, 'notification', message.notification);
      writeEvent(res, 'unread-count', { count: message.count });
    }
  }

  private channel(userId: string): string {
    return `${this.config.redisPrefix}:notifications:${userId}`;
  }
}

function writeEvent(res: Response, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Ends the response, then the connection, so nothing waits out keep-alive. */
function endStream(res: Response): Promise<void> {
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

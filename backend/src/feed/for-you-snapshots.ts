import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { REDIS } from '../redis/redis.module';
import { ArrangedVideo } from './for-you-ranking';

/**
 * For You is paged over a snapshot: the first page arranges the whole list (FOR_YOU_MAX_ITEMS
 * videos) once and keeps it in Redis; a cursor is (snapshot, offset) into it. New uploads and score
 * changes therefore never move a video across a cursor, so no video repeats and none is skipped
 * while a viewer scrolls; they show on the next first page. A snapshot lives SNAPSHOT_TTL_SECONDS.
 * Visitors get no personalisation, so they share one snapshot per tool and page size each minute.
 */
export const SNAPSHOT_TTL_SECONDS = 2 * 3600;
const VISITOR_SNAPSHOT_MS = 60_000;
const SNAPSHOT_ID = /^(?:[0-9a-f-]{36}|visitor-[a-z0-9-]{1,40}-\d{1,3}-\d{1,16})$/;
const MAX_OFFSET = 100_000;

export interface ForYouSnapshot {
  id: string;
  /** Whose it is (null: visitors') and which tool it holds (null: all). */
  viewerId: string | null;
  tool: string | null;
  items: ArrangedVideo[];
}

export interface ForYouPosition {
  snapshotId: string;
  offset: number;
}

export function encodeForYouCursor(position: ForYouPosition): string {
  return Buffer.from(JSON.stringify([position.snapshotId, position.offset])).toString('base64url');
}

/** The position in `cursor`; anything else answers 400 'Invalid cursor'. */
export function decodeForYouCursor(cursor: string): ForYouPosition {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [snapshotId, offset] = decoded as [unknown, unknown];
      if (
        typeof snapshotId === 'string' &&
        SNAPSHOT_ID.test(snapshotId) &&
        Number.isSafeInteger(offset) &&
        (offset as number) > 0 &&
        (offset as number) <= MAX_OFFSET
      ) {
        return { snapshotId, offset: offset as number };
      }
    }
  } catch {
    // fall through
  }
  throw new BadRequestException('Invalid cursor');
}

@Injectable()
export class ForYouSnapshots {
  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The id a new snapshot gets: random for a viewer, the shared one of this minute for visitors. */
  newId(viewerId: string | null, tool: string | null, pageSize: number, now = Date.now()): string {
    return viewerId ? randomUUID() : `visitor-${tool ?? 'all'}-${pageSize}-${Math.floor(now / VISITOR_SNAPSHOT_MS)}`;
  }

  async get(id: string): Promise<ForYouSnapshot | null> {
    const stored = await this.redis.get(this.key(id));
    return stored ? ({ id, ...JSON.parse(stored) } as ForYouSnapshot) : null;
  }

  /** Keeps `snapshot` unless one with its id is kept already (visitors building at once): the kept one is returned. */
  async keep(snapshot: ForYouSnapshot): Promise<ForYouSnapshot> {
    const { id, ...stored } = snapshot;
    const written = await this.redis.set(this.key(id), JSON.stringify(stored), 'EX', SNAPSHOT_TTL_SECONDS, 'NX');
    if (written === 'OK') return snapshot;
    return (await this.get(id)) ?? snapshot;
  }

  private key(id: string): string {
    return `${this.config.redisPrefix}:for-you:${id}`;
  }
}

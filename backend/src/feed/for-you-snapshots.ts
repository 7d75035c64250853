import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type IORedis from 'ioredis';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { REDIS } from '../redis/redis.module';
import { ArrangedVideo } from './for-you-ranking';

/**
 * For You is paged over a snapshot: the first page arranges the whole list (FOR_YOU_MAX_ITEMS
 * videos) once and keeps it in Redis; a cursor is (snapshot, offset) into it. New uploads and score
 * changes therefore never move a video across a cursor, so no video repeats and none is skipped
 * while a viewer scrolls; they show on the next first page. A snapshot lives SNAPSHOT_TTL_SECONDS.
 * Scores change once a minute (feed.rank), so a first page asked again within the same minute
 * reuses its snapshot, whatever its page size: visitors (no personalisation) share one per tool and
 * ?verified=, a viewer has one until their signals change ("Not interested", its reset, a follow),
 * which starts a new one. A viewer keeps only their SNAPSHOTS_PER_VIEWER newest, so Redis holds at
 * most that many per viewer and, for visitors, one per tool and ?verified= per minute of the hour.
 */
export const SNAPSHOT_TTL_SECONDS = 3600;
/** A cursor into an older one answers 400 'Invalid cursor', as into an expired one. */
export const SNAPSHOTS_PER_VIEWER = 4;
const SNAPSHOT_PERIOD_MS = 60_000;
const SNAPSHOT_ID = /^[a-z0-9-]{1,120}$/;
const MAX_OFFSET = 100_000;

/** What a snapshot holds: one tool's videos (null: all), only those with valid Content Credentials (verified) or all. */
export interface SnapshotNarrowing {
  tool: string | null;
  verified: boolean;
}

export interface ForYouSnapshot extends SnapshotNarrowing {
  id: string;
  /** Whose it is (null: visitors'). */
  viewerId: string | null;
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

  /** The id of the snapshot a first page asked now uses: the visitors' of this minute, or the viewer's for their current signals. */
  async currentId(viewerId: string | null, { tool, verified }: SnapshotNarrowing, now = Date.now()): Promise<string> {
    const period = `${tool ?? 'all'}-${verified ? 'verified' : 'any'}-${Math.floor(now / SNAPSHOT_PERIOD_MS)}`;
    if (!viewerId) return `visitor-${period}`;
    const generation = (await this.redis.get(this.generationKey(viewerId))) ?? '0';
    return `${viewerId}-${generation}-${period}`;
  }

  /** The viewer's signals changed: their next first page is arranged afresh. */
  async signalsChanged(viewerId: string): Promise<void> {
    const key = this.generationKey(viewerId);
    await this.redis.multi().incr(key).expire(key, SNAPSHOT_TTL_SECONDS).exec();
  }

  async get(id: string): Promise<ForYouSnapshot | null> {
    const stored = await this.redis.get(this.key(id));
    return stored ? ({ id, ...JSON.parse(stored) } as ForYouSnapshot) : null;
  }

  /**
   * Keeps `snapshot` unless one with its id is kept already (the same first page asked twice at
   * once): the kept one is returned. A viewer's snapshots beyond their newest SNAPSHOTS_PER_VIEWER are deleted.
   */
  async keep(snapshot: ForYouSnapshot): Promise<ForYouSnapshot> {
    const { id, ...stored } = snapshot;
    const written = await this.redis.set(this.key(id), JSON.stringify(stored), 'EX', SNAPSHOT_TTL_SECONDS, 'NX');
    if (written !== 'OK') return (await this.get(id)) ?? snapshot;
    if (snapshot.viewerId) await this.pushOutOlder(snapshot.viewerId, id);
    return snapshot;
  }

  /** Lists `id` as the viewer's newest snapshot; those it pushes past SNAPSHOTS_PER_VIEWER leave the list (atomically, so each is deleted once) and Redis. */
  private async pushOutOlder(viewerId: string, id: string): Promise<void> {
    const list = this.keptKey(viewerId);
    const replies = await this.redis
      .multi()
      .lpush(list, id)
      .lrange(list, SNAPSHOTS_PER_VIEWER, -1)
      .ltrim(list, 0, SNAPSHOTS_PER_VIEWER - 1)
      .expire(list, SNAPSHOT_TTL_SECONDS)
      .exec();
    const pushedOut = (replies?.[1][1] ?? []) as string[];
    if (pushedOut.length > 0) await this.redis.del(...pushedOut.map((old) => this.key(old)));
  }

  /** The viewer's snapshot ids, newest first. */
  private keptKey(viewerId: string): string {
    return `${this.config.redisPrefix}:for-you-kept:${viewerId}`;
  }

  private generationKey(viewerId: string): string {
    return `${this.config.redisPrefix}:for-you-generation:${viewerId}`;
  }

  private key(id: string): string {
    return `${this.config.redisPrefix}:for-you:${id}`;
  }
}

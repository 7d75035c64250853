import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NarrowedPageQueryDto } from '../videos/dto/narrowed-page-query.dto';
import { VideoRow } from '../videos/video-row';
import { CandidateParams, feedQueries } from './feed-queries';
import { ArrangedVideo, Candidate, FeedReason, ViewerSignals, arrangeForYou } from './for-you-ranking';
import { ForYouSnapshot, ForYouSnapshots, SnapshotNarrowing, decodeForYouCursor, encodeForYouCursor } from './for-you-snapshots';
import { DEFAULT_PAGE_SIZE, readPage } from '@genalpha/db';

/** How many videos one For You snapshot holds (20 pages of 24); after them the list ends. */
export const FOR_YOU_MAX_ITEMS = 480;
const FOLLOWED_CANDIDATES = 100;
const EXPLORATION_CANDIDATES = 50;

export interface RankedRow extends VideoRow {
  reasons: FeedReason[];
}

export interface RankedPage {
  items: RankedRow[];
  nextCursor: string | null;
}

interface SignalsRow {
  followed: string[];
  tools: string[];
  notInterestedCreators: Record<string, number>;
  notInterestedTools: Record<string, number>;
}

/** The For You and Following feeds. */
@Injectable()
export class FeedService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly snapshots: ForYouSnapshots,
  ) {}

  /** A page of For You; `beforeArranging` may refuse a first page that would arrange a new list (a rate limit). */
  async forYou(viewerId: string | null, query: NarrowedPageQueryDto, beforeArranging: () => Promise<void>): Promise<RankedPage> {
    const pageSize = query.limit ?? DEFAULT_PAGE_SIZE;
    const narrowing = { tool: query.tool ?? null, verified: query.verified ?? false };
    const position = query.cursor === undefined ? undefined : decodeForYouCursor(query.cursor);
    const snapshot = position ? await this.snapshots.get(position.snapshotId) : await this.firstSnapshot(viewerId, narrowing, beforeArranging);
    // Someone else's, another tool's or verified's, or expired: the list it pointed into is not this one.
    if (!snapshot || snapshot.viewerId !== viewerId || snapshot.tool !== narrowing.tool || snapshot.verified !== narrowing.verified)
      throw new BadRequestException('Invalid cursor');
    const offset = position?.offset ?? 0;
    const slice = snapshot.items.slice(offset, offset + pageSize);
    const end = offset + slice.length;
    return {
      items: await this.rowsOf(viewerId, slice),
      nextCursor: end < snapshot.items.length ? encodeForYouCursor({ snapshotId: snapshot.id, offset: end }) : null,
    };
  }

  /** Newest first, keyset-paged (stable by construction); every video carries the reason 'following'. */
  async following(viewerId: string, query: NarrowedPageQueryDto): Promise<RankedPage> {
    const params = query.tool ? [viewerId, query.tool] : [viewerId];
    const narrowing = { toolParam: query.tool && '$2', verifiedOnly: query.verified };
    const page = await readPage<VideoRow>(this.dataSource, query, {
      sql: (after) => feedQueries.following(after, narrowing),
      params,
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
    });
    return { items: page.items.map((row) => ({ ...row, reasons: ['following'] })), nextCursor: page.nextCursor };
  }

  private async firstSnapshot(viewerId: string | null, narrowing: SnapshotNarrowing, beforeArranging: () => Promise<void>): Promise<ForYouSnapshot> {
    const id = await this.snapshots.currentId(viewerId, narrowing);
    const kept = await this.snapshots.get(id);
    if (kept) return kept;
    await beforeArranging();
    const items = arrangeForYou({ ...(await this.candidates(viewerId, narrowing)), maxItems: FOR_YOU_MAX_ITEMS });
    return this.snapshots.keep({ id, viewerId, ...narrowing, items });
  }

  private async candidates(viewerId: string | null, { tool, verified }: SnapshotNarrowing) {
    const query = (sql: (params: CandidateParams) => string, limit: number) => {
      const values = [...(viewerId ? [viewerId] : []), ...(tool ? [tool] : []), limit];
      const params = {
        viewer: viewerId ? '$1' : undefined,
        tool: tool ? `$${values.length - 1}` : undefined,
        limit: `$${values.length}`,
        verifiedOnly: verified,
      };
      return this.dataSource.query(sql(params), values) as Promise<Candidate[]>;
    };
    const [popular, followed, exploration, signals] = await Promise.all([
      query(feedQueries.popular, FOR_YOU_MAX_ITEMS + FOLLOWED_CANDIDATES),
      viewerId ? query((params) => feedQueries.followed({ ...params, viewer: '$1' }), FOLLOWED_CANDIDATES) : [],
      query(feedQueries.exploration, EXPLORATION_CANDIDATES),
      viewerId ? this.signals(viewerId) : null,
    ]);
    return { popular, followed, exploration, signals };
  }

  private async signals(viewerId: string): Promise<ViewerSignals> {
    const [row] = (await this.dataSource.query(feedQueries.signals, [viewerId])) as SignalsRow[];
    return {
      followed: new Set(row.followed),
      tools: new Set(row.tools),
      notInterestedCreators: new Map(Object.entries(row.notInterestedCreators)),
      notInterestedTools: new Map(Object.entries(row.notInterestedTools)),
    };
  }

  /** The page's videos as they are now, in the snapshot's order (a video hidden or marked since is left out). */
  private async rowsOf(viewerId: string | null, slice: ArrangedVideo[]): Promise<RankedRow[]> {
    if (slice.length === 0) return [];
    const rows = (await this.dataSource.query(feedQueries.rows, [viewerId, slice.map((item) => item.id)])) as VideoRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return slice.flatMap(({ id, reasons }) => {
      const row = byId.get(id);
      return row ? [{ ...row, reasons }] : [];
    });
  }
}

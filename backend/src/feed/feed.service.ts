import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NarrowedPageQueryDto } from '../videos/dto/narrowed-page-query.dto';
import { ArrangedVideo, FeedReason, ViewerSignals, arrangeForYou } from './for-you-ranking';
import { ForYouSnapshot, ForYouSnapshots, SnapshotNarrowing, decodeForYouCursor, encodeForYouCursor } from './for-you-snapshots';
import { CandidateSource, DEFAULT_PAGE_SIZE, VideoRow, feedRepository } from '@genalpha/db';

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
    const page = await feedRepository.following(this.dataSource, viewerId, query);
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
    const query = (source: CandidateSource, limit: number) => feedRepository.candidates(this.dataSource, source, { viewerId, tool, verified, limit });
    const [popular, followed, exploration, signals] = await Promise.all([
      query('popular', FOR_YOU_MAX_ITEMS + FOLLOWED_CANDIDATES),
      viewerId ? query('followed', FOLLOWED_CANDIDATES) : [],
      query('exploration', EXPLORATION_CANDIDATES),
      viewerId ? this.signals(viewerId) : null,
    ]);
    return { popular, followed, exploration, signals };
  }

  private async signals(viewerId: string): Promise<ViewerSignals> {
    const row = await feedRepository.signals(this.dataSource, viewerId);
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
    const rows = await feedRepository.rows(
      this.dataSource,
      viewerId,
      slice.map((item) => item.id),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return slice.flatMap(({ id, reasons }) => {
      const row = byId.get(id);
      return row ? [{ ...row, reasons }] : [];
    });
  }
}

import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  AncestorRow,
  ChainRow,
  RemixSort,
  SqlRunner,
  VideoPage,
  VideoRow,
  ancestorsSeenBy,
  blocksRepository,
  remixesRepository,
  videosRepository,
} from '@genalpha/db';
import { REMIXES_TURNED_OFF, REMIX_OF_DESCENDANT, REMIX_OF_ITSELF, REMIX_PARENT_PROCESSING, REMIX_PARENT_UNAVAILABLE } from '@genalpha/shared';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { PageQueryDto } from '../common/pagination';
import { DomainEvent, ViewerFiltersChangedEvent } from '../common/domain-events';
import { ShortLivedCache } from '../common/short-lived-cache';

/**
 * How long a chain and a viewer's blocks read for a video page are reused (decision 0038): an
 * ancestor's takedown, rename or new poster, or a block made through another API process, shows on
 * its remixes' pages within this (as a takedown reaches its media, AUDIENCE_TTL_MS). What this
 * process changes shows at once.
 */
export const LINEAGE_TTL_MS = 3_000;
const CHAINS_MAX = 10_000;
const VIEWERS_MAX = 10_000;
const NO_ONE: ReadonlySet<string> = new Set();

/** The parent a remix links to: whom to credit. */
export interface LinkedParent {
  id: string;
  ownerId: string;
}

/** Lineage: which videos may be named as a parent, the chain up from a remix, and a video's remixes. */
@Injectable()
export class RemixesService {
  /** Chains by the parent they start from. */
  private readonly chains = new ShortLivedCache<string, ChainRow[]>(LINEAGE_TTL_MS, CHAINS_MAX);
  /** Whom each viewer blocked or was blocked by. */
  private readonly blocks = new ShortLivedCache<string, ReadonlySet<string>>(LINEAGE_TTL_MS, VIEWERS_MAX);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Checks that `userId` may name `parentId` as a parent, inside the writing transaction `m` (the
   * parent is locked against deletion until it commits): 400 when it does not exist or is not
   * visible to them, or is their own still processing; 403 when its creator turned remixes off.
   */
  async checkParent(m: SqlRunner, parentId: string, userId: string): Promise<LinkedParent> {
    const parent = await remixesRepository.candidateParent(m, parentId, userId);
    const own = parent?.userId === userId;
    if (!parent || !parent.visible) throw new BadRequestException(REMIX_PARENT_UNAVAILABLE);
    if (own && parent.status === 'processing' && !parent.isHidden) throw new BadRequestException(REMIX_PARENT_PROCESSING);
    if (own && (parent.status !== 'ready' || parent.isHidden)) throw new BadRequestException(REMIX_PARENT_UNAVAILABLE);
    if (!own && !parent.allowRemixes) throw new ForbiddenException(REMIXES_TURNED_OFF);
    return { id: parent.id, ownerId: parent.userId };
  }

  /**
   * Names (or, with null, removes) the parent of `videoId`, owned by `userId`, inside `m`: under the
   * lineage lock, refusing itself and its own descendants (no cycle), with checkParent's checks.
   * Returns the new parent, or null when it is removed.
   */
  async setParent(m: SqlRunner, videoId: string, userId: string, parentId: string | null): Promise<LinkedParent | null> {
    if (parentId === null) {
      await remixesRepository.setParent(m, videoId, null, null);
      return null;
    }
    if (parentId === videoId) throw new BadRequestException(REMIX_OF_ITSELF);
    await remixesRepository.lockLineage(m);
    if (await remixesRepository.wouldCycle(m, videoId, parentId)) throw new BadRequestException(REMIX_OF_DESCENDANT);
    const parent = await this.checkParent(m, parentId, userId);
    await remixesRepository.setParent(m, videoId, parentId, 'claimed');
    return parent;
  }

  /** The chain up from `video` as `viewerId` may see it (nothing for an original). */
  async ancestors(video: Pick<VideoRow, 'parentId'>, viewerId: string | null): Promise<AncestorRow[]> {
    const { parentId } = video;
    if (!parentId) return [];
    const [chain, blocked] = await Promise.all([
      this.chains.get(parentId, () => remixesRepository.chain(this.dataSource, parentId)),
      viewerId ? this.blocks.get(viewerId, () => blocksRepository.between(this.dataSource, viewerId)) : NO_ONE,
    ]);
    return ancestorsSeenBy(chain, viewerId, blocked);
  }

  /** A video was edited, relinked or deleted in this process: every chain is read afresh. */
  lineageChanged(): void {
    this.chains.forgetAll();
  }

  @OnEvent(DomainEvent.ViewerFiltersChanged)
  blocksChanged(event: ViewerFiltersChangedEvent): void {
    this.blocks.forget(event.userIds);
  }

  /** A page of the public remixes of `videoId`, which the viewer must be able to see (else 404). */
  async page(videoId: string, viewerId: string | null, sort: RemixSort, page: PageQueryDto): Promise<VideoPage> {
    if (!(await videosRepository.counters(this.dataSource, videoId, viewerId))) throw new NotFoundException(VIDEO_NOT_FOUND);
    return remixesRepository.page(this.dataSource, videoId, viewerId, sort, page);
  }
}

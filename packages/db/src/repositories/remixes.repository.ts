import { ImageVariant } from '@genalpha/shared';
import { RemixState, VideoStatus } from '../entities';
import { AfterCursor, KeysetOrder, laterPageSql, readPage, PageRequest } from '../keyset';
import { VideoRow, videoRowColumns } from '../predicates/video-row';
import { PUBLIC_VIDEO, visibleTo, visibleToViewer } from '../predicates/video-visibility';
import { blockedBetween } from '../predicates/viewer-filters';
import { SqlRunner, queryNamed } from '../sql-runner';
import { rendered, statements } from '../statements';
import { IN_VIEWERS_FEEDS, VideoPage } from './videos.repository';

/** How far up the chain a video page shows its ancestors. */
export const MAX_REMIX_ANCESTORS = 10;

export const REMIX_SORTS = ['newest', 'mostLiked'] as const;
export type RemixSort = (typeof REMIX_SORTS)[number];

const MOST_LIKED: KeysetOrder = { key: 'int8', direction: 'desc' };
const ORDERS: Record<RemixSort, { order?: KeysetOrder; key: string }> = {
  newest: { key: 'v."createdAt"' },
  mostLiked: { order: MOST_LIKED, key: 'v."likesCount"' },
};

/** The public remixes of video $2 as viewer $1 may see them, in `sort`'s order (IDX_videos_parent_created, IDX_videos_parent_likes). */
const remixesPage = (sort: RemixSort) => (after: AfterCursor) => `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE v."parentId" = $2 AND ${PUBLIC_VIDEO} ${IN_VIEWERS_FEEDS} ${after(ORDERS[sort].key, 'v.id')}
      ORDER BY ${ORDERS[sort].key} DESC, v.id DESC`;

export const remixStatements = statements('remixes', {
  page: rendered((sort: RemixSort) => laterPageSql(remixesPage(sort), 2, ORDERS[sort].order), ['newest'], ['mostLiked']),

  /**
   * Video $2 as a parent for viewer $1: whether they may see it, its status and remix setting. Locked
   * FOR KEY SHARE until the remix is written, so it cannot be deleted in between (its counter's
   * update, by the trigger, is not blocked).
   */
  candidateParent: `
      SELECT v.id, v."userId", v.status, v."isHidden", v."allowRemixes", ${visibleTo('$1')} AS "visible"
      FROM videos v WHERE v.id = $2 FOR KEY SHARE OF v`,

  /** Serialises every change of an existing video's parent, so two changes cannot close a cycle between them. */
  lineageLock: `SELECT pg_advisory_xact_lock(hashtext('videos.lineage'))`,

  /** Whether video $1 is video $2 or one of its ancestors (naming $2 as $1's parent would close a cycle). */
  wouldCycle: `
      WITH RECURSIVE up (id, depth) AS (
        SELECT $2::uuid, 0
        UNION ALL
        SELECT v."parentId", up.depth + 1 FROM up JOIN videos v ON v.id = up.id WHERE v."parentId" IS NOT NULL AND up.depth < 100000
      )
      SELECT EXISTS (SELECT 1 FROM up WHERE up.id = $1::uuid) AS "cycle"`,

  /** Sets video $1's parent to $2 as $3 (claimed or verified; the same parent keeps a verified state); a null parent makes it an original again. */
  setParent: `UPDATE videos SET "remixState" = CASE WHEN $2::uuid IS NULL THEN NULL WHEN "parentId" = $2::uuid AND "remixState" = 'verified' THEN 'verified' ELSE $3 END, "parentId" = $2
              WHERE id = $1`,

  /**
   * The video that processing video $1's Content Credentials name as an ingredient, by the label of the
   * manifest it carried ($2) or its instance id ($3): public, its creator and $1's not blocking each
   * other, never $1 itself; the parent $1 claims when it is one of them, else the oldest
   * (IDX_videos_manifest_label, IDX_videos_manifest_instance: the expressions spelled as there).
   */
  verifiedParent: `
      SELECT v.id, v."userId" FROM videos v, videos remix
      WHERE remix.id = $1 AND v.id <> remix.id AND v."credentialsManifest" IS NOT NULL
        AND (v."credentialsManifest"->>'active_manifest' = ANY($2::text[])
          OR v."credentialsManifest"->'manifests'->(v."credentialsManifest"->>'active_manifest')->>'instance_id' = ANY($3::text[]))
        AND ${PUBLIC_VIDEO} AND NOT ${blockedBetween('remix."userId"', 'v."userId"')}
      ORDER BY (v.id = remix."parentId") IS TRUE DESC, v."createdAt", v.id
      LIMIT 1`,

  /**
   * Links processing video $1 to $2 as a verified remix, unless it claims another parent (a claim the
   * manifest does not bear out stays claimed); answers whether the link is new (it claimed none).
   */
  linkVerified: `
      WITH before AS (SELECT "parentId" FROM videos WHERE id = $1 AND status = 'processing' FOR UPDATE)
      UPDATE videos v SET "parentId" = $2, "remixState" = 'verified'
      FROM before WHERE v.id = $1 AND (before."parentId" IS NULL OR before."parentId" = $2)
      RETURNING before."parentId" IS NULL AS "linked"`,

  /**
   * Up to $2 ancestors of a video, starting from its parent $1, as anyone may see them or not (public:
   * PUBLIC_VIDEO; whom it is visible to is ancestorsSeenBy's, with the viewer's blocks). The walk
   * itself reads ids alone. The poster's sizes, placeholder and prompt are the parent's alone: the page
   * shows the parent's poster and diffs its prompt, and names the ones above it.
   */
  chain: `
      WITH RECURSIVE chain AS (
        SELECT v.id, v."parentId", 1 AS depth FROM videos v WHERE v.id = $1
        UNION ALL
        SELECT v.id, v."parentId", c.depth + 1 FROM chain c JOIN videos v ON v.id = c."parentId" WHERE c.depth < $2
      )
      SELECT c.depth, ${PUBLIC_VIDEO} AS "public", v.id, v.title, v."thumbnailUrl",
        CASE WHEN c.depth = 1 THEN v."posterVariants" END AS "posterVariants", CASE WHEN c.depth = 1 THEN v.placeholder END AS placeholder,
        CASE WHEN c.depth = 1 THEN v.prompt END AS prompt,
        v."remixState", v."parentId" IS NOT NULL AS "hasParent", u.id AS "creatorId", u.username AS "creatorUsername",
        u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl"
      FROM chain c JOIN videos v ON v.id = c.id JOIN users u ON u.id = v."userId"
      ORDER BY c.depth`,
});

const sql = remixStatements;

/** A video named as a parent, as checked before a remix links to it. */
export interface CandidateParent {
  id: string;
  userId: string;
  status: VideoStatus;
  isHidden: boolean;
  allowRemixes: boolean;
  visible: boolean;
}

/** One ancestor as anyone may see it or not (remixStatements.chain). */
export interface ChainRow {
  depth: number;
  /** Whether it is a public video (PUBLIC_VIDEO): anyone's to see but for blocks, else its creator's alone. */
  public: boolean;
  id: string;
  title: string;
  thumbnailUrl: string | null;
  /** The parent's alone (null above it). */
  posterVariants: ImageVariant[] | null;
  /** The parent's alone (null above it). */
  placeholder: string | null;
  /** The parent's alone (null above it). */
  prompt: string | null;
  /** How this ancestor itself remixes its own parent (null for an original). */
  remixState: RemixState | null;
  /** Whether its own parent still exists (false for an original, or one whose parent was deleted). */
  hasParent: boolean;
  creatorId: string;
  creatorUsername: string | null;
  creatorDisplayName: string;
  creatorAvatarUrl: string | null;
}

/** One ancestor as the viewer may see it (every field null when `visible` is false). */
export type AncestorRow = { depth: number; visible: boolean } & { [K in Exclude<keyof ChainRow, 'public' | 'depth'>]: ChainRow[K] | null };

const HIDDEN_ANCESTOR: AncestorRow = {
  depth: 0,
  visible: false,
  id: null,
  title: null,
  thumbnailUrl: null,
  posterVariants: null,
  placeholder: null,
  prompt: null,
  remixState: null,
  hasParent: null,
  creatorId: null,
  creatorUsername: null,
  creatorDisplayName: null,
  creatorAvatarUrl: null,
};

/** The lineage of videos: parents, their checks, ancestors and remixes. */
export const remixesRepository = {
  /** A page of video `parentId`'s public remixes, newest or most liked first. */
  page(db: SqlRunner, parentId: string, viewerId: string | null, sort: RemixSort, page: PageRequest): Promise<VideoPage> {
    const { order } = ORDERS[sort];
    return readPage<VideoRow>(db, page, {
      sql: remixesPage(sort),
      params: [viewerId, parentId],
      order,
      positionOf: (row) => ({ key: sort === 'mostLiked' ? row.likesCount : row.cursorAt, id: row.id }),
    });
  },

  /** Video `parentId` as a parent for `viewerId` (locked until the transaction ends); undefined when it does not exist. */
  async candidateParent(db: SqlRunner, parentId: string, viewerId: string | null): Promise<CandidateParent | undefined> {
    const [row] = (await db.query(sql.candidateParent, [viewerId, parentId])) as CandidateParent[];
    return row;
  },

  /** Takes the lineage lock for the rest of the transaction. */
  async lockLineage(db: SqlRunner): Promise<void> {
    await db.query(sql.lineageLock);
  },

  /** Whether naming `parentId` as `videoId`'s parent would close a cycle (itself or one of its descendants). */
  async wouldCycle(db: SqlRunner, videoId: string, parentId: string): Promise<boolean> {
    const [row] = (await db.query(sql.wouldCycle, [videoId, parentId])) as Array<{ cycle: boolean }>;
    return row.cycle;
  },

  async setParent(db: SqlRunner, videoId: string, parentId: string | null, state: RemixState | null): Promise<void> {
    await db.query(sql.setParent, [videoId, parentId, state]);
  },

  /** The video processing video `videoId`'s manifest names among its ingredients, if any is on GenAlpha and may be linked. */
  async verifiedParent(
    db: SqlRunner,
    videoId: string,
    refs: { manifestLabels: string[]; instanceIds: string[] },
  ): Promise<{ id: string; userId: string } | undefined> {
    if (refs.manifestLabels.length === 0 && refs.instanceIds.length === 0) return undefined;
    const [row] = (await db.query(sql.verifiedParent, [videoId, refs.manifestLabels, refs.instanceIds])) as Array<{ id: string; userId: string }>;
    return row;
  },

  /** Marks processing video `videoId` a verified remix of `parentId` (see linkVerified); undefined when it changed nothing. */
  async linkVerified(db: SqlRunner, videoId: string, parentId: string): Promise<{ linked: boolean } | undefined> {
    const [rows] = (await db.query(sql.linkVerified, [videoId, parentId])) as [Array<{ linked: boolean }>, number];
    return rows[0];
  },

  /** Up to `max` ancestors from `parentId` up, parent first, as anyone may see them or not (ancestorsSeenBy tells a viewer's). */
  chain(db: SqlRunner, parentId: string, max = MAX_REMIX_ANCESTORS): Promise<ChainRow[]> {
    return queryNamed(db, 'remixes.chain', sql.chain, [parentId, max]) as Promise<ChainRow[]>;
  },
};

/**
 * A chain as `viewerId` may see it (visibleTo, with `blockedBetween` the users they blocked or were
 * blocked by): it stops at the first ancestor they may not see, which stays as a marker with nothing
 * of it told.
 */
export function ancestorsSeenBy(chain: readonly ChainRow[], viewerId: string | null, blockedBetween: ReadonlySet<string>): AncestorRow[] {
  const seen: AncestorRow[] = [];
  for (const { public: isPublic, ...row } of chain) {
    if (!visibleToViewer({ userId: row.creatorId, isPublic }, viewerId, blockedBetween)) return [...seen, { ...HIDDEN_ANCESTOR, depth: row.depth }];
    seen.push({ ...row, visible: true });
  }
  return seen;
}

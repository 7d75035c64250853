import { CommentsAllowed, RemixState } from '../entities';
import { AfterCursor, PageRequest, laterPageSql, readPage } from '../keyset';
import { VideoDetailRow, VideoRow, videoRowColumns } from '../predicates/video-row';
import { OWN_PROCESSING, PUBLIC_VIDEO, VIDEO_VISIBILITY_COLUMNS, VideoVisibility, visibleTo } from '../predicates/video-visibility';
import { inViewersFeeds, notBlockedBetween } from '../predicates/viewer-filters';
import { SqlRunner, queryNamed } from '../sql-runner';
import { rendered, statements } from '../statements';

/** `AND` the video was made with the tool in `toolParam` (a placeholder), or nothing without one. */
export const toolFilter = (toolParam?: string) => (toolParam ? `AND v."toolUsed" = ${toolParam}::text` : '');

/** How a feed may be narrowed: to the tool in `toolParam` (a placeholder), to videos whose Content Credentials are valid (IDX_videos_feed_verified). */
export interface FeedNarrowing {
  toolParam?: string;
  verifiedOnly?: boolean;
}

/**
 * Whether the viewer in `viewerParam` may comment on video `v` by its setting: nobody while it is off; anyone when
 * everyone may (a visitor is asked to sign in); its owner and the people they follow when only those may.
 */
const MAY_COMMENT = (viewerParam: string) => `CASE v."commentsAllowed"
      WHEN 'everyone' THEN true
      WHEN 'following' THEN v."userId" = ${viewerParam}::uuid
        OR EXISTS (SELECT 1 FROM follows cf WHERE cf."followerId" = v."userId" AND cf."followingId" = ${viewerParam}::uuid)
      ELSE false END`;

/** `AND` viewer $1 keeps video `v` in their feeds: no block either way, not a muted creator, no muted word (viewer-filters.ts). */
export const IN_VIEWERS_FEEDS = inViewersFeeds('$1', 'v."userId"', 'v.terms');

/** `AND` the video (`v`) matches `narrowing`, or nothing without one. */
export const narrowed = ({ toolParam, verifiedOnly }: FeedNarrowing) => `${toolFilter(toolParam)} ${verifiedOnly ? `AND v."credentialsState" = 'valid'` : ''}`;

const taggedQuery = (after: AfterCursor, narrowing: FeedNarrowing = {}) => `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE ${PUBLIC_VIDEO} AND video_tag_set(v.tags, v.caption) @> ARRAY[lower($2::text)] ${IN_VIEWERS_FEEDS} ${narrowed(narrowing)} ${after('v."createdAt"', 'v.id')}
      ORDER BY v."createdAt" DESC, v.id DESC`;

/**
 * The keyset pages of videos, exported so the benchmark and its baseline server run exactly
 * this SQL. Parameters: $1 the viewer (may be null), $2 the creator or liker where there is one.
 */
export const videoPages = {
  /**
   * Newest first over publicly visible videos (served by the partial index IDX_videos_feed). A
   * signed-in viewer's feed (`withOwnProcessing`) also holds their own videos still processing, in
   * their place (IDX_videos_processing_owner); each side is cut to the page before they are merged.
   * `narrowing` keeps one tool's videos, or those whose Content Credentials are valid.
   */
  feed: (after: AfterCursor, limit: string, withOwnProcessing = false, narrowing: FeedNarrowing = {}) => {
    const newestFirst = 'ORDER BY v."createdAt" DESC, v.id DESC';
    const visible = `SELECT v.* FROM videos v WHERE ${PUBLIC_VIDEO} ${IN_VIEWERS_FEEDS} ${narrowed(narrowing)} ${after('v."createdAt"', 'v.id')}`;
    const source = withOwnProcessing
      ? `(${visible} ${newestFirst} LIMIT ${limit})
         UNION ALL
         (SELECT v.* FROM videos v WHERE v."userId" = $1 AND ${OWN_PROCESSING} ${toolFilter(narrowing.toolParam)} ${after('v."createdAt"', 'v.id')} ${newestFirst} LIMIT ${limit})`
      : visible;
    return `
      SELECT ${videoRowColumns('$1')}
      FROM (${source}) v JOIN users u ON u.id = v."userId"
      ${newestFirst}`;
  },

  /**
   * The feed narrowed to one tag ($2): in the video's tags or a #hashtag of its caption, any letter
   * case. A rare tag is found through the GIN index IDX_videos_tag_set over video_tag_set(); for a
   * common one the planner walks IDX_videos_feed and stops after a page.
   */
  tagged: (after: AfterCursor) => taggedQuery(after),

  /** tagged, narrowed to one tool (a placeholder) or to valid Content Credentials. */
  taggedNarrowed: (narrowing: FeedNarrowing) => (after: AfterCursor) => taggedQuery(after, narrowing),

  /** One creator's videos; `ownView` (the creator looking) includes their hidden and failed ones; none when they and $1 blocked each other. */
  byCreator: (after: AfterCursor, ownView: boolean) => `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE v."userId" = $2 ${ownView ? '' : `AND ${PUBLIC_VIDEO} AND ${notBlockedBetween('$1', '$2::uuid')}`} ${after('v."createdAt"', 'v.id')}
      ORDER BY v."createdAt" DESC, v.id DESC`,

  /** The videos a user liked, most recent like first (the keyset is the like's); none of creators blocked either way by $1, nothing when $1 and the liker blocked each other. */
  likedBy: (after: AfterCursor) => `
      SELECT ${videoRowColumns('$1', 'l."createdAt"')}, l.id AS "likeId"
      FROM likes l JOIN videos v ON v.id = l."videoId" JOIN users u ON u.id = v."userId"
      WHERE l."userId" = $2 AND ${PUBLIC_VIDEO} AND ${notBlockedBetween('$1', 'v."userId"')} AND ${notBlockedBetween('$1', '$2::uuid')} ${after('l."createdAt"', 'l.id')}
      ORDER BY l."createdAt" DESC, l.id DESC`,
};

/** What an owner may change of their video. */
export type VideoEdit = Partial<{
  title: string;
  caption: string;
  prompt: string | null;
  tags: string;
  commentsAllowed: CommentsAllowed;
  allowRemixes: boolean;
}>;

/** Sets the edited columns ($3…) of video $1 of owner $2, as TypeORM's update did (updatedAt with them). */
const editSql = (columns: Array<keyof VideoEdit>) =>
  `UPDATE "videos" SET ${columns.map((column, i) => `"${column}" = $${i + 3}`).join(', ')}, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = $1 AND "userId" = $2`;

export const videoStatements = statements('videos', {
  feed: rendered(
    (withOwnProcessing: boolean, narrowing: FeedNarrowing) =>
      laterPageSql((after, limit) => videoPages.feed(after, limit, withOwnProcessing, narrowing), narrowing.toolParam ? 2 : 1),
    [false, {}],
    [true, {}],
    [true, { toolParam: '$2' }],
    [false, { verifiedOnly: true }],
  ),
  tagged: rendered(
    (narrowing: FeedNarrowing) => laterPageSql(videoPages.taggedNarrowed(narrowing), narrowing.toolParam ? 3 : 2),
    [{}],
    [{ toolParam: '$3' }],
    [{ verifiedOnly: true }],
  ),
  byCreator: rendered((ownView: boolean) => laterPageSql((after) => videoPages.byCreator(after, ownView), 2), [false], [true]),
  likedBy: laterPageSql(videoPages.likedBy, 2),

  /** One video as $1 may see it ($2 its id): publicly visible, or their own; a VideoDetailRow. */
  visible: `
      SELECT ${videoRowColumns('$1')}, v.credentials, v."originalUrl", ${MAY_COMMENT('$1')} AS "mayComment"
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE v.id = $2 AND ${visibleTo('$1')}`,

  /** What decides who may see video $1 (a VideoVisibility), whoever asks. */
  visibility: `SELECT ${VIDEO_VISIBILITY_COLUMNS} FROM videos v WHERE v.id = $1`,

  /** Video $2 as $1 may see it: its likes and views counters and its owner. */
  counters: `SELECT v."likesCount", v."viewsCount", v."userId" FROM videos v WHERE v.id = $2 AND ${visibleTo('$1')}`,

  /**
   * $1 creates a video in `processing` from the upload at $8: [title, caption, prompt, toolUsed, aspectRatio, tags], who may comment $9,
   * its parent $10 as $11 (claimed; both null for an original), whether others may remix it $12. The parent's remixCount follows by trigger.
   */
  insert: `INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "aspectRatio", tags, "videoUrl", "originalUrl", status, "commentsAllowed", "parentId", "remixState", "allowRemixes")
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, 'processing', $9, $10, $11, $12) RETURNING id`,

  edit: rendered(editSql, [['title']], [['title', 'caption', 'prompt', 'tags', 'commentsAllowed', 'allowRemixes']]),

  /** Deletes video $1 of owner $2 (likes, comments, reports and notifications cascade), returning what its files and owner's counts need. */
  delete: `DELETE FROM videos WHERE id = $1 AND "userId" = $2 RETURNING "videoUrl", "originalUrl", "thumbnailUrl", "viewsCount"`,

  /** Moves video $1's commentsCount by $2 (1 or -1), returning its VideoVisibility. */
  addComments: `UPDATE videos v SET "commentsCount" = "commentsCount" + $2 WHERE v.id = $1 RETURNING ${VIDEO_VISIBILITY_COLUMNS}`,

  /** Owner $1 has one more video. */
  ownerVideoAdded: `UPDATE users SET "videosCount" = "videosCount" + 1 WHERE id = $1`,

  /** Owner $1 has one video fewer, and $2 fewer views. */
  ownerVideoRemoved: `UPDATE users SET "videosCount" = GREATEST("videosCount" - 1, 0), "totalViews" = GREATEST("totalViews" - $2, 0) WHERE id = $1`,
});

const sql = videoStatements;

export interface VideoPage {
  items: VideoRow[];
  nextCursor: string | null;
}

/** A new video's fields, as the upload form gives them. */
export interface NewVideo {
  userId: string;
  title: string;
  caption: string;
  prompt: string | null;
  toolUsed: string;
  aspectRatio: string;
  tags: string;
  publicPath: string;
  commentsAllowed: CommentsAllowed;
  /** The video it remixes (checked by the caller), or null. */
  parentId: string | null;
  remixState: RemixState | null;
  allowRemixes: boolean;
}

export interface VideoCounters {
  likesCount: number;
  viewsCount: number;
  userId: string;
}

export interface DeletedVideo {
  videoUrl: string;
  originalUrl: string;
  thumbnailUrl: string | null;
  viewsCount: number;
}

function videoPage(
  db: SqlRunner,
  page: PageRequest,
  params: unknown[],
  list: (after: AfterCursor, limit: string) => string,
  keyIdOf = (row: VideoRow) => row.id,
) {
  return readPage<VideoRow>(db, page, { sql: list, params, positionOf: (row) => ({ key: row.cursorAt, id: keyIdOf(row) }) });
}

/** The videos table: its pages, one video, and the writes of its owner (with the owner's counters). */
export const videosRepository = {
  /**
   * Public videos and a signed-in viewer's own still processing, or only the public videos carrying
   * `tag` when one is given; with `tool`, only that tool's; `verified` keeps those whose Content Credentials are valid.
   */
  feed(db: SqlRunner, viewerId: string | null, page: PageRequest, filter: { tag?: string; tool?: string; verified?: boolean } = {}): Promise<VideoPage> {
    const { tag, tool, verified = false } = filter;
    if (tag) {
      const narrowing = { toolParam: tool && '$3', verifiedOnly: verified };
      return videoPage(db, page, tool ? [viewerId, tag, tool] : [viewerId, tag], tool || verified ? videoPages.taggedNarrowed(narrowing) : videoPages.tagged);
    }
    const narrowing = { toolParam: tool && '$2', verifiedOnly: verified };
    return videoPage(db, page, tool ? [viewerId, tool] : [viewerId], (after, limit) =>
      videoPages.feed(after, limit, viewerId !== null && !verified, narrowing),
    );
  },

  /** One creator's videos; the creator also sees their own processing, hidden and failed ones. */
  byCreator(db: SqlRunner, creatorId: string, viewerId: string | null, page: PageRequest): Promise<VideoPage> {
    return videoPage(db, page, [viewerId, creatorId], (after) => videoPages.byCreator(after, creatorId === viewerId));
  },

  likedBy(db: SqlRunner, userId: string, viewerId: string | null, page: PageRequest): Promise<VideoPage> {
    return videoPage(db, page, [viewerId, userId], videoPages.likedBy, (row) => (row as VideoRow & { likeId: string }).likeId);
  },

  /** A video as `viewerId` may see it: publicly visible, or their own. */
  async findVisible(db: SqlRunner, videoId: string, viewerId: string | null): Promise<VideoDetailRow | null> {
    const rows = (await queryNamed(db, 'videos.visible', sql.visible, [viewerId, videoId])) as VideoDetailRow[];
    return rows[0] ?? null;
  },

  async visibility(db: SqlRunner, videoId: string): Promise<VideoVisibility | undefined> {
    const [video] = (await db.query(sql.visibility, [videoId])) as VideoVisibility[];
    return video;
  },

  /** Its likes and views counters and owner, when `viewerId` may see it. */
  async counters(db: SqlRunner, videoId: string, viewerId: string | null): Promise<VideoCounters | undefined> {
    const [video] = (await db.query(sql.counters, [viewerId, videoId])) as VideoCounters[];
    return video;
  },

  /** Adds the video in `processing` and counts it on its owner; returns its id. */
  async insert(db: SqlRunner, video: NewVideo): Promise<string> {
    const [row] = (await db.query(sql.insert, [
      video.userId,
      video.title,
      video.caption,
      video.prompt,
      video.toolUsed,
      video.aspectRatio,
      video.tags,
      video.publicPath,
      video.commentsAllowed,
      video.parentId,
      video.remixState,
      video.allowRemixes,
    ])) as Array<{ id: string }>;
    await db.query(sql.ownerVideoAdded, [video.userId]);
    return row.id;
  },

  async edit(db: SqlRunner, videoId: string, userId: string, changes: VideoEdit): Promise<void> {
    const columns = Object.keys(changes) as Array<keyof VideoEdit>;
    await db.query(editSql(columns), [videoId, userId, ...columns.map((column) => changes[column])]);
  },

  /** Removes the row and its share of the owner's counts; undefined when it was not theirs (or gone). */
  async delete(db: SqlRunner, videoId: string, userId: string): Promise<DeletedVideo | undefined> {
    const [[video]] = (await db.query(sql.delete, [videoId, userId])) as [DeletedVideo[], number];
    if (video) await db.query(sql.ownerVideoRemoved, [userId, video.viewsCount]);
    return video;
  },

  /** Moves the video's commentsCount by `by`; its VideoVisibility, or undefined when it is gone. */
  async moveCommentsCount(db: SqlRunner, videoId: string, by: 1 | -1): Promise<VideoVisibility | undefined> {
    const [[video]] = (await db.query(sql.addComments, [videoId, by])) as [VideoVisibility[], number];
    return video;
  },
};

import { escapeLike } from '../predicates/like-pattern';
import { BackfillOutput, CredentialsState, ToolOption, UserRole } from '@genalpha/shared';
import { CommentModerationState, VideoModerationState, VideoStatus } from '../entities';
import { AfterCursor, PageRequest, keysetTimestamp, laterPageSql, readPage } from '../keyset';
import { bannedAccount } from '../predicates/account-state';
import { VERIFIED_TOOL } from '../predicates/video-credentials';
import { PUBLIC_VIDEO } from '../predicates/video-visibility';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

/** Selects an AdminUserRow from `users u`. */
export const ADMIN_USER_COLUMNS = `u.id, u."userNumber", u.email, u.username, u."displayName", u."avatarUrl", u.role, u."createdAt", u."bannedAt", u."banReason", u."deletionDueAt",
  (SELECT count(*) FROM videos uv WHERE uv."userId" = u.id)::int AS "videosCount"`;

export interface AdminUserRow {
  id: string;
  userNumber: number;
  email: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  role: UserRole;
  createdAt: Date;
  bannedAt: Date | null;
  banReason: string | null;
  deletionDueAt: Date | null;
  videosCount: number;
}

/** Selects an AdminVideoRow from `videos v JOIN users u ON u.id = v."userId"`. */
export const ADMIN_VIDEO_COLUMNS = `v.id, v.title, v.caption, v."toolUsed", v."credentialsState", ${VERIFIED_TOOL} AS "verifiedTool", v."thumbnailUrl", v."videoUrl", v."originalUrl", v."aspectRatio", v.width, v.height,
  v."durationSeconds", v.status, v."failureReason", v."isHidden", (${PUBLIC_VIDEO}) AS "isPublic", v."moderationState", v."moderationReason",
  v."moderatedAt", v."createdAt", u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName",
  u."avatarUrl" AS "creatorAvatarUrl", u.role AS "creatorRole", u."bannedAt" IS NOT NULL AS "creatorBanned"`;

export interface AdminVideoRow {
  id: string;
  title: string;
  caption: string;
  toolUsed: ToolOption;
  credentialsState: CredentialsState;
  verifiedTool: ToolOption | null;
  thumbnailUrl: string | null;
  videoUrl: string;
  originalUrl: string;
  aspectRatio: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  status: VideoStatus;
  failureReason: string | null;
  isHidden: boolean;
  isPublic: boolean;
  moderationState: VideoModerationState;
  moderationReason: string | null;
  moderatedAt: Date | null;
  createdAt: Date;
  creatorId: string;
  creatorUsername: string | null;
  creatorDisplayName: string;
  creatorAvatarUrl: string | null;
  creatorRole: UserRole;
  creatorBanned: boolean;
}

/** Selects an AdminCommentRow from `comments c JOIN users u (its author) JOIN videos v (its video)`. */
export const ADMIN_COMMENT_COLUMNS = `c.id, c.text, c."videoId", v.title AS "videoTitle", c."moderationState", c."moderationReason", c."createdAt",
  u.id AS "authorId", u.username AS "authorUsername", u."displayName" AS "authorDisplayName", u."avatarUrl" AS "authorAvatarUrl",
  u.role AS "authorRole", ${bannedAccount('u.id')} AS "authorBanned"`;

export interface AdminCommentRow {
  id: string;
  text: string;
  videoId: string;
  videoTitle: string;
  moderationState: CommentModerationState;
  moderationReason: string | null;
  createdAt: Date;
  authorId: string;
  authorUsername: string | null;
  authorDisplayName: string;
  authorAvatarUrl: string | null;
  authorRole: UserRole;
  authorBanned: boolean;
}

/** The console's account lookup: text (or an id) to search for, a role, suspended or not. */
export interface AdminUsersFilter {
  q?: string;
  role?: UserRole;
  banned?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The accounts `filter` finds, newest first (trigram indexes serve the search), and their parameters. */
export function adminUsersList(filter: AdminUsersFilter): { sql: (after: AfterCursor) => string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.q) {
    params.push(`%${escapeLike(filter.q)}%`);
    const like = `$${params.length}`;
    if (UUID.test(filter.q)) params.push(filter.q);
    const id = UUID.test(filter.q) ? ` OR u.id = $${params.length}::uuid` : '';
    conditions.push(`(u.email ILIKE ${like} OR u.username ILIKE ${like} OR u."displayName" ILIKE ${like}${id})`);
  }
  if (filter.role) {
    params.push(filter.role);
    conditions.push(`u.role = $${params.length}`);
  }
  if (filter.banned !== undefined) conditions.push(filter.banned ? `u."bannedAt" IS NOT NULL` : `u."bannedAt" IS NULL`);
  const sql = (after: AfterCursor) => `
      SELECT ${ADMIN_USER_COLUMNS}, ${keysetTimestamp('u."createdAt"')} AS "cursorAt"
      FROM users u
      WHERE ${conditions.join(' AND ') || 'true'} ${after('u."createdAt"', 'u.id')}
      ORDER BY u."createdAt" DESC, u.id DESC`;
  return { sql, params };
}

/** The console's video lists: hidden pending review, removed by staff, failed in processing. */
export type AdminVideoListName = 'pending_review' | 'removed' | 'failed';

/** Each list's filter and the time it is ordered by (IDX_videos_moderation, IDX_videos_failed). */
const VIDEO_LISTS: Record<AdminVideoListName, { where: string; time: string }> = {
  pending_review: { where: `v."moderationState" = 'pending_review'`, time: 'v."moderatedAt"' },
  removed: { where: `v."moderationState" = 'removed'`, time: 'v."moderatedAt"' },
  failed: { where: `v.status = 'failed'`, time: 'v."createdAt"' },
};

/** One of the console's video lists, newest first by the list's time. */
export function adminVideosPageSql(list: AdminVideoListName) {
  const { where, time } = VIDEO_LISTS[list];
  return (after: AfterCursor) => `
      SELECT ${ADMIN_VIDEO_COLUMNS}, ${keysetTimestamp(time)} AS "cursorAt"
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE ${where} ${after(time, 'v.id')}
      ORDER BY ${time} DESC, v.id DESC`;
}

/** Each video whose media the worker gave up on (IDX_media_backfill_attempts_given_up), by its latest. */
export const mediaFailuresPageSql = (after: AfterCursor) => `
  WITH failures AS (
    SELECT "videoId", max("givenUpAt") AS "givenUpAt",
      json_agg(json_build_object('output', "output", 'attempts', "attempts", 'lastError', "lastError", 'givenUpAt', "givenUpAt") ORDER BY "givenUpAt" DESC) AS outputs
    FROM media_backfill_attempts WHERE "givenUpAt" IS NOT NULL GROUP BY "videoId"
  )
  SELECT ${ADMIN_VIDEO_COLUMNS}, f.outputs, ${keysetTimestamp('f."givenUpAt"')} AS "cursorAt"
  FROM failures f JOIN videos v ON v.id = f."videoId" JOIN users u ON u.id = v."userId"
  WHERE true ${after('f."givenUpAt"', 'v.id')}
  ORDER BY f."givenUpAt" DESC, v.id DESC`;

/** A video in the media failures list, with the outputs given up on. */
export interface MediaFailureRow extends AdminVideoRow {
  outputs: Array<{ output: BackfillOutput; attempts: number; lastError: string; givenUpAt: string }>;
  cursorAt: string;
}

const usersPage = (filter: AdminUsersFilter) => {
  const list = adminUsersList(filter);
  return laterPageSql(list.sql, list.params.length);
};

export const adminListStatements = statements('admin-lists', {
  usersPage: rendered(usersPage, [{}], [{ q: 'ada', role: 'moderator', banned: true }], [{ q: '00000000-0000-0000-0000-000000000001', banned: false }]),
  videosPage: rendered((list: AdminVideoListName) => laterPageSql(adminVideosPageSql(list), 0), ['pending_review'], ['removed'], ['failed']),
  mediaFailuresPage: rendered(() => laterPageSql(mediaFailuresPageSql, 0), []),
  user: `SELECT ${ADMIN_USER_COLUMNS} FROM "users" u WHERE u."id" = $1`,
  video: `SELECT ${ADMIN_VIDEO_COLUMNS} FROM "videos" v JOIN "users" u ON u."id" = v."userId" WHERE v."id" = $1`,
  comment: `SELECT ${ADMIN_COMMENT_COLUMNS} FROM "comments" c JOIN "users" u ON u.id = c."userId" JOIN "videos" v ON v.id = c."videoId" WHERE c.id = $1`,
});

const sql = adminListStatements;

/** The console's lists of accounts and videos, and one account, video or comment as the console shows it. */
export const adminListsRepository = {
  usersPage(db: SqlRunner, filter: AdminUsersFilter, page: PageRequest) {
    const list = adminUsersList(filter);
    return readPage<AdminUserRow & { cursorAt: string }>(db, page, { ...list, positionOf: (row) => ({ key: row.cursorAt, id: row.id }) });
  },

  videosPage(db: SqlRunner, list: AdminVideoListName, page: PageRequest) {
    return readPage<AdminVideoRow & { cursorAt: string }>(db, page, {
      sql: adminVideosPageSql(list),
      params: [],
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
    });
  },

  mediaFailuresPage(db: SqlRunner, page: PageRequest) {
    return readPage<MediaFailureRow>(db, page, { sql: mediaFailuresPageSql, params: [], positionOf: (row) => ({ key: row.cursorAt, id: row.id }) });
  },

  async user(db: SqlRunner, userId: string): Promise<AdminUserRow> {
    const [row] = (await db.query(sql.user, [userId])) as AdminUserRow[];
    return row;
  },

  async video(db: SqlRunner, videoId: string): Promise<AdminVideoRow> {
    const [row] = (await db.query(sql.video, [videoId])) as AdminVideoRow[];
    return row;
  },

  async comment(db: SqlRunner, commentId: string): Promise<AdminCommentRow> {
    const [row] = (await db.query(sql.comment, [commentId])) as AdminCommentRow[];
    return row;
  },
};

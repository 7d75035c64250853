import { AfterCursor, PageRequest, laterPageSql, readPage } from '../keyset';
import { hiddenAccount } from '../predicates/account-state';
import { PUBLICLY_VISIBLE } from '../predicates/video-visibility';
import { mutedCreator, notBlockedBetween } from '../predicates/viewer-filters';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

/**
 * $1 is always the viewer (null for visitors). Video totals are live and match the creators
 * leaderboard (RECOMPUTE_CREATOR_STATS_SQL): visible videos counted, views summed over all.
 * likedCount counts what the liked-videos list shows, and only for those allowed to see it.
 */
const PROFILE_SELECT = `
  SELECT u."id", u."username", u."displayName", u."avatarUrl", u."bio", u."location", u."website", u."joinedDate",
         u."followersCount", u."followingCount", u."likesPublic", u."userNumber", u."createdAt"::text AS "cursorAt",
         totals."videosCount", totals."totalViews", totals."remixesCount",
         EXISTS (SELECT 1 FROM "follows" f WHERE f."followerId" = $1::uuid AND f."followingId" = u."id") AS "isFollowing",
         ${mutedCreator('$1', 'u."id"')} AS "isMuted",
         CASE WHEN u."likesPublic" OR u."id" = $1::uuid THEN (
           SELECT count(*)::int FROM "likes" l JOIN "videos" v ON v."id" = l."videoId" WHERE l."userId" = u."id" AND ${PUBLICLY_VISIBLE}
         ) END AS "likedCount"
  FROM "users" u
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE ${PUBLICLY_VISIBLE})::int AS "videosCount", COALESCE(sum(v."viewsCount"), 0)::bigint AS "totalViews",
           COALESCE(sum(v."remixCount"), 0)::int AS "remixesCount"
    FROM "videos" v WHERE v."userId" = u."id"
  ) totals`;

/**
 * A suspended or deleted account's profile is gone for everyone until the ban is lifted or the deletion cancelled (staff find it in the console);
 * a profile is gone for the viewer ($1) when either blocked the other, answered as for an account that does not exist.
 */
const SHOWN_TO_VIEWER = `NOT ${hiddenAccount('u')} AND ${notBlockedBetween('$1', 'u."id"')}`;

/** A profile as the profile reads select it. */
export interface ProfileRow {
  id: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  bio: string;
  location: string | null;
  website: string | null;
  joinedDate: Date;
  followersCount: number;
  followingCount: number;
  likesPublic: boolean;
  likedCount: number | null;
  userNumber: number;
  videosCount: number;
  totalViews: string;
  /** How many times their videos were remixed ("Remixed n times"). */
  remixesCount: number;
  isFollowing: boolean;
  isMuted: boolean;
  cursorAt: string;
}

/** Users who have created their profile (have a username), newest first. */
export const profilePageSql = (after: AfterCursor) =>
  `${PROFILE_SELECT} WHERE u."username" IS NOT NULL AND ${SHOWN_TO_VIEWER} ${after('u."createdAt"', 'u."id"')} ORDER BY u."createdAt" DESC, u."id" DESC`;

/** What a user may change of their profile. */
export type ProfileEdit = Partial<{
  username: string;
  displayName: string;
  bio: string;
  location: string | null;
  website: string | null;
  avatarUrl: string | null;
  likesPublic: boolean;
}>;

/** Sets the edited columns ($2…) of user $1, as TypeORM's update did (updatedAt with them). */
const editSql = (columns: Array<keyof ProfileEdit>) =>
  `UPDATE "users" SET ${columns.map((column, i) => `"${column}" = $${i + 2}`).join(', ')}, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = $1`;

/** The read SQL of profiles, used by ProfilesService and by the benchmark's plan checks. $1 is the viewer. */
export const profileStatements = statements('profiles', {
  /** The profile of user $2. */
  byId: `${PROFILE_SELECT} WHERE u."id" = $2 AND ${SHOWN_TO_VIEWER}`,
  /** The profile of username $2 (lowercase). */
  byUsername: `${PROFILE_SELECT} WHERE u."username" = $2 AND ${SHOWN_TO_VIEWER}`,
  page: laterPageSql(profilePageSql, 1),
  /** User $1's username and avatar, locked for an edit. */
  lockForEdit: `SELECT "username", "avatarUrl" FROM "users" WHERE "id" = $1 FOR UPDATE`,
  edit: rendered(editSql, [['displayName']], [['username', 'displayName', 'bio', 'location', 'website', 'avatarUrl', 'likesPublic']]),
  /** Whether user $1 (not suspended nor being deleted) shows their likes to everyone. */
  likesPublic: `SELECT "id", "likesPublic" FROM "users" WHERE "id" = $1 AND "bannedAt" IS NULL AND "deletionDueAt" IS NULL`,
});

const sql = profileStatements;

/** A user's public profile, as viewer $1 sees it. */
export const profilesRepository = {
  async byId(db: SqlRunner, userId: string, viewerId: string | null): Promise<ProfileRow | undefined> {
    const [row] = (await db.query(sql.byId, [viewerId, userId])) as ProfileRow[];
    return row;
  },

  /** `username` in lowercase. */
  async byUsername(db: SqlRunner, username: string, viewerId: string | null): Promise<ProfileRow | undefined> {
    const [row] = (await db.query(sql.byUsername, [viewerId, username])) as ProfileRow[];
    return row;
  },

  page(db: SqlRunner, viewerId: string | null, page: PageRequest) {
    return readPage<ProfileRow>(db, page, { sql: profilePageSql, params: [viewerId], positionOf: (row) => ({ key: row.cursorAt, id: row.id }) });
  },

  /** The user's username and avatar before an edit, locked; undefined when there is no such user. */
  async lockForEdit(db: SqlRunner, userId: string): Promise<{ username: string | null; avatarUrl: string | null } | undefined> {
    const [row] = (await db.query(sql.lockForEdit, [userId])) as Array<{ username: string | null; avatarUrl: string | null }>;
    return row;
  },

  async edit(db: SqlRunner, userId: string, changes: ProfileEdit): Promise<void> {
    const columns = Object.keys(changes) as Array<keyof ProfileEdit>;
    await db.query(editSql(columns), [userId, ...columns.map((column) => changes[column])]);
  },

  /** Whether the user shows their likes to everyone; undefined when they are missing, suspended or being deleted. */
  async likesPublic(db: SqlRunner, userId: string): Promise<boolean | undefined> {
    const [user] = (await db.query(sql.likesPublic, [userId])) as Array<{ likesPublic: boolean }>;
    return user?.likesPublic;
  },
};

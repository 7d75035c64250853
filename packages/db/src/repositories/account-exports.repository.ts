import { AccountExportStatus } from '../entities';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';
import { SESSION_OWNER } from './sessions.repository';

/** An export as its owner's list and download read it. */
export interface AccountExportRow {
  id: string;
  userId: string;
  status: AccountExportStatus;
  createdAt: Date;
  readyAt: Date | null;
  sizeBytes: string | null;
}

/** An export still building, with what the worker needs to build it and tell its owner. */
export interface ExportToBuildRow {
  userId: string;
  email: string;
  linkOrigin: string;
  deletionDueAt: Date | null;
}

/**
 * One JSON file of the export: an array of the account's rows of one kind, oldest first. `from`
 * names the table as `x` and selects the account's rows with `$1`; `columns` are what the person
 * gets (never a secret: no password, token hash or passkey key).
 */
export interface ExportDocument {
  file: string;
  columns: string;
  from: string;
}

export const EXPORT_DOCUMENTS: ExportDocument[] = [
  {
    file: 'videos.json',
    columns: `x."id", x."title", x."caption", x."prompt", x."toolUsed" AS "tool", x."tags", x."aspectRatio", x."width", x."height",
              x."durationSeconds", x."status", x."moderationState", x."likesCount", x."viewsCount", x."commentsCount", x."credentialsState",
              x."createdAt", x."updatedAt"`,
    from: `"videos" x WHERE x."userId" = $1`,
  },
  {
    file: 'comments.json',
    columns: `x."id", x."videoId", cv."title" AS "videoTitle", x."text", x."likesCount", x."createdAt", x."updatedAt"`,
    from: `"comments" x LEFT JOIN "videos" cv ON cv."id" = x."videoId" WHERE x."userId" = $1`,
  },
  {
    file: 'likes.json',
    columns: `x."videoId", lv."title" AS "videoTitle", x."createdAt"`,
    from: `"likes" x LEFT JOIN "videos" lv ON lv."id" = x."videoId" WHERE x."userId" = $1`,
  },
  {
    file: 'comment-likes.json',
    columns: `x."commentId", lc."text" AS "commentText", x."createdAt"`,
    from: `"comment_likes" x LEFT JOIN "comments" lc ON lc."id" = x."commentId" WHERE x."userId" = $1`,
  },
  {
    file: 'following.json',
    columns: `u."username", u."displayName", x."createdAt"`,
    from: `"follows" x JOIN "users" u ON u."id" = x."followingId" WHERE x."followerId" = $1`,
  },
  {
    file: 'followers.json',
    columns: `u."username", u."displayName", x."createdAt"`,
    from: `"follows" x JOIN "users" u ON u."id" = x."followerId" WHERE x."followingId" = $1`,
  },
  {
    file: 'notifications.json',
    columns: `x."type", a."username" AS "actorUsername", x."videoId", x."commentId", x."action", x."reason", x."isRead", x."createdAt"`,
    from: `"notifications" x LEFT JOIN "users" a ON a."id" = x."actorId" WHERE x."userId" = $1`,
  },
  {
    file: 'access-tokens.json',
    columns: `x."name", x."scopes", x."createdAt", x."lastUsedAt", x."expiresAt", x."revokedAt"`,
    from: `"access_tokens" x WHERE x."userId" = $1`,
  },
  {
    file: 'passkeys.json',
    columns: `x."name", x."transports", x."createdAt", x."lastUsedAt"`,
    from: `"passkeys" x WHERE x."userId" = $1`,
  },
];

/** Rows of a document read per query: a document of any length is written page by page. */
export const EXPORT_DOCUMENT_PAGE = 500;
/** Videos read per query when listing the originals to copy. */
export const EXPORT_VIDEO_FILES_PAGE = 1000;
const LISTED = 10;

/** Where a page of a document starts: after the row at (createdAt as text, id). */
export interface ExportDocumentAfter {
  at: string;
  id: string;
}

/** A page of `doc`, keyset on (createdAt, id) after ($2, $3) when `later`. */
function documentPageSql(doc: ExportDocument, later: boolean): string {
  const keyset = later ? `AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid)` : '';
  return `SELECT ${doc.columns}, x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM ${doc.from} ${keyset} ORDER BY x."createdAt", x."id" LIMIT ${EXPORT_DOCUMENT_PAGE}`;
}

const documentNamed = (file: string) => EXPORT_DOCUMENTS.find((doc) => doc.file === file)!;

const COLUMNS = `"id", "userId", "status", "createdAt", "readyAt", "sizeBytes"`;

export const accountExportStatements = statements('account-exports', {
  /** Serialises $1's requests for an export until the transaction ends. */
  lockRequests: `SELECT pg_advisory_xact_lock(hashtext('account-export:' || $1))`,
  /** Seconds until $1 may ask again, when an export asked for within $2 hours is building or ready. */
  waitSeconds: `SELECT ceil(extract(epoch FROM "createdAt" + make_interval(hours => $2) - now()))::int AS "waitSeconds"
         FROM "account_exports" WHERE "userId" = $1 AND "status" <> 'failed' AND "createdAt" > now() - make_interval(hours => $2)
         ORDER BY "createdAt" LIMIT 1`,
  insert: `INSERT INTO "account_exports" ("userId", "linkOrigin") VALUES ($1, $2) RETURNING ${COLUMNS}`,
  list: `SELECT ${COLUMNS} FROM "account_exports" WHERE "userId" = $1 ORDER BY "createdAt" DESC LIMIT ${LISTED}`,
  ofOwner: `SELECT ${COLUMNS} FROM "account_exports" WHERE "id" = $1 AND "userId" = $2`,
  /** An export still building fails: a failed export does not count toward the day's one. */
  markFailed: `UPDATE "account_exports" SET "status" = 'failed' WHERE "id" = $1 AND "status" = 'building'`,
  toBuild: `SELECT e."userId", u."email", e."linkOrigin", u."deletionDueAt" FROM "account_exports" e JOIN "users" u ON u."id" = e."userId"
       WHERE e."id" = $1 AND e."status" = 'building'`,
  markReady: `UPDATE "account_exports" SET "status" = 'ready', "readyAt" = now(), "sizeBytes" = $2 WHERE "id" = $1 AND "status" = 'building' RETURNING "id"`,
  /** Up to $2 ready exports whose link expired ($1 hours after ready), locked (others skipped). */
  lockExpired: `SELECT "id", "userId" FROM "account_exports" WHERE "status" = 'ready' AND "readyAt" < now() - make_interval(hours => $1)
         ORDER BY "readyAt" LIMIT $2 FOR UPDATE SKIP LOCKED`,
  markExpired: `UPDATE "account_exports" SET "status" = 'expired' WHERE "id" = ANY($1)`,
  deleteAllOf: `DELETE FROM "account_exports" WHERE "userId" = $1`,
  /** The profile as the person sees and set it, with what the account is (role, verified, dates). */
  profile: `SELECT "id", "userNumber", "username", "email", "emailVerifiedAt", "displayName", "bio", "location", "website", "likesPublic", "role",
            "followersCount", "followingCount", "videosCount", "totalViews", "createdAt", "updatedAt"
     FROM "users" WHERE "id" = $1`,
  /** Where the account is signed in: the browser's description, the shortened network and dates. */
  sessions: `SELECT "userAgent", "network", "createdAt" AS "signedInAt", "lastActiveAt", "expire" AS "expiresAt"
     FROM "sessions" WHERE (${SESSION_OWNER}) = $1 ORDER BY "createdAt"`,
  documentPage: rendered(
    (file: string, later: boolean) => documentPageSql(documentNamed(file), later),
    ['videos.json', false],
    ...EXPORT_DOCUMENTS.map((doc) => [doc.file, true] as [string, boolean]),
  ),
  avatarUrl: `SELECT "avatarUrl" FROM "users" WHERE "id" = $1`,
  /** $1's videos after id $2, by id, with the type their upload declared. */
  videoOriginals: `SELECT v."id", v."originalUrl", up."contentType" FROM "videos" v
       LEFT JOIN "uploads" up ON up."userId" = v."userId" AND v."originalUrl" = '/objects/' || up."objectKey"
       WHERE v."userId" = $1 AND v."id" > $2 ORDER BY v."id" LIMIT ${EXPORT_VIDEO_FILES_PAGE}`,
});

const sql = accountExportStatements;

/** "Download your data": the exports asked for, and what the worker reads of the account to build one. */
export const accountExportsRepository = {
  async lockRequests(db: SqlRunner, userId: string): Promise<void> {
    await db.query(sql.lockRequests, [userId]);
  },

  /** Seconds until the user may ask again, or null when no export within `intervalHours` counts. */
  async waitSeconds(db: SqlRunner, userId: string, intervalHours: number): Promise<number | null> {
    const [recent] = (await db.query(sql.waitSeconds, [userId, intervalHours])) as Array<{ waitSeconds: number }>;
    return recent ? recent.waitSeconds : null;
  },

  async insert(db: SqlRunner, userId: string, linkOrigin: string): Promise<AccountExportRow> {
    const [created] = (await db.query(sql.insert, [userId, linkOrigin])) as AccountExportRow[];
    return created;
  },

  /** The user's latest exports, newest first. */
  list(db: SqlRunner, userId: string): Promise<AccountExportRow[]> {
    return db.query(sql.list, [userId]) as Promise<AccountExportRow[]>;
  },

  async ofOwner(db: SqlRunner, userId: string, exportId: string): Promise<AccountExportRow | null> {
    const [row] = (await db.query(sql.ofOwner, [exportId, userId])) as AccountExportRow[];
    return row ?? null;
  },

  /** Marks an export still building as failed: the API when its job could not be queued, the worker when its last attempt failed. */
  async markFailed(db: SqlRunner, exportId: string): Promise<void> {
    await db.query(sql.markFailed, [exportId]);
  },

  async toBuild(db: SqlRunner, exportId: string): Promise<ExportToBuildRow | null> {
    const [target] = (await db.query(sql.toBuild, [exportId])) as ExportToBuildRow[];
    return target ?? null;
  },

  /** Whether the export (still building) is now ready. */
  async markReady(db: SqlRunner, exportId: string, sizeBytes: number): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affectedCount].
    const [ready] = (await db.query(sql.markReady, [exportId, sizeBytes])) as [Array<{ id: string }>, number];
    return ready.length > 0;
  },

  lockExpired(db: SqlRunner, linkHours: number, limit: number): Promise<Array<{ id: string; userId: string }>> {
    return db.query(sql.lockExpired, [linkHours, limit]) as Promise<Array<{ id: string; userId: string }>>;
  },

  async markExpired(db: SqlRunner, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.query(sql.markExpired, [ids]);
  },

  async deleteAllOf(db: SqlRunner, userId: string): Promise<void> {
    await db.query(sql.deleteAllOf, [userId]);
  },

  async profile(db: SqlRunner, userId: string): Promise<Record<string, unknown>> {
    const [profile] = (await db.query(sql.profile, [userId])) as Array<Record<string, unknown>>;
    return profile;
  },

  sessions(db: SqlRunner, userId: string): Promise<Array<Record<string, unknown>>> {
    return db.query(sql.sessions, [userId]) as Promise<Array<Record<string, unknown>>>;
  },

  /** A page of the account's rows of `doc` (EXPORT_DOCUMENT_PAGE at most), after `after` if given, each with its keyset position. */
  documentPage(
    db: SqlRunner,
    doc: ExportDocument,
    userId: string,
    after: ExportDocumentAfter | null,
  ): Promise<Array<Record<string, unknown> & { pageAt: string; pageId: string }>> {
    return db.query(documentPageSql(doc, after !== null), after ? [userId, after.at, after.id] : [userId]) as Promise<
      Array<Record<string, unknown> & { pageAt: string; pageId: string }>
    >;
  },

  async avatarUrl(db: SqlRunner, userId: string): Promise<string | null> {
    const [user] = (await db.query(sql.avatarUrl, [userId])) as Array<{ avatarUrl: string | null }>;
    return user?.avatarUrl ?? null;
  },

  /** A page of the account's videos after `afterId` (by id), EXPORT_VIDEO_FILES_PAGE at most, with the type their upload declared. */
  videoOriginals(db: SqlRunner, userId: string, afterId: string): Promise<Array<{ id: string; originalUrl: string; contentType: string | null }>> {
    return db.query(sql.videoOriginals, [userId, afterId]) as Promise<Array<{ id: string; originalUrl: string; contentType: string | null }>>;
  },
};

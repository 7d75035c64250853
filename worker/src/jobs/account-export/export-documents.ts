import { DataSource } from 'typeorm';

/** Rows read per query: a document of any length is written page by page. */
const PAGE = 500;

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

/** The account's rows of `doc`, page by page, keyset on (createdAt, id) so no page is read twice. */
export async function* documentRows(db: DataSource, doc: ExportDocument, userId: string): AsyncGenerator<Record<string, unknown>> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const keyset = after ? `AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid)` : '';
    const rows = (await db.query(
      `SELECT ${doc.columns}, x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM ${doc.from} ${keyset} ORDER BY x."createdAt", x."id" LIMIT ${PAGE}`,
      after ? [userId, after.at, after.id] : [userId],
    )) as Array<Record<string, unknown> & { pageAt: string; pageId: string }>;
    for (const { pageAt: _at, pageId: _id, ...row } of rows) yield row;
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1];
    after = { at: last.pageAt, id: last.pageId };
  }
}

/** Rows as a pretty JSON array, produced as it is read. */
export async function* jsonArray(rows: AsyncIterable<Record<string, unknown>>): AsyncGenerator<string> {
  let first = true;
  for await (const row of rows) {
    yield `${first ? '[\n' : ',\n'}  ${JSON.stringify(row)}`;
    first = false;
  }
  yield first ? '[]\n' : '\n]\n';
}

/** The profile as the person sees and set it, with what the account is (role, verified, dates). */
export async function profileDocument(db: DataSource, userId: string): Promise<Record<string, unknown>> {
  const [profile] = (await db.query(
    `SELECT "id", "userNumber", "username", "email", "emailVerifiedAt", "displayName", "bio", "location", "website", "likesPublic", "role",
            "followersCount", "followingCount", "videosCount", "totalViews", "createdAt", "updatedAt"
     FROM "users" WHERE "id" = $1`,
    [userId],
  )) as Array<Record<string, unknown>>;
  return profile;
}

/** Where the account is signed in: the browser's description, the shortened network and dates. */
export async function sessionsDocument(db: DataSource, userId: string): Promise<Array<Record<string, unknown>>> {
  return (await db.query(
    `SELECT "userAgent", "network", "createdAt" AS "signedInAt", "lastActiveAt", "expire" AS "expiresAt"
     FROM "sessions" WHERE ("sess" -> 'passport' ->> 'user') = $1 ORDER BY "createdAt"`,
    [userId],
  )) as Array<Record<string, unknown>>;
}

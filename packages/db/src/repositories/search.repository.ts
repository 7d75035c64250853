import { AfterCursor, DEFAULT_PAGE_SIZE, PageRequest, laterPageSql, readPage } from '../keyset';
import { notBanned } from '../predicates/account-state';
import { PUBLIC_VIDEO } from '../predicates/video-visibility';
import { inViewersFeeds, notBlockedBetween } from '../predicates/viewer-filters';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';
import type { CreatorRow } from './creators.repository';
import { decodeTagCursor, encodeTagCursor } from './tag-cursor';
import { VideoRow, videoRowColumns } from '../predicates/video-row';

/** No search statement runs longer: a query too costly answers 503, never holds a connection. */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2000;
/** What every search transaction sets: the statement timeout, and the word similarity at which a creator's name matches a typed word (pg_trgm's <%). */
export const SEARCH_SETTINGS: Readonly<Record<string, string>> = {
  statement_timeout: String(SEARCH_STATEMENT_TIMEOUT_MS),
  'pg_trgm.word_similarity_threshold': '0.6',
};
/**
 * A video search's: no sequential scan of videos either (the first matches of a common prefix come
 * from IDX_videos_search_document, not from reading the table until enough are found).
 */
export const VIDEO_SEARCH_SETTINGS: Readonly<Record<string, string>> = { ...SEARCH_SETTINGS, enable_seqscan: 'off' };

/**
 * What the viewer in `viewerParam` may find: the feeds' visibility (video-visibility.ts) and what
 * the feeds keep out for them (viewer-filters.ts: blocks either way, muted creators and words),
 * nothing restated. Applied to the rows of a page, read for the viewer from the ranking every viewer
 * shares; SearchService reads on down the ranking until the page is full.
 */
const findableVideo = (viewerParam: string) => `${PUBLIC_VIDEO} ${inViewersFeeds(viewerParam, 'v."userId"', 'v.terms')}`;
/** The creators the viewer in `viewerParam` may find: not suspended, and nobody blocked either way. */
const findableCreator = (viewerParam: string) => `${notBanned('u.id')} AND ${notBlockedBetween(viewerParam, 'u.id')}`;

/**
 * How many matches are scored: every match of a query that has no more, else the first this many the
 * document index gives (in table order). Reading a common word's every match (one in eight of 100,000
 * videos for "neon city dusk") to sort them took 150 ms a query; this keeps a search's first page near
 * a feed page's cost, and a query precise enough to name what it wants is ranked whole.
 */
export const SEARCH_CANDIDATES = 300;
/** ts_rank's weights for D (creator names), C (caption, tool), B (prompt), A (title, tags). */
const WEIGHTS = `'{0.05, 0.2, 0.4, 1.0}'`;
/**
 * Relevance times at most about 1.2 for the most loved videos (feed.rank's engagement score, in
 * video_scores): among equally good matches the loved ones come first, a better match still wins.
 */
const SCORE = `(coalesce(ts_rank(${WEIGHTS}, c."searchDocument", c.query), 1) * (1 + 0.02 * ln(1 + 100 * coalesce(sc.score, 0))))::float8`;

/** How a video search is narrowed; each field a placeholder. */
export interface VideoSearchParams {
  /** to_tsquery text (search-terms.ts), unaccented here; absent when only filters ask. */
  tsquery?: string;
  tags?: string;
  tool?: string;
  operatorTool?: string;
  aspectRatio?: string;
  /** An interval ('7 days'): only videos uploaded since. */
  uploadedWithin?: string;
  verifiedOnly?: boolean;
}

/** The values a video search is narrowed by (VideoSearchParams' placeholders stand for them). */
export interface VideoSearchFilters {
  /** to_tsquery text (search-terms.ts). */
  tsquery?: string;
  /** #tags the video must all carry. */
  tags?: string[];
  /** The tool the box named (tool:veo-3). */
  operatorTool?: string;
  /** The tool filter (?tool=). */
  tool?: string;
  aspectRatio?: string;
  /** An interval ('7 days'): only videos uploaded since. */
  uploadedWithin?: string;
  verifiedOnly?: boolean;
}

const narrowing = (p: VideoSearchParams) =>
  [
    p.tsquery ? `v."searchDocument" @@ to_tsquery('simple', search_unaccent(${p.tsquery}::text))` : '',
    p.tags ? `video_tag_set(v.tags, v.caption) @> ${p.tags}::text[]` : '',
    p.tool ? `v."toolUsed" = ${p.tool}::text` : '',
    p.operatorTool ? `v."toolUsed" = ${p.operatorTool}::text` : '',
    p.aspectRatio ? `v."aspectRatio" = ${p.aspectRatio}::text` : '',
    p.uploadedWithin ? `v."createdAt" > now() - ${p.uploadedWithin}::interval` : '',
    p.verifiedOnly ? `v."credentialsState" = 'valid'` : '',
  ]
    .filter(Boolean)
    .map((condition) => `AND ${condition}`)
    .join(' ');

/**
 * The matches anyone may see, best first: up to `candidates` of them (IDX_videos_search_document;
 * see SEARCH_CANDIDATES), each scored (SCORE). The same for every viewer, so SearchService keeps it a
 * little while; a page of it is read with `rows`.
 */
export const searchRankedSql = (p: VideoSearchParams, candidates = SEARCH_CANDIDATES) => `
    SELECT c.id, ${SCORE} AS score
    FROM (
      SELECT v.id, v."searchDocument", ${p.tsquery ? `to_tsquery('simple', search_unaccent(${p.tsquery}::text))` : 'NULL::tsquery'} AS query
      FROM videos v
      WHERE ${PUBLIC_VIDEO} ${narrowing(p)}
      LIMIT ${candidates}
    ) c LEFT JOIN video_scores sc ON sc."videoId" = c.id
    ORDER BY score DESC, c.id DESC`;

/**
 * Listed creators (a public video, not suspended, not blocked either way with viewer $3) whose username or display name holds $1
 * (lowercase, LIKE wildcards escaped) or a word close to $2 (pg_trgm's <%, IDX_users_search_name_trgm),
 * ranked by their leaderboard score alone (total views, as the creators leaderboard ranks them; the
 * match quality only decides who is in), keyset-paged on it.
 */
export const searchCreatorsPageSql = (after: AfterCursor) => `
    SELECT u.id, u.username, u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."followersCount", s."videosCount"
    FROM users u JOIN creator_stats s ON s."userId" = u.id,
    LATERAL (SELECT search_creator_name(u.username, u."displayName") AS name, '%' || search_unaccent($1::text) || '%' AS pattern,
                    lower(search_unaccent($2::text)) AS typed) n
    WHERE (n.name LIKE n.pattern OR n.typed <% n.name) AND s."videosCount" > 0 AND ${findableCreator('$3')} ${after('s."totalViews"', 'u.id')}
    ORDER BY s."totalViews" DESC, u.id DESC`;

/** Creators by leaderboard score, most first (ties: the later id first, for a total order the keyset can follow). */
export const SEARCH_CREATORS_ORDER = { key: 'int8', direction: 'desc' } as const;
/** The filter shapes the snapshot shows a ranking for: words only, filters only, and every filter with words. */
const RANKED_EXAMPLES: Array<[VideoSearchParams, number?]> = [
  [{ tsquery: '$1' }],
  [{ tsquery: '$1' }, 60],
  [{ tool: '$1', verifiedOnly: true }],
  [{ tsquery: '$1', tags: '$2', operatorTool: '$3', tool: '$4', aspectRatio: '$5', uploadedWithin: '$6', verifiedOnly: true }],
];

/**
 * Tags starting with $1 (a LIKE pattern) that publicly visible videos carry, most used first, then
 * by name (IDX_search_tags_prefix); $2 the limit. A later page (`after`) starts past the tag a
 * cursor names: $3 its count, $4 its name.
 */
export const searchTagsPageSql = (after: boolean) => `
    SELECT tag, videos FROM search_tags WHERE videos > 0 AND tag LIKE $1${after ? ' AND (videos < $3 OR (videos = $3 AND tag > $4))' : ''}
    ORDER BY videos DESC, tag LIMIT $2`;

export const searchStatements = statements('search', {
  /** Sets a search transaction's settings: $1, $3, … the names, $2, $4, … their values (`count` of them). */
  settings: rendered(
    (count: number) => `SELECT ${Array.from({ length: count }, (_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
    [Object.keys(SEARCH_SETTINGS).length],
    [Object.keys(VIDEO_SEARCH_SETTINGS).length],
  ),
  ranked: rendered(searchRankedSql, ...RANKED_EXAMPLES),

  /** The videos $2 (ids) as viewer $1 may find them now (a video hidden since it was ranked is left out). */
  rows: `
    SELECT ${videoRowColumns('$1')}
    FROM videos v JOIN users u ON u.id = v."userId"
    WHERE v.id = ANY($2::uuid[]) AND ${findableVideo('$1')}`,

  /**
   * The typed words $1 as the documents spell them (lowercase, unaccented), whether the vocabulary
   * knows them (the last, $2, as a prefix) and, when not, up to 3 known words within trigram
   * similarity 0.4 (IDX_search_terms_trgm, nearest first).
   */
  corrections: `
    SELECT w.typed, k.known, CASE WHEN k.known THEN '{}'::text[] ELSE ARRAY(
      SELECT t.term FROM search_terms t WHERE t.term % w.word AND similarity(t.term, w.word) >= 0.4 ORDER BY t.term <-> w.word LIMIT 3) END AS corrections
    FROM (SELECT x.typed, x.n, lower(search_unaccent(x.typed)) AS word FROM unnest($1::text[]) WITH ORDINALITY AS x(typed, n)) w,
    LATERAL (SELECT CASE WHEN w.n = array_length($1::text[], 1) AND $2::boolean
                    THEN EXISTS (SELECT 1 FROM search_terms t WHERE t.term ~>=~ w.word AND t.term ~<~ (w.word || chr(1114111)))
                    ELSE EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w.word) END AS known) k`,

  creators: rendered(() => laterPageSql(searchCreatorsPageSql, 3, SEARCH_CREATORS_ORDER), []),

  tags: rendered(searchTagsPageSql, [false], [true]),

  /** The most used tags, for an empty search's suggestions ($1 the limit). */
  popularTags: `SELECT tag, videos FROM search_tags WHERE videos > 0 ORDER BY videos DESC, tag LIMIT $1`,

  /**
   * Search's derived data written from scratch (migration Search keeps it current with triggers): every
   * video's searchDocument, the vocabulary misspellings are corrected against, each tag's count of
   * ready, unhidden videos. For writers that bypass the triggers (the bench seed, which inserts with
   * session_replication_role = replica); the API and worker never run it.
   */
  rebuild: `
  UPDATE videos v SET "searchDocument" = search_video_document(v.title, v.tags, v.prompt, v.caption, v."toolUsed", u.username, u."displayName")
  FROM users u WHERE u.id = v."userId";
  INSERT INTO search_terms (term) SELECT DISTINCT t FROM videos v, search_document_terms(v."searchDocument") t ON CONFLICT DO NOTHING;
  TRUNCATE search_tags;
  INSERT INTO search_tags (tag, videos)
  SELECT tag, count(*)::int FROM videos v, unnest(video_tag_set(v.tags, v.caption)) tag WHERE v.status = 'ready' AND NOT v."isHidden" GROUP BY tag`,
});

const sql = searchStatements;

/** See searchStatements.rebuild: the bench seed runs it. */
export const REBUILD_SEARCH_SQL = sql.rebuild;

/** One match as ranked: its id and score (the keyset of the pages). */
export interface RankedMatch {
  id: string;
  score: number;
}

/** A creator as the search query selects one: a leaderboard row without likes and place. */
export type SearchCreatorRow = Omit<CreatorRow, 'totalLikes' | 'rank'>;

/** A tag with its count of publicly visible videos. */
export interface SearchTagRow {
  tag: string;
  videos: number;
}

/** The word corrections of one typed word (none when the vocabulary knows it). */
export interface CorrectionRow {
  typed: string;
  known: boolean;
  corrections: string[];
}

/** Search over videos, creators and tags; the caller runs them in a transaction with SEARCH_SETTINGS (applySettings). */
export const searchRepository = {
  /** Sets `settings` for the rest of the transaction `db` runs. */
  async applySettings(db: SqlRunner, settings: Readonly<Record<string, string>>): Promise<void> {
    const entries = Object.entries(settings);
    await db.query(sql.settings.render(entries.length), entries.flat());
  },

  /** The matches of `filters` anyone may see, best first (up to `candidates`). */
  ranked(db: SqlRunner, filters: VideoSearchFilters, candidates = SEARCH_CANDIDATES): Promise<RankedMatch[]> {
    const values: unknown[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    const params: VideoSearchParams = {
      tsquery: filters.tsquery ? param(filters.tsquery) : undefined,
      tags: filters.tags && filters.tags.length > 0 ? param(filters.tags) : undefined,
      operatorTool: filters.operatorTool ? param(filters.operatorTool) : undefined,
      tool: filters.tool ? param(filters.tool) : undefined,
      aspectRatio: filters.aspectRatio ? param(filters.aspectRatio) : undefined,
      uploadedWithin: filters.uploadedWithin ? param(filters.uploadedWithin) : undefined,
      verifiedOnly: filters.verifiedOnly,
    };
    return db.query(searchRankedSql(params, candidates), values) as Promise<RankedMatch[]>;
  },

  /** The videos `ids` as `viewerId` may find them now (in no particular order). */
  rows(db: SqlRunner, viewerId: string | null, ids: string[]): Promise<VideoRow[]> {
    return db.query(sql.rows, [viewerId, ids]) as Promise<VideoRow[]>;
  },

  /** Each of `typed` with the known words it may misspell; the last as a prefix when `lastIsPrefix`. */
  corrections(db: SqlRunner, typed: string[], lastIsPrefix: boolean): Promise<CorrectionRow[]> {
    return db.query(sql.corrections, [typed, lastIsPrefix]) as Promise<CorrectionRow[]>;
  },

  /** A page of listed creators whose names hold `pattern` (LIKE, lowercase, escaped) or a word close to `name`. */
  creators(db: SqlRunner, viewerId: string | null, pattern: string, name: string, page: PageRequest) {
    return readPage<SearchCreatorRow>(db, page, {
      sql: searchCreatorsPageSql,
      params: [pattern, name, viewerId],
      positionOf: (row) => ({ key: Number(row.totalViews), id: row.id }),
      order: SEARCH_CREATORS_ORDER,
    });
  },

  /** A page of the tags matching `pattern` (LIKE), most used first; its cursor names the last tag (tag-cursor.ts). */
  async tags(db: SqlRunner, pattern: string, page: PageRequest): Promise<{ items: SearchTagRow[]; nextCursor: string | null }> {
    const pageSize = page.limit ?? DEFAULT_PAGE_SIZE;
    const after = decodeTagCursor(page.cursor);
    const values = after ? [pattern, pageSize + 1, after.videos, after.tag] : [pattern, pageSize + 1];
    const rows = (await db.query(searchTagsPageSql(!!after), values)) as SearchTagRow[];
    const items = rows.slice(0, pageSize);
    return { items, nextCursor: rows.length > pageSize ? encodeTagCursor(items[items.length - 1]) : null };
  },

  popularTags(db: SqlRunner, limit: number): Promise<SearchTagRow[]> {
    return db.query(sql.popularTags, [limit]) as Promise<SearchTagRow[]>;
  },
};

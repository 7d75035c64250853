import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { setBounded } from '../common/bounded-map';
import { RetryLaterException } from '../common/retry-later.exception';
import { escapeLike, VideoRow, decodeCursor, encodeCursor, DEFAULT_PAGE_SIZE, readPage } from '@genalpha/db';
import { SearchQueryDto, UploadPeriod } from './dto/search-query.dto';
import { SearchCreatorRow, SearchTagDto } from './dto/search-results.dto';
import { SEARCH_CANDIDATES, VideoSearchParams, searchQueries } from './search-queries';
import { SearchTerms, asksForSomething, correctable, highlightedWords, parseSearchTerms, tsqueryOf } from './search-terms';

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
const SUGGESTED_CREATORS = 3;
const SUGGESTED_TAGS = 3;
const SUGGESTED_VIDEOS = 5;
/** Matches scored for the suggested titles (fewer than a results page's SEARCH_CANDIDATES: a suggestion answers while typing). */
const SUGGESTION_CANDIDATES = 60;
const QUERY_CANCELED = '57014';
const SEARCH_TOO_SLOW = 'This search took too long; try fewer or longer words';

const PERIOD_DAYS: Record<UploadPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };
const BEST_FIRST = { key: 'float8', direction: 'desc' } as const;
/**
 * How long a ranking (or a word's corrections) is reused, and how many are kept per API process: a
 * popular query asked again within seconds is served from it, its pages read by id; a new upload or
 * a changed score shows in the next ranking, as For You's snapshots do.
 */
const KEPT_MS = 15_000;
const ANSWERS_KEPT = 1000;

/** One match as ranked: its id and score (the keyset of the pages). */
interface RankedMatch {
  id: string;
  score: number;
}

export interface VideoMatches {
  items: VideoRow[];
  nextCursor: string | null;
  words: string[];
}

/** Search over videos, creators and tags (search-queries.ts), each inside a statement timeout. */
@Injectable()
export class SearchService {
  private readonly answers = new Map<string, { at: number; rows: unknown[] }>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A page of videos best first; `words` are what the results matched, to highlight. `typing`: the
   * box is still being typed in (suggestions), so its last word is matched as a prefix.
   */
  videos(viewerId: string | null, query: SearchQueryDto, { typing = false, candidates = SEARCH_CANDIDATES } = {}): Promise<VideoMatches> {
    const parsed = parseSearchTerms(query.q);
    const terms = { ...parsed, lastIsPrefix: typing && parsed.lastIsPrefix };
    const after = decodeCursor(query.cursor, BEST_FIRST);
    return this.bounded(async (db) => {
      const corrections = await this.corrections(db, terms);
      const words = highlightedWords(terms, corrections);
      if (!asksForSomething(terms) || terms.tool === 'unknown') return { items: [], nextCursor: null, words };
      const values: unknown[] = [];
      const param = (value: unknown) => {
        values.push(value);
        return `$${values.length}`;
      };
      const tsquery = tsqueryOf(terms, corrections);
      const params: VideoSearchParams = {
        tsquery: tsquery ? param(tsquery) : undefined,
        tags: terms.tags.length > 0 ? param(terms.tags) : undefined,
        operatorTool: terms.tool ? param(terms.tool) : undefined,
        tool: query.tool ? param(query.tool) : undefined,
        aspectRatio: query.aspectRatio ? param(query.aspectRatio) : undefined,
        uploadedWithin: query.uploaded ? param(`${PERIOD_DAYS[query.uploaded]} days`) : undefined,
        verifiedOnly: query.verified,
      };
      const ranked = (await this.kept(db, searchQueries.ranked(params, candidates), values)) as RankedMatch[];
      const pageSize = query.limit ?? DEFAULT_PAGE_SIZE;
      const rest = after ? ranked.filter((match) => match.score < Number(after.key) || (match.score === after.key && match.id < after.id)) : ranked;
      // Matches the viewer may not see now (blocked, muted, hidden since ranked) are passed over, reading on until the page is full.
      const items: VideoRow[] = [];
      let read = 0;
      while (items.length < pageSize && read < rest.length) {
        const chunk = rest.slice(read, read + pageSize - items.length);
        const rows = (await db.query(searchQueries.rows, [viewerId, chunk.map((match) => match.id)])) as VideoRow[];
        const byId = new Map(rows.map((row) => [row.id, row]));
        items.push(...chunk.flatMap((match) => byId.get(match.id) ?? []));
        read += chunk.length;
      }
      const last = rest[read - 1];
      return { items, nextCursor: read < rest.length && last ? encodeCursor({ key: last.score, id: last.id }) : null, words };
    }, VIDEO_SEARCH_SETTINGS);
  }

  /** A page of listed creators whose names hold the words typed, or come close to them, by leaderboard score. */
  creators(viewerId: string | null, query: SearchQueryDto): Promise<{ items: SearchCreatorRow[]; nextCursor: string | null }> {
    const name = parseSearchTerms(query.q).words.join(' ');
    if (name === '') return Promise.resolve({ items: [], nextCursor: null });
    return this.bounded((db) =>
      readPage<SearchCreatorRow>(db, query, {
        sql: searchQueries.creators,
        params: [escapeLike(name.toLowerCase()), name, viewerId],
        positionOf: (row) => ({ key: row.searchScore, id: row.id }),
        order: { key: 'float8', direction: 'desc' },
      }),
    );
  }

  /** Tags starting with the last word typed (or #tag), most used first. */
  async tags(query: SearchQueryDto, limit = query.limit ?? DEFAULT_PAGE_SIZE): Promise<SearchTagDto[]> {
    const terms = parseSearchTerms(query.q);
    const prefix = terms.tags.at(-1) ?? terms.words.at(-1)?.toLowerCase();
    if (!prefix) return [];
    return this.bounded((db) => db.query(searchQueries.tags, [`${escapeLike(prefix)}%`, limit]) as Promise<SearchTagDto[]>);
  }

  /** As-you-type suggestions: a few creators, tags and video titles for what is typed so far. */
  async suggest(viewerId: string | null, q: string) {
    const query = Object.assign(new SearchQueryDto(), { q, limit: SUGGESTED_VIDEOS });
    const [creators, tags, videos] = await Promise.all([
      this.creators(viewerId, { ...query, limit: SUGGESTED_CREATORS }),
      this.tags(query, SUGGESTED_TAGS),
      this.videos(viewerId, query, { typing: true, candidates: SUGGESTION_CANDIDATES }),
    ]);
    return { creators: creators.items, tags, videos: videos.items };
  }

  popularTags(limit: number): Promise<SearchTagDto[]> {
    return this.dataSource.query(searchQueries.popularTags, [limit]) as Promise<SearchTagDto[]>;
  }

  /** The known words each misspelt typed word may mean (none for a word the documents hold). */
  private async corrections(db: EntityManager, terms: SearchTerms): Promise<Map<string, string[]>> {
    const typed = terms.words.filter(correctable);
    if (typed.length === 0) return new Map();
    const lastIsPrefix = terms.lastIsPrefix && typed.at(-1) === terms.words.at(-1);
    const rows = (await this.kept(db, searchQueries.corrections, [typed, lastIsPrefix])) as Array<{ typed: string; corrections: string[] }>;
    return new Map(rows.filter((row) => row.corrections.length > 0).map((row) => [row.typed, row.corrections]));
  }

  /** The answer of a statement every viewer shares (a ranking, a word's corrections), reused for KEPT_MS (the rows of a page are read per viewer). */
  private async kept(db: EntityManager, sql: string, values: unknown[]): Promise<unknown[]> {
    const key = JSON.stringify([sql, values]);
    const kept = this.answers.get(key);
    if (kept && Date.now() - kept.at < KEPT_MS) return kept.rows;
    const rows = (await db.query(sql, values)) as unknown[];
    setBounded(this.answers, key, { at: Date.now(), rows }, ANSWERS_KEPT);
    return rows;
  }

  /** Runs `work` in a transaction with `settings` (past the statement timeout, 503). */
  private async bounded<T>(work: (db: EntityManager) => Promise<T>, settingsOf: Readonly<Record<string, string>> = SEARCH_SETTINGS): Promise<T> {
    try {
      return await this.dataSource.transaction(async (db) => {
        const settings = Object.entries(settingsOf);
        await db.query(`SELECT ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`, settings.flat());
        return work(db);
      });
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === QUERY_CANCELED)
        throw new RetryLaterException(SEARCH_TOO_SLOW, 1, HttpStatus.SERVICE_UNAVAILABLE);
      throw error;
    }
  }
}

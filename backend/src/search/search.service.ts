import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { setBounded } from '../common/bounded-map';
import { RetryLaterException } from '../common/retry-later.exception';
import { SearchQueryDto, UploadPeriod } from './dto/search-query.dto';
import { SearchTagDto } from './dto/search-results.dto';
import { SearchTerms, asksForSomething, correctable, highlightedWords, parseSearchTerms, tsqueryOf } from './search-terms';
import {
  DEFAULT_PAGE_SIZE,
  SEARCH_CANDIDATES,
  SEARCH_SETTINGS,
  SearchCreatorRow,
  VIDEO_SEARCH_SETTINGS,
  VideoRow,
  decodeCursor,
  encodeCursor,
  escapeLike,
  searchRepository,
} from '@genalpha/db';

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

export interface VideoMatches {
  items: VideoRow[];
  nextCursor: string | null;
  words: string[];
}

/** Search over videos, creators and tags (search.repository.ts in @genalpha/db), each inside a statement timeout. */
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
      const filters = {
        tsquery: tsqueryOf(terms, corrections) || undefined,
        tags: terms.tags,
        operatorTool: terms.tool ?? undefined,
        tool: query.tool,
        aspectRatio: query.aspectRatio,
        uploadedWithin: query.uploaded ? `${PERIOD_DAYS[query.uploaded]} days` : undefined,
        verifiedOnly: query.verified,
      };
      const ranked = await this.kept(['ranked', filters, candidates], () => searchRepository.ranked(db, filters, candidates));
      const pageSize = query.limit ?? DEFAULT_PAGE_SIZE;
      const rest = after ? ranked.filter((match) => match.score < Number(after.key) || (match.score === after.key && match.id < after.id)) : ranked;
      // Matches the viewer may not see now (blocked, muted, hidden since ranked) are passed over, reading on until the page is full.
      const items: VideoRow[] = [];
      let read = 0;
      while (items.length < pageSize && read < rest.length) {
        const chunk = rest.slice(read, read + pageSize - items.length);
        const rows = await searchRepository.rows(
          db,
          viewerId,
          chunk.map((match) => match.id),
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        items.push(...chunk.flatMap((match) => byId.get(match.id) ?? []));
        read += chunk.length;
      }
      const last = rest[read - 1];
      return { items, nextCursor: read < rest.length && last ? encodeCursor({ key: last.score, id: last.id }) : null, words };
    }, VIDEO_SEARCH_SETTINGS);
  }

  /** A page of listed creators whose names hold the words typed, or come close to them, by leaderboard score alone. */
  creators(viewerId: string | null, query: SearchQueryDto): Promise<{ items: SearchCreatorRow[]; nextCursor: string | null }> {
    const name = parseSearchTerms(query.q).words.join(' ');
    if (name === '') return Promise.resolve({ items: [], nextCursor: null });
    return this.bounded((db) => searchRepository.creators(db, viewerId, escapeLike(name.toLowerCase()), name, query));
  }

  /** A page of the tags starting with the last word typed (or #tag), most used first. */
  async tags(query: SearchQueryDto): Promise<{ items: SearchTagDto[]; nextCursor: string | null }> {
    const terms = parseSearchTerms(query.q);
    const prefix = terms.tags.at(-1) ?? terms.words.at(-1)?.toLowerCase();
    if (!prefix) return { items: [], nextCursor: null };
    return this.bounded((db) => searchRepository.tags(db, `${escapeLike(prefix)}%`, query));
  }

  /** As-you-type suggestions: a few creators, tags and video titles for what is typed so far. */
  async suggest(viewerId: string | null, q: string) {
    const query = Object.assign(new SearchQueryDto(), { q, limit: SUGGESTED_VIDEOS });
    const [creators, tags, videos] = await Promise.all([
      this.creators(viewerId, { ...query, limit: SUGGESTED_CREATORS }),
      this.tags({ ...query, limit: SUGGESTED_TAGS }),
      this.videos(viewerId, query, { typing: true, candidates: SUGGESTION_CANDIDATES }),
    ]);
    return { creators: creators.items, tags: tags.items, videos: videos.items };
  }

  popularTags(limit: number): Promise<SearchTagDto[]> {
    return searchRepository.popularTags(this.dataSource, limit);
  }

  /** The known words each misspelt typed word may mean (none for a word the documents hold). */
  private async corrections(db: EntityManager, terms: SearchTerms): Promise<Map<string, string[]>> {
    const typed = terms.words.filter(correctable);
    if (typed.length === 0) return new Map();
    const lastIsPrefix = terms.lastIsPrefix && typed.at(-1) === terms.words.at(-1);
    const rows = await this.kept(['corrections', typed, lastIsPrefix], () => searchRepository.corrections(db, typed, lastIsPrefix));
    return new Map(rows.filter((row) => row.corrections.length > 0).map((row) => [row.typed, row.corrections]));
  }

  /** The answer of a statement every viewer shares (a ranking, a word's corrections), reused for KEPT_MS (the rows of a page are read per viewer). */
  private async kept<T>(question: unknown[], ask: () => Promise<T[]>): Promise<T[]> {
    const key = JSON.stringify(question);
    const kept = this.answers.get(key);
    if (kept && Date.now() - kept.at < KEPT_MS) return kept.rows as T[];
    const rows = await ask();
    setBounded(this.answers, key, { at: Date.now(), rows }, ANSWERS_KEPT);
    return rows;
  }

  /** Runs `work` in a transaction with `settings` (past the statement timeout, 503). */
  private async bounded<T>(work: (db: EntityManager) => Promise<T>, settingsOf: Readonly<Record<string, string>> = SEARCH_SETTINGS): Promise<T> {
    try {
      return await this.dataSource.transaction(async (db) => {
        await searchRepository.applySettings(db, settingsOf);
        return work(db);
      });
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === QUERY_CANCELED)
        throw new RetryLaterException(SEARCH_TOO_SLOW, 1, HttpStatus.SERVICE_UNAVAILABLE);
      throw error;
    }
  }
}

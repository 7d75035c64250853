import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AfterCursor, KeysetOrder, KeysetPosition, NEWEST_FIRST, decodeCursor, keysetQuery, toPage } from './keyset';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** What a nextCursor looks like in the API's examples (cursors are opaque to clients). */
export const NEXT_CURSOR_EXAMPLE = 'MjAyNi0xMS0yNFQxOToxMjowMC4wMDBafDdkMWYzYzJl';

/** `?limit=&cursor=` on every list (keyset pagination; the cursor is opaque to clients). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor from the previous page' })
  @IsOptional()
  @MaxLength(200, { message: 'Invalid cursor' })
  @IsString({ message: 'Invalid cursor' })
  cursor?: string;
}

/** Anything that runs SQL with positional parameters (a DataSource, an EntityManager). */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * One page of a list (keyset.ts): the page size and cursor from `page`, `sql` rendered by
 * keysetQuery, and the next cursor from the last row's position.
 */
export async function readPage<T>(
  db: SqlRunner,
  page: PageQueryDto,
  list: { sql: (after: AfterCursor, limit: string) => string; params: unknown[]; positionOf: (row: T) => KeysetPosition; order?: KeysetOrder },
): Promise<{ items: T[]; nextCursor: string | null }> {
  const pageSize = page.limit ?? DEFAULT_PAGE_SIZE;
  const order = list.order ?? NEWEST_FIRST;
  const { text, values } = keysetQuery(list.sql, list.params, decodeCursor(page.cursor, order), pageSize, order);
  return toPage((await db.query(text, values)) as T[], pageSize, list.positionOf);
}

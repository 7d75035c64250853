import { BadRequestException } from '@nestjs/common';
import { SqlRunner, queryPooled } from './sql-runner';

/**
 * Keyset pagination, for every list: rows sorted by `(sort key, id)`, both in one direction, and a
 * page asks for the rows strictly after the last one it saw. The cursor carries that row's key and
 * id (opaque to clients: base64url JSON `[key, id]`). The key is a timestamp for the lists sorted by
 * time, a number for a score (the For You feed will sort on one).
 */

/** The SQL type of the sort key: how a cursor's key is checked and cast. */
export type KeysetKeyType = 'timestamptz' | 'float8' | 'int8';

export interface KeysetOrder {
  key: KeysetKeyType;
  direction: 'asc' | 'desc';
}

export const NEWEST_FIRST: KeysetOrder = { key: 'timestamptz', direction: 'desc' };
export const OLDEST_FIRST: KeysetOrder = { key: 'timestamptz', direction: 'asc' };

/** A position decoded from a cursor: the last row's sort key (timestamp text or number) and id (the tie-breaker). */
export interface Keyset {
  key: string | number;
  id: string;
}

/** A position as a row gives it. Timestamps must keep their microseconds: select them as text, not as a Date. */
export interface KeysetPosition {
  key: Date | string | number;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamp as PostgreSQL writes one (::text) or toISOString does. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2})?)$/;

/** Date.parse takes far more than PostgreSQL does ("1", "2025-02-30", year 0, five-digit years): only real dates pass. */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

const VALID_KEY: Record<KeysetKeyType, (key: unknown) => boolean> = {
  timestamptz: (key) => typeof key === 'string' && isTimestamp(key),
  float8: (key) => typeof key === 'number' && Number.isFinite(key),
  int8: (key) => typeof key === 'number' && Number.isSafeInteger(key),
};

export function encodeCursor(position: KeysetPosition): string {
  const key = position.key instanceof Date ? position.key.toISOString() : position.key;
  return Buffer.from(JSON.stringify([key, position.id])).toString('base64url');
}

/** The position in `cursor` (none for the first page); a cursor that is not one of `order`'s answers 400 'Invalid cursor'. */
export function decodeCursor(cursor: string | undefined, order: KeysetOrder = NEWEST_FIRST): Keyset | undefined {
  if (cursor === undefined) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [key, id] = decoded as [unknown, unknown];
      if (VALID_KEY[order.key](key) && typeof id === 'string' && UUID.test(id)) return { key: key as string | number, id };
    }
  } catch {
    // fall through
  }
  throw new BadRequestException('Invalid cursor');
}

/** Selects a timestamp sort key at full precision (microseconds, UTC), as a cursor carries it. */
export const keysetTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(key, id) < ($k, $i)` (or `>` oldest first): the rows after a position, as a row comparison an index on (key, id) serves. */
export function keysetCondition(order: KeysetOrder, keyColumn: string, idColumn: string, keyParam: string, idParam: string): string {
  return `(${keyColumn}, ${idColumn}) ${order.direction === 'desc' ? '<' : '>'} (${keyParam}::${order.key}, ${idParam}::uuid)`;
}

/** The ORDER BY list that matches `order` (without the keywords). */
export function keysetOrderBy(order: KeysetOrder, keyColumn: string, idColumn: string): string {
  const direction = order.direction.toUpperCase();
  return `${keyColumn} ${direction}, ${idColumn} ${direction}`;
}

/** Renders "AND strictly after the cursor" for the page's sort columns, or nothing on the first page. */
export type AfterCursor = (keyColumn: string, idColumn: string) => string;

/**
 * A keyset page of `sql`: the cursor's values follow `params`, and LIMIT asks for one row more than
 * the page to know if another follows (`limit`, its placeholder, lets a query cut its parts too).
 * `sql` sorts as `order` says; `after` may be used more than once (each part of a UNION).
 */
export function keysetQuery(
  sql: (after: AfterCursor, limit: string) => string,
  params: unknown[],
  cursor: Keyset | undefined,
  pageSize: number,
  order: KeysetOrder = NEWEST_FIRST,
): { text: string; values: unknown[] } {
  const values = [...params, pageSize + 1];
  const limit = `$${values.length}`;
  let placeholders: [string, string] | undefined;
  const after: AfterCursor = (keyColumn, idColumn) => {
    if (!cursor) return '';
    if (!placeholders) {
      values.push(cursor.key, cursor.id);
      placeholders = [`$${values.length - 1}`, `$${values.length}`];
    }
    return `AND ${keysetCondition(order, keyColumn, idColumn, ...placeholders)}`;
  };
  return { text: `${sql(after, limit)} LIMIT ${limit}`, values };
}

/** Given rows fetched with LIMIT pageSize + 1 (keysetQuery), returns the page and the cursor of the next one. */
export function toPage<T>(rows: T[], pageSize: number, positionOf: (row: T) => KeysetPosition): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, pageSize);
  const nextCursor = rows.length > pageSize ? encodeCursor(positionOf(items[items.length - 1])) : null;
  return { items, nextCursor };
}

/** How many rows a list page has when the request names no limit. */
export const DEFAULT_PAGE_SIZE = 24;

/** `?limit=&cursor=` of a list request. */
export interface PageRequest {
  limit?: number;
  cursor?: string;
}

/**
 * One page of a list (keyset.ts): the page size and cursor from `page`, `sql` rendered by
 * keysetQuery, and the next cursor from the last row's position.
 */
export async function readPage<T>(
  db: SqlRunner,
  page: PageRequest,
  list: { sql: (after: AfterCursor, limit: string) => string; params: unknown[]; positionOf: (row: T) => KeysetPosition; order?: KeysetOrder },
): Promise<{ items: T[]; nextCursor: string | null }> {
  const pageSize = page.limit ?? DEFAULT_PAGE_SIZE;
  const order = list.order ?? NEWEST_FIRST;
  const { text, values } = keysetQuery(list.sql, list.params, decodeCursor(page.cursor, order), pageSize, order);
  return toPage((await queryPooled(db, text, values)) as T[], pageSize, list.positionOf);
}

/** A keyset page's SQL as a later page runs it (after a cursor): what the SQL snapshots show of a list. */
export function laterPageSql(sql: (after: AfterCursor, limit: string) => string, paramCount: number, order: KeysetOrder = NEWEST_FIRST): string {
  const key = order.key === 'timestamptz' ? '2026-01-01T00:00:00.000000Z' : 0;
  const params = new Array<null>(paramCount).fill(null);
  return keysetQuery(sql, params, { key, id: '00000000-0000-0000-0000-000000000000' }, DEFAULT_PAGE_SIZE, order).text;
}

import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

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

/** The position of the last row of a page: its sort timestamp and id (the tie-breaker). */
export interface Keyset {
  createdAt: string;
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

export function encodeCursor(keyset: { createdAt: Date | string; id: string }): string {
  const createdAt = keyset.createdAt instanceof Date ? keyset.createdAt.toISOString() : keyset.createdAt;
  return Buffer.from(JSON.stringify([createdAt, keyset.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof createdAt === 'string' && isTimestamp(createdAt) && typeof id === 'string' && UUID.test(id)) {
      return { createdAt, id };
    }
  } catch {
    // fall through
  }
  throw new BadRequestException('Invalid cursor');
}

/**
 * Given rows fetched with LIMIT pageSize + 1, returns the page and the cursor of the next one.
 * Timestamps must travel at full precision: select createdAt as text (to_char or ::text) or
 * a Date truncates microseconds and rows at the page edge repeat or vanish.
 */
export function toPage<T>(rows: T[], pageSize: number, keyOf: (row: T) => { createdAt: Date | string; id: string }): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, pageSize);
  const nextCursor = rows.length > pageSize ? encodeCursor(keyOf(items[items.length - 1])) : null;
  return { items, nextCursor };
}

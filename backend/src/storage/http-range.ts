import { ByteRange } from '@genalpha/shared';

export type RangeRequest = ByteRange | 'unsatisfiable' | null;

/**
 * One `Range: bytes=...` request against an object of `size` bytes (RFC 9110 14.2): a range to
 * serve, 'unsatisfiable' (416), or null to ignore the header and send everything (absent,
 * malformed, or several ranges, which we do not combine).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

import { BadRequestException } from '@nestjs/common';
import fc from 'fast-check';
import { KeysetOrder, NEWEST_FIRST, OLDEST_FIRST, decodeCursor, encodeCursor, keysetCondition, keysetOrderBy, keysetQuery, toPage } from './keyset';

const ID = '0b9f4c1e-8d2a-4f4e-9c1b-3a5d7e9f1b2c';
const SCORE_DESC: KeysetOrder = { key: 'float8', direction: 'desc' };
const COUNT_ASC: KeysetOrder = { key: 'int8', direction: 'asc' };
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursors', () => {
  it('round-trips a timestamp position, from text or from a Date', () => {
    expect(decodeCursor(encodeCursor({ key: '2026-11-24 11:40:00.123456+00', id: ID }))).toEqual({ key: '2026-11-24 11:40:00.123456+00', id: ID });
    expect(decodeCursor(encodeCursor({ key: new Date('2026-01-02T03:04:05.678Z'), id: ID }))).toEqual({ key: '2026-01-02T03:04:05.678Z', id: ID });
  });

  it('round-trips any finite score exactly, and integer counts', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (score) => {
        expect(decodeCursor(encodeCursor({ key: score, id: ID }), SCORE_DESC)).toEqual({ key: score === 0 ? 0 : score, id: ID });
      }),
    );
    expect(decodeCursor(encodeCursor({ key: 42, id: ID }), COUNT_ASC)).toEqual({ key: 42, id: ID });
  });

  it('has no cursor on the first page', () => {
    expect(decodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor(undefined, SCORE_DESC)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['an object', raw({ key: '2026-01-01T00:00:00Z', id: ID })],
    ['three items', raw(['2026-01-01T00:00:00Z', ID, 1])],
    ['an impossible date', raw(['2025-02-30T00:00:00Z', ID])],
    ['year 0', raw(['0000-01-01T00:00:00Z', ID])],
    ['a bare number as a timestamp', raw([1, ID])],
    ['a bad id', raw(['2026-01-01T00:00:00Z', 'x'])],
  ])('refuses %s with 400 Invalid cursor', (_, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(new BadRequestException('Invalid cursor'));
  });

  it('checks the key against the order: a timestamp is no score, a fraction no count', () => {
    const timestamp = encodeCursor({ key: '2026-01-01T00:00:00Z', id: ID });
    expect(() => decodeCursor(timestamp, SCORE_DESC)).toThrow(BadRequestException);
    expect(() => decodeCursor(encodeCursor({ key: 1.5, id: ID }), COUNT_ASC)).toThrow(BadRequestException);
    expect(() => decodeCursor(encodeCursor({ key: 1.5, id: ID }))).toThrow(BadRequestException);
  });
});

describe('keyset SQL', () => {
  it('compares (key, id) as a row, in the direction of the order, with the key cast to its type', () => {
    expect(keysetCondition(NEWEST_FIRST, 'v."createdAt"', 'v.id', '$3', '$4')).toBe('(v."createdAt", v.id) < ($3::timestamptz, $4::uuid)');
    expect(keysetCondition(OLDEST_FIRST, 'c."createdAt"', 'c.id', '$1', '$2')).toBe('(c."createdAt", c.id) > ($1::timestamptz, $2::uuid)');
    expect(keysetCondition(SCORE_DESC, 's.score', 's.id', '$5', '$6')).toBe('(s.score, s.id) < ($5::float8, $6::uuid)');
    expect(keysetOrderBy(SCORE_DESC, 's.score', 's.id')).toBe('s.score DESC, s.id DESC');
    expect(keysetOrderBy(OLDEST_FIRST, 'c."createdAt"', 'c.id')).toBe('c."createdAt" ASC, c.id ASC');
  });

  const sql = (after: (k: string, i: string) => string, limit: string) =>
    `SELECT * FROM (SELECT * FROM a WHERE x = $1 ${after('a.t', 'a.id')} LIMIT ${limit}) UNION ALL (SELECT * FROM b WHERE true ${after('b.t', 'b.id')})`;

  it('asks for one row more than the page, with no condition on the first page', () => {
    expect(keysetQuery(sql, ['p'], undefined, 24)).toEqual({
      text: 'SELECT * FROM (SELECT * FROM a WHERE x = $1  LIMIT $2) UNION ALL (SELECT * FROM b WHERE true ) LIMIT $2',
      values: ['p', 25],
    });
  });

  it('binds the position once after the parameters, however many parts use it', () => {
    const { text, values } = keysetQuery(sql, ['p'], { key: 0.75, id: ID }, 10, SCORE_DESC);
    expect(values).toEqual(['p', 11, 0.75, ID]);
    expect(text).toContain('AND (a.t, a.id) < ($3::float8, $4::uuid)');
    expect(text).toContain('AND (b.t, b.id) < ($3::float8, $4::uuid)');
  });

  it('cuts the page and gives the cursor of its last row only when more follow', () => {
    const rows = [1, 2, 3].map((n) => ({ n, id: ID }));
    expect(toPage(rows, 3, (row) => ({ key: row.n, id: row.id }))).toEqual({ items: rows, nextCursor: null });
    const page = toPage(rows, 2, (row) => ({ key: row.n, id: row.id }));
    expect(page.items).toEqual(rows.slice(0, 2));
    expect(decodeCursor(page.nextCursor!, COUNT_ASC)).toEqual({ key: 2, id: ID });
  });
});

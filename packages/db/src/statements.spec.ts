import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import './index';
import { snapshotOf, statementBooks } from './statements';

/**
 * The committed SQL snapshots (packages/db/sql) are what the repositories run. After changing a
 * statement: `npm run sql:snapshots`, and review the diff with the change.
 */
const SNAPSHOT_DIR = join(__dirname, '..', 'sql');
const updating = process.env.UPDATE_SQL_SNAPSHOTS === '1';

describe('SQL snapshots', () => {
  const books = [...statementBooks()];

  it('has a book per repository', () => {
    expect(books.length).toBeGreaterThan(0);
  });

  it.each(books.map(([name, book]) => [name, book] as const))('%s.sql is current', (name, book) => {
    const file = join(SNAPSHOT_DIR, `${name}.sql`);
    const snapshot = snapshotOf(name, book);
    if (updating) {
      mkdirSync(SNAPSHOT_DIR, { recursive: true });
      writeFileSync(file, snapshot);
      return;
    }
    expect(existsSync(file) ? readFileSync(file, 'utf8') : `(no ${name}.sql: run npm run sql:snapshots)`).toBe(snapshot);
  });

  it('keeps no snapshot of a book that is gone', () => {
    const names = new Set(books.map(([name]) => `${name}.sql`));
    const stale = existsSync(SNAPSHOT_DIR) ? readdirSync(SNAPSHOT_DIR).filter((file) => !names.has(file)) : [];
    if (updating) for (const file of stale) rmSync(join(SNAPSHOT_DIR, file));
    else expect(stale).toEqual([]);
  });
});

/**
 * Every SQL statement a repository runs is declared in its statement book, so the snapshot test
 * (statements.spec.ts) can write them all to packages/db/sql/<book>.sql: a reviewer sees a query
 * change as a diff there, and CI fails when a snapshot is stale.
 *
 * A book entry is the statement's text, or a function that renders it (a list's keyset page, a
 * search with filters) together with the arguments to render it with in the snapshot.
 */

export type Rendered = (...args: never[]) => string;

/** A statement rendered from arguments, with the argument lists the snapshot shows it for. */
export interface RenderedStatement<F extends Rendered> {
  render: F;
  examples: Array<Parameters<F>>;
}

export type StatementEntry = string | RenderedStatement<Rendered>;
export type StatementBook = Record<string, StatementEntry>;

/** Declares a statement rendered by `render`, shown in the snapshot once per example. */
export function rendered<F extends Rendered>(render: F, ...examples: Array<Parameters<F>>): RenderedStatement<F> {
  if (examples.length === 0) throw new Error('A rendered statement needs at least one example for its snapshot');
  return { render, examples };
}

const books = new Map<string, StatementBook>();

/** Registers `book` under `name` (one per repository) and returns it for the repository to use. */
export function statements<B extends StatementBook>(name: string, book: B): B {
  if (books.has(name)) throw new Error(`Two statement books are named ${name}`);
  books.set(name, book);
  return book;
}

/** The registered books, by name (the snapshot test reads them after importing the package). */
export function statementBooks(): ReadonlyMap<string, StatementBook> {
  return books;
}

/** The snapshot text of one book: each statement (each rendering) under a `-- book.name` heading. */
export function snapshotOf(name: string, book: StatementBook): string {
  const sections: string[] = [];
  for (const [key, entry] of Object.entries(book)) {
    if (typeof entry === 'string') {
      sections.push(`-- ${name}.${key}\n${tidy(entry)};`);
      continue;
    }
    for (const args of entry.examples) {
      sections.push(`-- ${name}.${key}(${args.map((arg) => JSON.stringify(arg)).join(', ')})\n${tidy(entry.render(...args))};`);
    }
  }
  return `${sections.join('\n\n')}\n`;
}

/** One statement as the snapshot shows it: its lines without trailing spaces and common indent. */
function tidy(sql: string): string {
  const lines = sql
    .trim()
    .split('\n')
    .map((line) => line.trimEnd());
  const indents = lines
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.length - line.trimStart().length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return [lines[0], ...lines.slice(1).map((line) => line.slice(common))].join('\n');
}

import { ExportDocument, ExportDocumentAfter, SqlRunner, accountExportsRepository, EXPORT_DOCUMENT_PAGE } from '@genalpha/db';

/** The account's rows of `doc`, page by page, keyset on (createdAt, id) so no page is read twice. */
export async function* documentRows(db: SqlRunner, doc: ExportDocument, userId: string): AsyncGenerator<Record<string, unknown>> {
  let after: ExportDocumentAfter | null = null;
  for (;;) {
    const rows = await accountExportsRepository.documentPage(db, doc, userId, after);
    for (const { pageAt: _at, pageId: _id, ...row } of rows) yield row;
    if (rows.length < EXPORT_DOCUMENT_PAGE) return;
    const last = rows[rows.length - 1];
    after = { at: last.pageAt, id: last.pageId };
  }
}

/** Rows as a pretty JSON array, produced as it is read. */
export async function* jsonArray(rows: AsyncIterable<Record<string, unknown>>): AsyncGenerator<string> {
  let first = true;
  for await (const row of rows) {
    yield `${first ? '[\n' : ',\n'}  ${JSON.stringify(row)}`;
    first = false;
  }
  yield first ? '[]\n' : '\n]\n';
}

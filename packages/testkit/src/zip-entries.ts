import { fromBuffer, open, type Entry, type ZipFile } from 'yauzl';

/** Every file in a zip, by name, with its bytes (test-only: the zips here are small enough to hold). */
export function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (openError, file?: ZipFile) => {
      if (openError || !file) return reject(openError ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: Entry) => {
        file.openReadStream(entry, (readError, stream) => {
          if (readError || !stream) return reject(readError ?? new Error(`cannot read ${entry.fileName}`));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** The names in a zip file, read from its central directory without reading any entry's data. */
export function zipEntryNames(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    open(path, { lazyEntries: true }, (openError, file?: ZipFile) => {
      if (openError || !file) return reject(openError ?? new Error('not a zip'));
      const names: string[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(names));
      file.on('entry', (entry: Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.readEntry();
    });
  });
}

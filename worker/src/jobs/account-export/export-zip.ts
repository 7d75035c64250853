import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { ObjectStorage } from '@genalpha/shared';
import { ExportFile } from './export-files';

/** A text entry produced as the zip reaches it (a JSON document read page by page). */
export interface ExportText {
  path: string;
  chunks: () => AsyncIterable<string>;
}

/**
 * Writes the zip to `target`, streamed: each entry is opened only when the zip reaches it, so memory
 * holds one entry's buffers whatever the account's size. Media are stored as they are (already
 * compressed); text is deflated.
 */
export async function writeExportZip(target: string, texts: ExportText[], files: ExportFile[], storage: ObjectStorage, signal?: AbortSignal): Promise<void> {
  const zip = new ZipFile();
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  // yazl pipes an entry's stream without watching it: its failure (a query, a read) must fail the zip.
  const watched = (stream: Readable) => stream.once('error', (error) => zip.emit('error', error));
  const mtime = new Date();
  for (const text of texts) {
    zip.addReadStreamLazy(text.path, { mtime }, (cb) => cb(null, watched(Readable.from(text.chunks()))));
  }
  for (const file of files) {
    zip.addReadStreamLazy(file.path, { mtime, compress: !file.compressed }, (cb) => {
      storage.createReadStream(file.key).then(
        (stream) => cb(null, watched(stream)),
        (error: Error) => zip.emit('error', error),
      );
    });
  }
  zip.end();
  await Promise.race([pipeline(zip.outputStream, createWriteStream(target), { signal }), failed]);
}

import { Transform } from 'node:stream';

export type ProgressListener = (sentBytes: number, totalBytes: number) => void;

/** Passes the bytes through unchanged, telling the listener how many have gone by so far. */
export function countProgress(totalBytes: number, onProgress?: ProgressListener): Transform {
  let sentBytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sentBytes += chunk.length;
      onProgress?.(sentBytes, totalBytes);
      done(null, chunk);
    },
  });
}

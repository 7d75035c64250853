import { Transform, TransformCallback } from 'node:stream';

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Body exceeds ${limit} bytes`);
    this.name = 'TooLargeError';
  }
}

/** Passes bytes through and fails the stream as soon as more than `limit` have gone by. */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly limit: number) {
    // Buffers as much as the file writer takes in one write, so a fast client is not paused every 16 KiB.
    super({ highWaterMark: 1024 * 1024 });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) callback(new TooLargeError(this.limit));
    else callback(null, chunk);
  }
}

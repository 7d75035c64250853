import type { Response } from 'supertest';

/** A supertest parser that keeps the body as bytes: `.buffer(true).parse(binaryBody)`. */
export function binaryBody(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

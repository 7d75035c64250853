import { BadRequestException, HttpException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { RUM_MAX_BEACON_BYTES } from '@genalpha/shared';

export const JSON_BODY_LIMIT = '100kb';
const LIMIT_BYTES = 100 * 1024;
const tooLarge = (limitBytes: number) => new PayloadTooLargeException(`Request body must be ${limitBytes / 1024}kb or less`);

/** The real-user beacon: sendBeacon cannot send application/json, so its text/plain JSON is parsed here, on this route only. */
export const RUM_ROUTE = '/api/rum';

const MAX_DEPTH = 32;

const INFLATE: Record<string, (body: Buffer, options: { maxOutputLength: number }) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/**
 * What is wrong with a parsed body that JSON allows: U+0000 in a string (PostgreSQL text cannot
 * hold it) or nesting deep enough to exhaust the stack of recursive code after us. Iterative, so
 * a hostile body cannot exhaust ours.
 */
function bodyProblem(body: unknown): string | null {
  const pending: Array<[unknown, number]> = [[body, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string' && value.includes('\u0000')) return 'Text must not contain NUL characters';
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_DEPTH) return 'Request body is nested too deeply';
    for (const [key, item] of Object.entries(value)) pending.push([key, depth + 1], [item, depth + 1]);
  }
  return null;
}

/** The body's bytes, refused once over the limit (before reading, when Content-Length says so). */
async function readLimited(req: IncomingMessage, payload: Readable, limitBytes: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limitBytes) throw tooLarge(limitBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw tooLarge(limitBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function decode(req: IncomingMessage, raw: Buffer, limitBytes: number): string {
  const charset = /;\s*charset\s*=\s*"?([^";]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset && !charset.startsWith('utf-')) throw new UnsupportedMediaTypeException('Unsupported body encoding');
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'identity') return raw.toString('utf8');
  const inflate = INFLATE[encoding];
  if (!inflate) throw new UnsupportedMediaTypeException('Unsupported body encoding');
  try {
    return inflate(raw, { maxOutputLength: limitBytes }).toString('utf8');
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooLarge(limitBytes) : new BadRequestException('Invalid request body');
  }
}

/** A JSON object body, or an HttpException in our error shape. An empty body is `{}`. */
export async function parseJsonBody(req: IncomingMessage, payload: Readable, limitBytes = LIMIT_BYTES): Promise<unknown> {
  const text = decode(req, await readLimited(req, payload, limitBytes), limitBytes);
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestException('Request body is not valid JSON');
  }
  // As strict JSON parsers do: a body is an object or an array, never a bare value.
  if (typeof body !== 'object' || body === null) throw new BadRequestException('Request body is not valid JSON');
  // Every body this API takes is an object; a top-level array would reach the validators as a list.
  if (Array.isArray(body)) throw new BadRequestException('Request body must be a JSON object');
  const problem = bodyProblem(body);
  if (problem) throw new BadRequestException(problem);
  return body;
}

/**
 * The only bodies parsed: JSON, by the rules above, and the real-user beacon's text/plain JSON (at
 * most RUM_MAX_BEACON_BYTES). Any other body is left unread on its stream (the request guards
 * refuse it on writes; an object upload streams it to storage).
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  const isBeacon = (request: FastifyRequest) => request.routeOptions.url === RUM_ROUTE;
  fastify.addContentTypeParser('application/json', (request: FastifyRequest, payload: IncomingMessage) =>
    parseJsonBody(request.raw, payload, isBeacon(request) ? RUM_MAX_BEACON_BYTES : LIMIT_BYTES),
  );
  fastify.addContentTypeParser('text/plain', (request: FastifyRequest, payload: IncomingMessage) =>
    isBeacon(request) ? parseJsonBody(request.raw, payload, RUM_MAX_BEACON_BYTES) : Promise.resolve(undefined),
  );
  fastify.addContentTypeParser('*', (_request: FastifyRequest, _payload: IncomingMessage, done: (error: HttpException | null, body?: unknown) => void) =>
    done(null, undefined),
  );
}

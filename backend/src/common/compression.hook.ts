import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { chooseEncoding, varyOnEncoding } from '../web/content-encoding';

/** Responses smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Whether API responses are compressed: on unless HTTP_COMPRESSION=off (the bench compares both). */
export function httpCompressionEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !/^(off|false|0|no)$/i.test(env.HTTP_COMPRESSION ?? '');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route's answers are never compressed here (media, files that are precompressed). */
    compress?: false;
  }
}

function worthCompressing(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method === 'PUT' || request.method === 'HEAD' || request.routeOptions.config.compress === false) return false;
  if (reply.getHeader('content-encoding') || /no-transform/.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses API answers worth it (over 1 KB, a compressible type) with brotli at quality 4 or
 * gzip at level 6, as the request's Accept-Encoding prefers (brotli on a tie): an onSend hook on
 * the serialized body. Streams (an event stream, media, static files) and routes that opt out go as they are.
 */
export function registerApiCompression(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || !worthCompressing(request, reply)) return payload;
    varyOnEncoding(reply);
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = encoding === 'br' ? await brotli(payload, BROTLI) : await gzipped(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  });
}

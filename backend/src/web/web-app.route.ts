import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cspNonceOf } from '../common/security-headers';
import { pathOf } from '../common/request-path';
import { acceptsHtml } from './accept-header';
import { chooseEncoding, Encoding, varyOnEncoding } from './content-encoding';
import { WEB_DIST } from './web-dist';

/** Where index.html carries its style nonce for the web client, which hands it to emotion (see security-headers.ts). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Paths the web client never owns: the API, stored objects, the jobs dashboard (the moderation console
 * at /admin is the client's). In any letter case: `/API/user` is a missing route (404), never the page.
 */
const SERVER_PATHS = /^\/(api|objects|admin\/queues)(\/|$)/i;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Precompressed copies the build wrote beside its files (frontend/scripts/precompress.mjs): URL path → encodings. */
function findPrecompressed(distDir: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      const match = /^(.*)\.(br|gz)$/.exec(path);
      if (!entry.isFile() || !match || !existsSync(match[1])) continue;
      const url = `/${relative(distDir, match[1]).split(sep).join('/')}`;
      found.set(url, [...(found.get(url) ?? []), match[2] === 'br' ? 'br' : 'gzip']);
    }
  };
  walk(distDir);
  found.delete('/index.html'); // carries a per-request nonce: compressed per request instead
  return found;
}

/** index.html changes with every request's nonce, so it is compressed per request, cheaply (it is a few KB). */
function compressPage(html: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } })
    : gzipSync(html, { level: 6 });
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves the web client from the API's origin: content-hashed files under /assets cached for a
 * year, everything else revalidated, and index.html for any page path so the client's router
 * (and its 404 page) takes over; anything else goes on to the API's 404. A GET/HEAD route below
 * every other one. Undefined when there is no build, so the API runs without one.
 */
export function webAppRoute(distDir = WEB_DIST): ((fastify: FastifyInstance) => void) | undefined {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const assetsDir = join(distDir, 'assets');
  const precompressed = findPrecompressed(distDir);
  const cacheControl = (file: string) => (file.startsWith(assetsDir) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
  const sendOptions = { root: distDir, index: false, cacheControl: false, dotfiles: 'ignore' } as const;

  /**
   * The page for the client's router, to any request that takes HTML: a browser's navigation, and
   * curl or a script asking for anything (`*\/*`). Not for a missing asset, nor for a request naming only other types (JSON, PNG).
   */
  const page = (request: FastifyRequest, reply: FastifyReply, path: string): FastifyReply => {
    if (path.startsWith('/assets/') || !acceptsHtml(request.headers.accept)) return reply.callNotFound() as unknown as FastifyReply;
    // The page names the nonce its Content-Security-Policy header allows (security-headers.ts), in its
    // meta tag for emotion and on its inline first-paint <style>.
    const html = indexHtml.replaceAll(CSP_NONCE_PLACEHOLDER, cspNonceOf(reply.raw) ?? '');
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    varyOnEncoding(reply);
    const encoding = request.headers.range ? undefined : chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(compressPage(html, encoding));
  };

  /**
   * A file with precompressed copies, sent in the encoding the request accepts best (its own
   * Content-Length and ETag: the ETag differs per encoding as the copies differ in size). A Range
   * request gets the file as it is: ranges are of the identity bytes.
   */
  const sendPrecompressed = async (request: FastifyRequest, reply: FastifyReply, path: string, encodings: Encoding[]): Promise<boolean> => {
    varyOnEncoding(reply);
    const encoding = request.headers.range ? undefined : chooseEncoding(request.headers['accept-encoding'], encodings);
    if (!encoding) return false;
    const copy = await send(request.raw, `${path}.${encoding === 'br' ? 'br' : 'gz'}`, { ...sendOptions, contentType: false, acceptRanges: false });
    if (copy.type !== 'file') return false;
    const type = send.mime.getType(path) ?? 'application/octet-stream';
    await reply
      .code(copy.statusCode)
      .headers(copy.headers)
      .headers({
        'Content-Type': send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type,
        'Content-Encoding': encoding,
        'Cache-Control': cacheControl(join(distDir, path)),
      })
      .send(copy.stream);
    return true;
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const path = pathOf(request.url);
    if (SERVER_PATHS.test(path)) return reply.callNotFound();
    const encodings = precompressed.get(decoded(path));
    if (encodings && (await sendPrecompressed(request, reply, decoded(path), encodings))) return reply;
    const file = await send(request.raw, path, sendOptions);
    if (file.type === 'file')
      return reply.code(file.statusCode).headers(file.headers).header('Cache-Control', cacheControl(file.metadata.path)).send(file.stream);
    file.stream.destroy();
    // As a static file server that falls through: what is not a file here may be a page.
    if (file.type === 'directory' || file.statusCode < 500) return page(request, reply, path);
    throw file.metadata.error;
  };

  return (fastify) => {
    fastify.route({ method: ['GET', 'HEAD'], url: '/*', config: { session: false, compress: false }, handler: serve });
  };
}

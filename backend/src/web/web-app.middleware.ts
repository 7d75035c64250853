import express, { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chooseEncoding, Encoding, varyOnEncoding } from './content-encoding';

/** The web client's production build (`npm run build --workspace frontend`). */
export const WEB_DIST = resolve(__dirname, '../../../frontend/dist');

/** Where index.html carries its style nonce for the web client, which hands it to emotion (see security-headers.ts). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Paths the web client never owns: the API, stored objects, the jobs dashboard (the moderation console at /admin is the client's). */
const SERVER_PATHS = /^\/(api|objects|admin\/queues)(\/|$)/;
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

function wantsPage(req: Request): boolean {
  // A navigation asks for text/html explicitly; scripts, images and fetches (Accept: */*) do not.
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !SERVER_PATHS.test(req.path) &&
    !req.path.startsWith('/assets/') &&
    (req.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the web client from the API's origin: content-hashed files under /assets cached for a
 * year, everything else revalidated, and index.html for any page path so the client's router
 * (and its 404 page) takes over. Undefined when there is no build, so the API runs without one.
 */
export function webAppMiddleware(distDir = WEB_DIST) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const assetsDir = join(distDir, 'assets');
  const precompressed = findPrecompressed(distDir);
  const cacheControl = (path: string) => (path.startsWith(assetsDir) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
  const files = express.static(distDir, {
    index: false,
    cacheControl: false,
    setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControl(path)),
  });

  /**
   * A file with precompressed copies, sent in the encoding the request accepts best (its own
   * Content-Type, Length and ETag; the ETag differs per encoding as the copies differ in size).
   * A Range request gets the file as it is: ranges are of the identity bytes.
   */
  const sendPrecompressed = (req: Request, res: Response, next: NextFunction, path: string, encodings: Encoding[]): boolean => {
    varyOnEncoding(res);
    const encoding = req.headers.range ? undefined : chooseEncoding(req.headers['accept-encoding'], encodings);
    if (!encoding) return false;
    const file = join(distDir, path);
    res.type(file.slice(file.lastIndexOf('.')));
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(
      `${file}.${encoding === 'br' ? 'br' : 'gz'}`,
      { acceptRanges: false, cacheControl: false, headers: { 'Cache-Control': cacheControl(file) } },
      (error) => {
        if (error && !res.headersSent) {
          res.removeHeader('Content-Encoding');
          next();
        }
      },
    );
    return true;
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    if (SERVER_PATHS.test(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const page = () => {
      if (!wantsPage(req)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      // The page names the nonce its Content-Security-Policy header allows (security-headers.ts), in its
      // meta tag for emotion and on its inline first-paint <style>.
      const html = indexHtml.replaceAll(CSP_NONCE_PLACEHOLDER, (res.locals.cspNonce as string | undefined) ?? '');
      varyOnEncoding(res);
      const encoding = req.headers.range ? undefined : chooseEncoding(req.headers['accept-encoding']);
      if (!encoding) {
        res.type('html').send(html);
        return;
      }
      res.type('html').setHeader('Content-Encoding', encoding);
      res.send(compressPage(html, encoding));
    };
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      path = req.path;
    }
    const encodings = precompressed.get(path);
    if (encodings && sendPrecompressed(req, res, next, path, encodings)) return;
    files(req, res, page);
  };
}

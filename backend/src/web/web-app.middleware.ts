import express, { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The web client's production build (`npm run build --workspace frontend`). */
export const WEB_DIST = resolve(__dirname, '../../../frontend/dist');

/** Where index.html carries its style nonce for the web client, which hands it to emotion (see security-headers.ts). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Paths the web client never owns: the API, stored objects, the jobs dashboard. */
const SERVER_PATHS = /^\/(api|objects|admin)(\/|$)/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function wantsPage(req: Request): boolean {
  // A navigation asks for text/html explicitly; scripts, images and fetches (Accept: */*) do not.
  return (req.method === 'GET' || req.method === 'HEAD') && !SERVER_PATHS.test(req.path) && !req.path.startsWith('/assets/') && (req.headers.accept ?? '').includes('text/html');
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
  const files = express.static(distDir, {
    index: false,
    cacheControl: false,
    setHeaders: (res, path) =>
      res.setHeader('Cache-Control', path.startsWith(assetsDir) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache'),
  });

  return (req: Request, res: Response, next: NextFunction): void => {
    if (SERVER_PATHS.test(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const page = () => {
      if (!wantsPage(req)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      // The page names the nonce its Content-Security-Policy header allows (security-headers.ts).
      res.type('html').send(indexHtml.replace(CSP_NONCE_PLACEHOLDER, (res.locals.cspNonce as string | undefined) ?? ''));
    };
    files(req, res, page);
  };
}

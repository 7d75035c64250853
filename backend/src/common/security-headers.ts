import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'helmet';
import { AppConfig } from '@genalpha/shared';
import { BULL_BOARD_ROUTE } from '../admin/bull-board';
import { API_DOCS_ROUTE } from '../openapi/swagger';
import { WEB_DIST } from '../web/web-dist';

/** A source computed for each response: the nonce of its <style> elements. */
type ResponseSource = (req: IncomingMessage, res: ServerResponse) => string;
type Directives = Record<string, Array<string | ResponseSource>>;

/**
 * Third-party tool pages (Swagger UI, the Bull Board) write inline styles, and show none of our users'
 * text. The web app's own pages, its moderation console under /admin included, are not among them.
 */
const TOOL_PAGES = new RegExp(`^(${API_DOCS_ROUTE}|${BULL_BOARD_ROUTE})(/|\\?|$)`);

const cspNonces = new WeakMap<ServerResponse, string>();

/** The style nonce this response's Content-Security-Policy allows (for the page to carry, see web-app.route). */
export function cspNonceOf(res: ServerResponse): string | undefined {
  return cspNonces.get(res);
}

/**
 * Our pages: a fresh nonce for the <style> elements Chakra UI's emotion inserts, kept for the page
 * to carry; the tool pages: inline styles (a nonce beside 'unsafe-inline' would void it).
 */
export const styleSource: ResponseSource = (req, res) => {
  if (TOOL_PAGES.test(req.url ?? '')) return "'unsafe-inline'";
  const nonce = randomBytes(16).toString('base64');
  cspNonces.set(res, nonce);
  return `'nonce-${nonce}'`;
};

/** The 'sha256-…' source of each inline script of the web client's index.html (its theme-before-first-paint script). */
export function inlineScriptHashes(html: string): string[] {
  const inline = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  return [...html.matchAll(inline)].map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

function readIndexHtml(webDist: string): string {
  try {
    return readFileSync(join(webDist, 'index.html'), 'utf8');
  } catch {
    return '';
  }
}

/** Where browsers fetch stored objects from with the s3 driver: presigned URLs point straight at the store. */
export function objectStoreOrigins(config: Pick<AppConfig, 'storageDriver' | 's3'>): string[] {
  if (config.storageDriver !== 's3') return [];
  const endpoint = config.s3.publicEndpoint ?? config.s3.endpoint;
  if (endpoint) return [new URL(endpoint).origin];
  const region = config.s3.region ?? 'us-east-1';
  return [`https://${config.s3.bucket}.s3.${region}.amazonaws.com`, `https://${config.s3.bucket}.s3.amazonaws.com`];
}

/**
 * Nothing inline but what we put there: our own scripts (the theme script of index.html by its
 * hash), our own styles and the <style> elements emotion inserts with this response's nonce
 * (inline styles on the API docs and the jobs dashboard only),
 * media from us, blob: previews and the object store; never framed. 'wasm-unsafe-eval' lets the
 * upload page's worker compile the C2PA reader (WebAssembly), and allows no eval of JavaScript.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'storageDriver' | 's3' | 'publicUrl'>, indexHtml: string): Directives {
  const store = objectStoreOrigins(config);
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(indexHtml)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", styleSource],
    'img-src': ["'self'", 'data:', 'blob:', ...store],
    'media-src': ["'self'", 'data:', 'blob:', ...store],
    'connect-src': ["'self'", ...store],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** An API answer is data, never a document: it may load nothing and be framed nowhere. */
const API_ANSWER_POLICY: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** API answers: under /api/, but not the API docs (a tool page). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !TOOL_PAGES.test(url);

type HelmetMiddleware = ReturnType<typeof helmet>;

/**
 * The headers a helmet middleware sets, read once by running it on a response that only records
 * them: for a policy with no per-response source, every answer gets the same ones.
 */
function fixedHeadersOf(middleware: HelmetMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/**
 * helmet with our CSP, as an onRequest hook (built once, not per request). API answers get a fixed
 * policy, so helmet's headers for them are worked out once and handed to Fastify with the answer's
 * own (about 10 µs of CPU an answer less than running helmet on each, bench/RESULTS.md); a page's
 * policy carries a fresh style nonce, so helmet runs on each page's raw response.
 * Referrer-Policy is not helmet's no-referrer: under it browsers send `Origin: null` on
 * same-origin POSTs, which the CSRF check (request-guards) would refuse.
 */
export function securityHeaders(config: AppConfig, webDist = WEB_DIST) {
  const withPolicy = (directives: Directives) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    });
  const pageHeaders = withPolicy(contentSecurityPolicy(config, readIndexHtml(webDist)));
  const apiHeaders = fixedHeadersOf(withPolicy(API_ANSWER_POLICY));
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    if (isApiAnswer(request.url)) {
      reply.headers(apiHeaders);
      return done();
    }
    pageHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  };
}

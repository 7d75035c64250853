import Fastify, { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { loadConfig } from '@genalpha/shared';
import { securityHeaders } from '../common/security-headers';
import { CSP_NONCE_PLACEHOLDER, webAppRoute } from './web-app.route';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('web client serving', () => {
  let dist: string;
  let app: FastifyInstance['server'];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'genalpha-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const fastify = Fastify();
    webAppRoute(dist)!(fastify);
    fastify.get('/api/health', () => ({ status: 'ok' }));
    fastify.get('/objects/*', () => 'object');
    fastify.setNotFoundHandler((_req, reply) => reply.code(404).send({ statusCode: 404, message: 'Not Found', error: 'Not Found' }));
    await fastify.ready();
    app = fastify.server;
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answers every page path with index.html, never cached', async () => {
    for (const path of ['/', '/video/123', '/profile/ada', '/no/such/page', '/secret', '/admin', '/admin/reports', '/administrator']) {
      const res = await request(app).get(path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(200);
      expect(res.text).toBe(INDEX);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a client that does not ask for HTML by name (curl: Accept */*, or no Accept) with the page too', async () => {
    for (const path of ['/', '/video/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1', '/auth', '/admin/reports'])
      for (const accept of ['*/*', 'text/*', 'application/json;q=0.9, */*;q=0.1', undefined]) {
        const get = request(app).get(path);
        const res = await (accept === undefined ? get.unset('Accept') : get.set('Accept', accept));
        expect({ path, accept, status: res.status, text: res.text }).toEqual({ path, accept, status: 200, text: INDEX });
      }
    for (const accept of ['application/json', 'text/html;q=0, */*;q=0', 'image/png']) await request(app).get('/').set('Accept', accept).expect(404);
    const unknownApi = await request(app).get('/api/nope').set('Accept', '*/*').expect(404);
    expect(unknownApi.body).toEqual({ statusCode: 404, message: 'Not Found', error: 'Not Found' });
    for (const path of ['/API/user', '/Objects/videos/a.mp4']) await request(app).get(path).unset('Accept').expect(404);
    await request(app).get('/objects/videos/a.mp4').set('Accept', '*/*').expect(200, 'object');
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await request(app).get('/assets/index-Ab12Cd34.js').expect(200);
    expect(res.text).toBe('console.log("app")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other static files', async () => {
    const res = await request(app).get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the API, objects and non-page requests to the server', async () => {
    await request(app).get('/api/health').set('Accept', 'text/html').expect(200, { status: 'ok' });
    const unknownApi = await request(app).get('/api/nope').set('Accept', 'text/html').expect(404);
    expect(unknownApi.body.statusCode).toBe(404);
    await request(app).get('/objects/videos/a.mp4').set('Accept', 'text/html').expect(200, 'object');
    await request(app).get('/admin/queues').set('Accept', 'text/html').expect(404);
    await request(app).get('/admin/queues/api/queues').set('Accept', 'text/html').expect(404);
    await request(app).get('/assets/missing.js').set('Accept', '*/*').expect(404);
    await request(app).get('/assets/missing.js').set('Accept', 'text/html').expect(404);
    await request(app).get('/some/page').set('Accept', 'application/json').expect(404);
    await request(app).post('/some/page').set('Accept', 'text/html').expect(404);
  });

  it('is absent when there is no build', () => {
    expect(webAppRoute(join(dist, 'nowhere'))).toBeUndefined();
  });

  it('writes a fresh style nonce into each page, the one its Content-Security-Policy allows', async () => {
    const withNonce = mkdtempSync(join(tmpdir(), 'genalpha-web-'));
    writeFileSync(
      join(withNonce, 'index.html'),
      `<html><head><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"><style nonce="${CSP_NONCE_PLACEHOLDER}">body{}</style></head></html>`,
    );
    const config = loadConfig({ DATABASE_URL: 'postgres://unused/db', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'http://localhost:3000' });
    const fastify = Fastify();
    fastify.addHook('onRequest', securityHeaders(config, withNonce));
    webAppRoute(withNonce)!(fastify);
    fastify.setNotFoundHandler((_req, reply) => reply.send('tool page or API answer'));
    await fastify.ready();
    const page = fastify.server;
    try {
      const nonces = [];
      // The moderation console is the web app's too: the same policy, its own nonce.
      for (const path of ['/', '/admin/reports']) {
        const res = await request(page).get(path).set('Accept', 'text/html').expect(200);
        const nonce = /content="([^"]+)"/.exec(res.text)![1];
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        // The first-paint <style> of index.html carries the same nonce.
        expect(res.text).toContain(`<style nonce="${nonce}">`);
        expect(res.text).not.toContain(CSP_NONCE_PLACEHOLDER);
        expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
        expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
      // Swagger UI and the Bull Board write inline styles; they alone may.
      for (const path of ['/api/docs', '/api/docs/', '/admin/queues']) {
        const res = await request(page).get(path);
        expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      }
      // API answers load nothing: a fixed policy, no nonce; helmet's other headers as a page's (worked out once, fixedHeadersOf).
      const answer = await request(page).get('/api/videos');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      const html = await request(page).get('/').set('Accept', 'text/html');
      for (const header of [
        'x-frame-options',
        'x-content-type-options',
        'strict-transport-security',
        'referrer-policy',
        'cross-origin-resource-policy',
        'cross-origin-opener-policy',
      ]) {
        expect(answer.headers[header]).toBeDefined();
        expect(answer.headers[header]).toBe(html.headers[header]);
      }
    } finally {
      rmSync(withNonce, { recursive: true, force: true });
    }
  });
});

describe('web client serving: precompressed files by Accept-Encoding', () => {
  const JS = `console.log(${JSON.stringify('app '.repeat(600))});`;
  const PAGE = `<!doctype html><html><head><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"></head><body>${'<p>first paint</p>'.repeat(100)}</body></html>`;
  let dist: string;
  let server: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'genalpha-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    const js = join(dist, 'assets', 'index-Ab12Cd34.js');
    writeFileSync(js, JS);
    writeFileSync(`${js}.br`, brotliCompressSync(JS));
    writeFileSync(`${js}.gz`, gzipSync(JS, { level: 9 }));
    server = Fastify();
    const config = loadConfig({ DATABASE_URL: 'postgres://unused/db', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'http://localhost:3000' });
    server.addHook('onRequest', securityHeaders(config, dist));
    webAppRoute(dist)!(server);
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A raw request: the body as it went over the wire, not decoded. */
  function fetchRaw(path: string, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends brotli when accepted, gzip when only that is, the file as it is otherwise, with Vary and per-encoding ETags', async () => {
    const br = await fetchRaw('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(JS);

    const gz = await fetchRaw('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(JS);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const preferGzip = await fetchRaw('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'br;q=0.5, gzip;q=0.9' });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');

    const none = await fetchRaw('/assets/index-Ab12Cd34.js', {});
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/Accept-Encoding/);
    expect(none.body.toString()).toBe(JS);

    expect(new Set([br.headers.etag, gz.headers.etag, none.headers.etag]).size).toBe(3);
    const revalidated = await fetchRaw('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it('answers HEAD with the encoded length, and a Range with identity bytes', async () => {
    const head = await fetchRaw('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);

    const range = await fetchRaw('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString()).toBe(JS.slice(0, 10));
  });

  it('compresses index.html per request, its nonce in place', async () => {
    const br = await fetchRaw('/some/page', { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    const nonceOf = (res: { headers: Record<string, string | string[] | undefined> }) =>
      /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE.replaceAll(CSP_NONCE_PLACEHOLDER, nonceOf(br)));

    const gz = await fetchRaw('/', { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toContain(`content="${nonceOf(gz)}"`);

    const none = await fetchRaw('/', { Accept: 'text/html' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toContain(`content="${nonceOf(none)}"`);
  });
});

import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { loadConfig } from '@genalpha/shared';
import { securityHeaders } from '../security/security-headers';
import { CSP_NONCE_PLACEHOLDER, webAppMiddleware } from './web-app.middleware';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('web client serving', () => {
  let dist: string;
  let app: express.Express;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'genalpha-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = express();
    app.use(webAppMiddleware(dist)!);
    app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
    app.get('/objects/{*key}', (_req, res) => res.send('object'));
    app.use((_req, res) => res.status(404).json({ statusCode: 404, message: 'Not Found', error: 'Not Found' }));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answers every page path with index.html, never cached', async () => {
    for (const path of ['/', '/video/123', '/profile/ada', '/no/such/page', '/secret']) {
      const res = await request(app).get(path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(200);
      expect(res.text).toBe(INDEX);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
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
    await request(app).get('/assets/missing.js').set('Accept', '*/*').expect(404);
    await request(app).get('/assets/missing.js').set('Accept', 'text/html').expect(404);
    await request(app).get('/some/page').set('Accept', 'application/json').expect(404);
    await request(app).post('/some/page').set('Accept', 'text/html').expect(404);
  });

  it('is absent when there is no build', () => {
    expect(webAppMiddleware(join(dist, 'nowhere'))).toBeUndefined();
  });

  it('writes a fresh style nonce into each page, the one its Content-Security-Policy allows', async () => {
    const withNonce = mkdtempSync(join(tmpdir(), 'genalpha-web-'));
    writeFileSync(join(withNonce, 'index.html'), `<html><head><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"></head></html>`);
    const config = loadConfig({ DATABASE_URL: 'postgres://unused/db', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'http://localhost:3000' });
    const page = express();
    page.use(securityHeaders(config, withNonce));
    page.use(webAppMiddleware(withNonce)!);
    page.use((_req, res) => res.send('tool page or API answer'));
    try {
      const nonces = [];
      for (let i = 0; i < 2; i++) {
        const res = await request(page).get('/').set('Accept', 'text/html').expect(200);
        const nonce = /content="([^"]+)"/.exec(res.text)![1];
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
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
      expect((await request(page).get('/api/videos')).headers['content-security-policy']).toMatch(/style-src 'self' 'nonce-/);
    } finally {
      rmSync(withNonce, { recursive: true, force: true });
    }
  });
});

import { createHash } from 'node:crypto';
import { TestApp, createTestApp, listenOnFreePort } from '../../src/test/test-app';
import { contentSecurityPolicy, inlineScriptHashes, styleSource } from '../../src/common/security-headers';
import { Member } from './testing/members';
import { RawResponse, rawRequest } from './testing/raw-http';
import { uploadAs } from './testing/uploads';
import { useWorldApp } from './testing/world';

/** Classic stored-XSS payloads; none contains a comma, so a tag list keeps each whole. */
const PAYLOADS = [
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '<a href="javascript:alert(1)">click</a>',
  '</textarea><iframe srcdoc="<script>parent.alert(1)</script>">',
];

/** Directives of a Content-Security-Policy header. */
function directives(header: string | string[] | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(res: RawResponse): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

function expectPagePolicy(res: RawResponse): void {
  expectSecurityHeaders(res);
  const csp = directives(res.headers['content-security-policy']);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src'].filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
  expect(csp['media-src']).toEqual(expect.arrayContaining(["'self'", 'blob:']));
}

function expectApiAnswerPolicy(res: RawResponse): void {
  expectSecurityHeaders(res);
  expect(directives(res.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
}

describe('output: stored payloads come back as inert JSON, security headers, error bodies', () => {
  const app = useWorldApp();

  const get = (path: string, member?: Member) => rawRequest(app.port, { method: 'GET', path, headers: member ? { cookie: member.cookie } : {} });
  const send = (method: string, path: string, member: Member, body: unknown) =>
    rawRequest(app.port, { method, path, headers: { cookie: member.cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it.each(PAYLOADS)('stores %s verbatim in every text field and serves it back only as JSON', async (payload) => {
    const video = await send('PATCH', `/api/videos/${app.w.video}`, app.w.owner, {
      title: payload.slice(0, 80),
      caption: payload,
      prompt: payload,
      tags: payload.slice(0, 50),
    });
    expect(video.status).toBe(200);
    const comment = await send('POST', `/api/videos/${app.w.video}/comments`, app.w.other, { text: payload });
    expect(comment.status).toBe(201);
    const profile = await send('PUT', `/api/users/${app.w.owner.id}`, app.w.owner, {
      displayName: payload,
      bio: payload,
      location: payload.slice(0, 100),
      website: `https://example.com/?q=${encodeURIComponent(payload)}`,
    });
    expect(profile.status).toBe(200);

    const detail = await get(`/api/videos/${app.w.video}`);
    expect(detail.body).toMatchObject({
      title: payload.slice(0, 80),
      caption: payload,
      prompt: payload,
      tags: payload.slice(0, 50),
      creator: { displayName: payload },
    });
    const comments = await get(`/api/videos/${app.w.video}/comments?limit=100`);
    expect((comments.body as { comments: Array<{ text: string }> }).comments.map((c) => c.text)).toContain(payload);
    const user = await get(`/api/users/${app.w.owner.id}`);
    expect(user.body).toMatchObject({
      user: { displayName: payload, bio: payload, location: payload.slice(0, 100), website: `https://example.com/?q=${encodeURIComponent(payload)}` },
    });
    for (const res of [detail, comments, user]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    'http://',
  ])('refuses %j as a website', async (website) => {
    const res = await send('PUT', `/api/users/${app.w.other.id}`, app.w.other, { website });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Website must be a valid http(s) URL' });
  });

  it('sends the security headers on API answers, stored objects and pages', async () => {
    const objectUrl = new URL(await uploadAs(app.port, app.w.owner.cookie, Buffer.from('GIF89a'), 'image/gif'));
    expectApiAnswerPolicy(await get('/api/health'));
    expectApiAnswerPolicy(await get('/api/videos/not-a-video'));
    expectApiAnswerPolicy(await get('/api/no-such-route'));
    expectPagePolicy(await rawRequest(app.port, { method: 'GET', path: '/', headers: { accept: 'text/html' } }));
    // An upload no video uses is served to its uploader alone.
    const object = await get(objectUrl.pathname, app.w.owner);
    expect(object.status).toBe(200);
    expect(object.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(object.headers['x-content-type-options']).toBe('nosniff');
  });

  it("gives the console's pages (/admin, the web app's) the app's policy with a fresh style nonce; only the tool pages allow inline styles", async () => {
    const page = (path: string) => rawRequest(app.port, { method: 'GET', path, headers: { accept: 'text/html' } });
    for (const path of ['/admin', '/admin/', '/admin?tab=videos', '/admin/reports', `/admin/users/${app.w.owner.id}`]) {
      const res = await page(path);
      expectPagePolicy(res);
      const styleSrc = directives(res.headers['content-security-policy'])['style-src'];
      expect({ path, styleSrc }).toEqual({ path, styleSrc: ["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)] });
    }
    for (const path of ['/api/docs', '/api/docs/', '/admin/queues', '/admin/queues/api/queues']) {
      const styleSrc = directives((await page(path)).headers['content-security-policy'])['style-src'];
      expect({ path, styleSrc }).toEqual({ path, styleSrc: ["'self'", "'unsafe-inline'"] });
    }
  });

  it('allows the one inline script of index.html by its hash, and nothing else inline', () => {
    const html = '<html><head><script>document.documentElement.className = "light";</script><script type="module" src="/assets/app.js"></script></head></html>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('document.documentElement.className = "light";').digest('base64')}'`]);
    const csp = contentSecurityPolicy({ storageDriver: 'local', s3: {}, publicUrl: 'http://localhost:3000' }, html);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", ...hashes]);
    expect(csp['style-src']).toEqual(["'self'", styleSource]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('lets the browser reach the object store it uploads to and plays from (s3 driver), and upgrades requests under https', () => {
    const minio = contentSecurityPolicy(
      {
        storageDriver: 's3',
        s3: { endpoint: 'http://minio:9000', publicEndpoint: 'https://media.example.com', bucket: 'genalpha' },
        publicUrl: 'https://genalpha.example',
      },
      '',
    );
    for (const directive of ['img-src', 'media-src', 'connect-src']) expect(minio[directive]).toContain('https://media.example.com');
    expect(minio['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(minio['upgrade-insecure-requests']).toEqual([]);
    const aws = contentSecurityPolicy({ storageDriver: 's3', s3: { bucket: 'genalpha', region: 'eu-west-1' }, publicUrl: 'https://genalpha.example' }, '');
    expect(aws['media-src']).toContain('https://genalpha.s3.eu-west-1.amazonaws.com');
  });

  it('refuses JSON bodies over 100 KB with 413', async () => {
    const res = await send('POST', `/api/videos/${app.w.video}/comments`, app.w.other, { text: 'x'.repeat(101 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'Request body must be 100kb or less', error: 'Payload Too Large' });
  });
});

describe('output: error bodies in production leak no stack trace or SQL', () => {
  const previousEnv = process.env.NODE_ENV;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // Production is what users meet.
    process.env.NODE_ENV = 'production';
    t = await createTestApp({ nodeEnv: 'production' });
    port = await listenOnFreePort(t);
  });
  afterAll(async () => {
    process.env.NODE_ENV = previousEnv;
    await t.close();
  });

  const LEAKS = /\bat [\w.<>]+ \(|\.ts:\d+|\.js:\d+|QueryFailedError|SELECT|relation "|syntax error|node_modules|ECONNREFUSED|password/i;

  it.each([
    ['malformed JSON', { method: 'POST', path: '/api/login', headers: { 'content-type': 'application/json' }, body: '{"email":' }, 400],
    ['an undecodable path', { method: 'GET', path: '/api/videos/%E0%A4%A' }, 400],
    ['an unknown route', { method: 'GET', path: '/api/does-not-exist' }, 404],
    ['a wrong type', { method: 'POST', path: '/api/gate', headers: { 'content-type': 'application/json' }, body: '{"code":{"$ne":null}}' }, 400],
  ] as const)('%s: a client error in the usual shape', async (_, request, status) => {
    const res = await rawRequest(port, request);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(res.body as object).sort()).toEqual(expect.arrayContaining(['error', 'message', 'statusCode']));
    expect(res.text).not.toMatch(LEAKS);
  });

  it('answers a failing query with a bare 500: no SQL, no stack', async () => {
    await t.dataSource.query(`ALTER TABLE creator_stats RENAME TO creator_stats_away`);
    try {
      const res = await rawRequest(port, { method: 'GET', path: '/api/creators' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ statusCode: 500, message: 'Something went wrong', error: 'Internal Server Error' });
    } finally {
      await t.dataSource.query(`ALTER TABLE creator_stats_away RENAME TO creator_stats`);
    }
  });
});

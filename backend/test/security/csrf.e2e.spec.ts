import { OpenApiOperation, fillPath, loadOpenApi, operationsOf } from './testing/openapi-document';
import { rawRequest } from './testing/raw-http';
import { World, useWorldApp } from './testing/world';

// GET and HEAD are safe methods: they change nothing, so there is nothing to defend.
const WRITES = operationsOf(loadOpenApi()).filter((operation) => operation.method !== 'get' && operation.method !== 'head');

/** Every path parameter pointed at something the signed-in owner may change. */
function ownedPath(operation: OpenApiOperation, w: World): string {
  const user = operation.path.endsWith('/follow') ? w.other.id : w.owner.id;
  const id = operation.path.startsWith('/api/comments')
    ? w.comment
    : operation.path.startsWith('/api/notifications')
      ? w.notification
      : operation.path.startsWith('/api/users')
        ? user
        : w.video;
  return fillPath(operation.path, { id, userId: w.owner.id, targetId: w.other.id });
}

/**
 * A foreign page can make the browser send the owner's cookie (SameSite=Lax still allows some
 * cases, and older browsers more): every state change under /api must be refused unless it comes
 * from our own origin and carries JSON.
 */
describe('CSRF: cross-origin and non-JSON state changes refused on every write operation', () => {
  const app = useWorldApp();

  const snapshot = () =>
    app.t.dataSource.query(`SELECT
      (SELECT count(*) FROM videos)::int AS videos, (SELECT count(*) FROM comments)::int AS comments, (SELECT count(*) FROM likes)::int AS likes,
      (SELECT count(*) FROM follows)::int AS follows, (SELECT count(*) FROM reports)::int AS reports, (SELECT count(*) FROM comment_likes)::int AS "commentLikes",
      (SELECT count(*) FROM uploads)::int AS uploads, (SELECT count(*) FROM users)::int AS users,
      (SELECT count(*) FROM notifications WHERE NOT "isRead")::int AS unread, (SELECT count(*) FROM sessions)::int AS sessions,
      (SELECT string_agg(title || caption, ',' ORDER BY id) FROM videos) AS "videoTexts",
      (SELECT string_agg("displayName" || bio, ',' ORDER BY id) FROM users) AS profiles`);

  const CROSS_ORIGIN: Array<[string, Record<string, string>]> = [
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost:3000.evil.example' }],
    ['Origin null (sandboxed frame, data: URL)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['another port of our host', { origin: 'http://localhost:3001' }],
  ];

  const NOT_JSON: Array<[string, string, string]> = [
    ['text/plain', 'text/plain', '{"title":"x","email":"a@example.com","password":"secret123","text":"hi","reason":"spam"}'],
    ['an HTML form', 'application/x-www-form-urlencoded', 'title=x&email=a%40example.com&password=secret123&text=hi&reason=spam'],
    ['a multipart form', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nhi\r\n--x--\r\n'],
  ];

  it.each(WRITES.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))('%s', async (_, operation) => {
    const before = await snapshot();
    const path = ownedPath(operation, app.w);
    for (const [why, headers] of CROSS_ORIGIN) {
      const res = await rawRequest(app.port, {
        method: operation.method,
        path,
        headers: { ...headers, cookie: app.w.owner.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      expect({ why, status: res.status, body: res.body }).toEqual({
        why,
        status: 403,
        body: { statusCode: 403, message: 'Cross-origin request refused', error: 'Forbidden' },
      });
    }
    // The real-user beacon takes sendBeacon's text/plain JSON from our own origin (rum.e2e.spec.ts); it reads no session and changes only metrics.
    const notJson = operation.path === '/api/rum' ? NOT_JSON.filter(([why]) => why !== 'text/plain') : NOT_JSON;
    for (const [why, contentType, body] of notJson) {
      const res = await rawRequest(app.port, { method: operation.method, path, headers: { cookie: app.w.owner.cookie, 'content-type': contentType }, body });
      expect({ why, status: res.status }).toEqual({ why, status: 415 });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('accepts the same write from our own origin', async () => {
    const res = await rawRequest(app.port, {
      method: 'POST',
      path: `/api/videos/${app.w.video}/comments`,
      headers: { origin: app.t.config.publicUrl, 'sec-fetch-site': 'same-origin', cookie: app.w.other.cookie, 'content-type': 'application/json' },
      body: '{"text":"From home"}',
    });
    expect(res.status).toBe(201);
  });

  it('grants no cross-origin reads: no CORS headers, preflights get none either', async () => {
    const read = await rawRequest(app.port, { method: 'GET', path: '/api/user', headers: { origin: 'https://evil.example', cookie: app.w.owner.cookie } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await rawRequest(app.port, {
      method: 'OPTIONS',
      path: '/api/videos',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

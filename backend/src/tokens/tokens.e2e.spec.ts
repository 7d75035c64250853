import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMediaFixture } from '@genalpha/testkit';
import { BULL_BOARD_ROUTE } from '../admin/bull-board';
import { createMember } from '../../test/security/testing/members';
import { RawRequest, RawResponse, rawRequest } from '../../test/security/testing/raw-http';
import { bearer, createToken } from '../../test/security/testing/tokens';
import { requestPathOf } from '../../test/security/testing/uploads';
import { useWorldApp } from '../../test/security/testing/world';
import { insertVideo } from '../test/video-fixtures';
import { TOKEN_NOT_FOUND, TOO_MANY_TOKENS } from './access-tokens.service';
import { INVALID_TOKEN } from './access-token.guard';
import { ACCOUNT_NEEDS_SESSION, TOKENS_NEED_SESSION, TOKENS_NEVER_ADMINISTER, scopeNeeded } from './token-policy';
import { LIVE_TOKENS_MAX } from './token-scopes';

const messageOf = (res: RawResponse) => (res.body as { message?: string } | undefined)?.message;
const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('personal access tokens', () => {
  const app = useWorldApp();
  const send = (request: RawRequest): Promise<RawResponse> => rawRequest(app.port, request);
  const withCookie = (cookie: string, method: string, path: string, body?: unknown): Promise<RawResponse> =>
    send({
      method,
      path,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const withToken = (secret: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RawResponse> =>
    send({
      method,
      path,
      headers: { ...bearer(secret), ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const tokenRows = (userId: string) => app.t.dataSource.query(`SELECT * FROM access_tokens WHERE "userId" = $1`, [userId]);
  const likes = async (videoId: string) => (await app.t.dataSource.query(`SELECT "likesCount" FROM videos WHERE id = $1`, [videoId]))[0].likesCount as number;
  const expectInvalid = (res: RawResponse) => {
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: { statusCode: 401, message: INVALID_TOKEN, error: 'Unauthorized' } });
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  };

  afterEach(() => app.t.dataSource.query(`DELETE FROM access_tokens`));

  it('shows the secret once, lists the token without it, and keeps only its SHA-256', async () => {
    const { owner } = app.w;
    const created = await withCookie(owner.cookie, 'POST', '/api/tokens', { name: '  render pipeline  ', scopes: ['read', 'upload'], expiresInDays: 30 });
    expect(created.status).toBe(201);
    const { token, secret } = created.body as { token: Record<string, unknown>; secret: string };
    expect(secret).toMatch(/^ga_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      id: expect.any(String),
      name: 'render pipeline',
      scopes: ['read', 'upload'],
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(token.expiresAt as string) - Date.parse(token.createdAt as string)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const listed = await withCookie(owner.cookie, 'GET', '/api/tokens');
    expect(listed.body).toEqual({ tokens: [token] });
    expect(listed.text).not.toContain(secret);

    const [row] = await tokenRows(owner.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    const everything = JSON.stringify(await app.t.dataSource.query(`SELECT row_to_json(t)::text AS row FROM access_tokens t`));
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(secret.slice('ga_pat_'.length));

    // Another user sees none of it.
    expect((await withCookie(app.w.other.cookie, 'GET', '/api/tokens')).body).toEqual({ tokens: [] });
  });

  it('signs requests in as its user and stamps lastUsedAt at most once a minute', async () => {
    const { owner } = app.w;
    const secret = await createToken(app.port, owner.cookie, ['read']);
    const me = await withToken(secret, 'GET', '/api/user');
    expect(me.status).toBe(200);
    expect((me.body as { id: string }).id).toBe(owner.id);
    expect(me.headers['set-cookie']).toBeUndefined();
    const [first] = await tokenRows(owner.id);
    expect(first.lastUsedAt).not.toBeNull();

    await app.t.dataSource.query(`UPDATE access_tokens SET "lastUsedAt" = now() - interval '30 seconds'`);
    const [recent] = await tokenRows(owner.id);
    await withToken(secret, 'GET', '/api/user');
    expect((await tokenRows(owner.id))[0].lastUsedAt).toEqual(recent.lastUsedAt);

    await app.t.dataSource.query(`UPDATE access_tokens SET "lastUsedAt" = now() - interval '2 minutes'`);
    await withToken(secret, 'GET', '/api/user');
    expect((await tokenRows(owner.id))[0].lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('refuses malformed, unknown, expired and revoked tokens with 401, never as a visitor', async () => {
    const { owner } = app.w;
    for (const authorization of ['Bearer', 'Bearer ', 'Bearer nonsense', `Bearer ga_pat_${'A'.repeat(43)}`, 'bearer two words']) {
      expectInvalid(await send({ method: 'GET', path: '/api/videos', headers: { authorization } }));
    }

    const expiring = await createToken(app.port, owner.cookie, ['read']);
    await app.t.dataSource.query(`UPDATE access_tokens SET "expiresAt" = now() - interval '1 second'`);
    expectInvalid(await withToken(expiring, 'GET', '/api/user'));
    expect((await withCookie(owner.cookie, 'GET', '/api/tokens')).body).toEqual({ tokens: [] });

    const secret = await createToken(app.port, owner.cookie, ['read']);
    const [{ id }] = ((await withCookie(owner.cookie, 'GET', '/api/tokens')).body as { tokens: Array<{ id: string }> }).tokens;
    expect((await withToken(secret, 'GET', '/api/user')).status).toBe(200);
    const revoked = await withCookie(owner.cookie, 'DELETE', `/api/tokens/${id}`);
    expect({ status: revoked.status, text: revoked.text }).toEqual({ status: 204, text: '' });
    expectInvalid(await withToken(secret, 'GET', '/api/user'));
    expect((await withCookie(owner.cookie, 'DELETE', `/api/tokens/${id}`)).status).toBe(404);
  });

  it("revokes only your own tokens: another user's id, an unknown id and a malformed one are 404", async () => {
    await createToken(app.port, app.w.owner.cookie, ['read']);
    const [{ id }] = await tokenRows(app.w.owner.id);
    for (const path of [`/api/tokens/${id}`, '/api/tokens/00000000-0000-4000-8000-000000000000', '/api/tokens/not-a-uuid']) {
      const res = await withCookie(app.w.other.cookie, 'DELETE', path);
      expect({ path, status: res.status, message: messageOf(res) }).toEqual({ path, status: 404, message: TOKEN_NOT_FOUND });
    }
    expect((await tokenRows(app.w.owner.id))[0].revokedAt).toBeNull();
  });

  it("stops a suspended account's tokens at once, and the suspension revokes them", async () => {
    const { owner, admin } = app.w;
    const target = await createMember(app.t, 'target');
    const secret = await createToken(app.port, target.cookie, ['read', 'write']);
    expect((await withToken(secret, 'GET', '/api/user')).status).toBe(200);
    const ban = await withCookie(admin.cookie, 'POST', `/api/admin/users/${target.id}/ban`, { reason: 'Spam' });
    expect(ban.status).toBe(200);
    expectInvalid(await withToken(secret, 'GET', '/api/user'));
    expect((await tokenRows(target.id))[0].revokedAt).not.toBeNull();

    // A suspension written by any other path counts too: the lookup reads the account's state.
    const ownerToken = await createToken(app.port, owner.cookie, ['read']);
    await app.t.dataSource.query(`UPDATE users SET "bannedAt" = now(), "banReason" = 'Raid' WHERE id = $1`, [owner.id]);
    try {
      expectInvalid(await withToken(ownerToken, 'GET', '/api/user'));
    } finally {
      await app.t.dataSource.query(`UPDATE users SET "bannedAt" = NULL, "banReason" = NULL WHERE id = $1`, [owner.id]);
    }
    expect((await withToken(ownerToken, 'GET', '/api/user')).status).toBe(200);
  });

  it('holds each scope to its methods: read cannot like, upload cannot delete, write cannot upload', async () => {
    const { owner, other, video } = app.w;
    const read = await createToken(app.port, other.cookie, ['read']);
    const before = await likes(video);
    const refused = await withToken(read, 'POST', `/api/videos/${video}/like`);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 403,
      body: { statusCode: 403, message: scopeNeeded('write'), error: 'Forbidden' },
    });
    expect(await likes(video)).toBe(before);
    expect((await withToken(read, 'GET', `/api/videos/${video}/is-liked`)).status).toBe(200);

    const upload = await createToken(app.port, owner.cookie, ['upload']);
    const own = await insertVideo(app.t.dataSource, owner.id, { title: 'Keep me' });
    const deletion = await withToken(upload, 'DELETE', `/api/videos/${own}`);
    expect({ status: deletion.status, message: messageOf(deletion) }).toEqual({ status: 403, message: scopeNeeded('write') });
    expect(await app.t.dataSource.query(`SELECT id FROM videos WHERE id = $1`, [own])).toHaveLength(1);
    expect(messageOf(await withToken(upload, 'GET', '/api/videos'))).toBe(scopeNeeded('read'));

    const write = await createToken(app.port, owner.cookie, ['write']);
    const issue = await withToken(write, 'POST', '/api/objects/upload');
    expect({ status: issue.status, message: messageOf(issue) }).toEqual({ status: 403, message: scopeNeeded('upload') });
    const liked = await withToken(write, 'POST', `/api/videos/${video}/like`);
    expect(liked.status).toBe(200);
    expect((await withToken(write, 'DELETE', `/api/videos/${own}`)).status).toBe(200);
  });

  it('uploads and publishes a video with an upload token, then waits for it with read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ga-tokens-'));
    try {
      const mp4 = await readFile(await createMediaFixture('h264-16x9.mp4', dir));
      const secret = await createToken(app.port, app.w.owner.cookie, ['read', 'upload']);
      const issued = await withToken(secret, 'POST', '/api/objects/upload', { contentType: 'video/mp4', size: mp4.length });
      expect(issued.status).toBe(201);
      const { uploadURL } = issued.body as { uploadURL: string };
      const put = await send({ method: 'PUT', path: requestPathOf(uploadURL), headers: { 'content-type': 'video/mp4' }, body: mp4 });
      expect(put.status).toBe(200);
      const created = await withToken(secret, 'POST', '/api/videos', {
        title: 'From the pipeline',
        caption: 'Rendered overnight',
        toolUsed: 'openai-sora',
        videoUrl: uploadURL,
      });
      expect(created.status).toBe(201);
      const seen = await withToken(secret, 'GET', `/api/videos/${(created.body as { id: string }).id}`);
      expect(seen.status).toBe(200);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("never administers, never manages tokens or sessions, not even an admin's token with every scope", async () => {
    const { admin, owner } = app.w;
    const everything = await createToken(app.port, admin.cookie, ['read', 'write', 'upload']);
    const refusals: Array<[string, string, string, unknown?]> = [
      ['GET', '/api/admin/users', TOKENS_NEVER_ADMINISTER],
      ['GET', '/api/admin/reports', TOKENS_NEVER_ADMINISTER],
      ['POST', `/api/admin/users/${owner.id}/ban`, TOKENS_NEVER_ADMINISTER, { reason: 'Spam' }],
      ['PUT', `/api/admin/users/${owner.id}/role`, TOKENS_NEVER_ADMINISTER, { role: 'moderator' }],
      ['GET', '/api/tokens', TOKENS_NEED_SESSION],
      ['POST', '/api/tokens', TOKENS_NEED_SESSION, { name: 'more', scopes: ['read'] }],
      ['POST', '/api/logout', ACCOUNT_NEEDS_SESSION],
      ['POST', '/api/logout-all', ACCOUNT_NEEDS_SESSION],
    ];
    for (const [method, path, message, body] of refusals) {
      const res = await withToken(everything, method, path, body);
      expect({ method, path, status: res.status, message: messageOf(res) }).toEqual({ method, path, status: 403, message });
    }
    const [{ id }] = await tokenRows(admin.id);
    expect((await withToken(everything, 'DELETE', `/api/tokens/${id}`)).status).toBe(403);
    expect((await withToken(everything, 'GET', '/api/notifications/stream')).status).toBe(403);
    const board = await withToken(everything, 'GET', `${BULL_BOARD_ROUTE}/`);
    expect({ status: board.status, message: messageOf(board) }).toEqual({ status: 403, message: TOKENS_NEVER_ADMINISTER });
    // With the admin's own cookie as well, the token still decides.
    expect((await withToken(everything, 'GET', '/api/admin/users', undefined, { cookie: admin.cookie })).status).toBe(403);
    expect(await app.t.dataSource.query(`SELECT role, "bannedAt" FROM users WHERE id = $1`, [owner.id])).toEqual([{ role: 'user', bannedAt: null }]);
    expect((await withCookie(admin.cookie, 'GET', '/api/admin/users')).status).toBe(200);
  });

  it('skips the origin check for a token without a cookie, keeps it with a cookie, and keeps the JSON-only rule', async () => {
    const { other, video } = app.w;
    const write = await createToken(app.port, other.cookie, ['write']);
    const foreign = { origin: 'https://pipeline.example', 'sec-fetch-site': 'cross-site' };
    expect((await withToken(write, 'POST', `/api/videos/${video}/like`, undefined, foreign)).status).toBe(200);
    const withCookieToo = await withToken(write, 'DELETE', `/api/videos/${video}/like`, undefined, { ...foreign, cookie: other.cookie });
    expect({ status: withCookieToo.status, message: messageOf(withCookieToo) }).toEqual({ status: 403, message: 'Cross-origin request refused' });
    const cookieOnly = await send({ method: 'DELETE', path: `/api/videos/${video}/like`, headers: { ...foreign, cookie: other.cookie } });
    expect(cookieOnly.status).toBe(403);
    const plain = await send({
      method: 'POST',
      path: `/api/videos/${video}/comments`,
      headers: { ...bearer(write), 'content-type': 'text/plain' },
      body: '{"text":"hi"}',
    });
    expect(plain.status).toBe(415);
  });

  it(`caps live tokens at ${LIVE_TOKENS_MAX} per user`, async () => {
    const { owner } = app.w;
    for (let i = 0; i < LIVE_TOKENS_MAX; i++) await createToken(app.port, owner.cookie, ['read'], `token ${i}`);
    const over = await withCookie(owner.cookie, 'POST', '/api/tokens', { name: 'one too many', scopes: ['read'] });
    expect({ status: over.status, message: messageOf(over) }).toEqual({ status: 400, message: TOO_MANY_TOKENS });
    const listed = ((await withCookie(owner.cookie, 'GET', '/api/tokens')).body as { tokens: Array<{ id: string; name: string }> }).tokens;
    expect(listed.map((token) => token.name)).toEqual(Array.from({ length: LIVE_TOKENS_MAX }, (_, i) => `token ${LIVE_TOKENS_MAX - 1 - i}`));
    expect((await withCookie(owner.cookie, 'DELETE', `/api/tokens/${listed[0].id}`)).status).toBe(204);
    expect((await withCookie(owner.cookie, 'POST', '/api/tokens', { name: 'room again', scopes: ['read'] })).status).toBe(201);
  });

  it(`holds the cap against ${3 * LIVE_TOKENS_MAX} creations at once by one account`, async () => {
    const { owner } = app.w;
    const create = (i: number) => withCookie(owner.cookie, 'POST', '/api/tokens', { name: `burst ${i}`, scopes: ['read'] });
    const answers = await Promise.all(Array.from({ length: 3 * LIVE_TOKENS_MAX }, (_, i) => create(i)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array<number>(LIVE_TOKENS_MAX).fill(201), ...Array<number>(2 * LIVE_TOKENS_MAX).fill(400)]);
    expect(await tokenRows(owner.id)).toHaveLength(LIVE_TOKENS_MAX);
  });

  it.each([
    ['a blank name', { name: '   ', scopes: ['read'] }, 'Token name is required'],
    ['a long name', { name: 'x'.repeat(51), scopes: ['read'] }, 'Token name must be 50 characters or less'],
    ['no scopes', { name: 'n', scopes: [] }, 'Choose at least one scope'],
    ['an unknown scope', { name: 'n', scopes: ['admin'] }, 'Scopes must be among read, write, upload'],
    ['a repeated scope', { name: 'n', scopes: ['read', 'read'] }, 'Each scope may be listed once'],
    ['an odd lifetime', { name: 'n', scopes: ['read'], expiresInDays: 10 }, 'Expiry must be 7, 30, 90, 365 days or none'],
    ['an unknown field', { name: 'n', scopes: ['read'], admin: true }, 'property admin should not exist'],
  ])('refuses %s (400)', async (_, body, message) => {
    const res = await send({ method: 'POST', path: '/api/tokens', ...json(body), headers: { ...json(body).headers, cookie: app.w.owner.cookie } });
    expect({ status: res.status, message: messageOf(res) }).toEqual({ status: 400, message });
    expect(await tokenRows(app.w.owner.id)).toEqual([]);
  });

  it('accepts no expiry as null and lists tokens for visitors as 401', async () => {
    const res = await withCookie(app.w.owner.cookie, 'POST', '/api/tokens', { name: 'forever', scopes: ['write'], expiresInDays: null });
    expect(res.status).toBe(201);
    expect((res.body as { token: { expiresAt: string | null } }).token.expiresAt).toBeNull();
    expect((await send({ method: 'GET', path: '/api/tokens' })).status).toBe(401);
  });
});

describe('personal access tokens under rate limits', () => {
  // A tenth of the limits: two comments a minute per user.
  const app = useWorldApp({ rateLimitScale: 0.1 });

  it("counts a token's requests against its user, as the session's", async () => {
    const { other, video } = app.w;
    const secret = await createToken(app.port, other.cookie, ['write']);
    const comment = (headers: Record<string, string>) =>
      rawRequest(app.port, {
        method: 'POST',
        path: `/api/videos/${video}/comments`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"text":"hi"}',
      });
    expect((await comment({ cookie: other.cookie })).status).toBe(201);
    expect((await comment(bearer(secret))).status).toBe(201);
    const limited = await comment(bearer(secret));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await comment({ cookie: other.cookie })).status).toBe(429);
  });
});

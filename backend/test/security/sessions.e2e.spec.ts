import { SESSION_COOKIE } from '../../src/auth/session.config';
import { TestApp, createTestApp, listenOnFreePort } from '../../src/test/test-app';
import { cookieFrom, rawRequest } from './testing/raw-http';

const JSON_TYPE = { 'content-type': 'application/json' };
let emails = 0;

describe('sessions: cookie flags, rotation, logout and expiry enforced by the server', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    port = await listenOnFreePort(t);
  });
  afterAll(() => t.close());

  const me = (cookie?: string) => rawRequest(port, { method: 'GET', path: '/api/user', headers: cookie ? { cookie } : {} });
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    rawRequest(port, { method: 'POST', path, headers: { ...headers, ...(body ? JSON_TYPE : {}) }, body: body ? JSON.stringify(body) : undefined });

  async function register(headers: Record<string, string> = {}) {
    const credentials = { email: `session${Date.now()}${emails++}@example.com`, password: 'secret123' };
    const res = await post('/api/register', credentials, headers);
    return { res, credentials, cookie: cookieFrom(res.headers, SESSION_COOKIE), id: (res.body as { id: string }).id };
  }

  it('sets an HttpOnly, SameSite=Lax, site-wide cookie that lives 30 days, and keeps only the user id server-side', async () => {
    const { res, id } = await register();
    const header = res.headers['set-cookie']!.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/; Secure/);
    expect(header).not.toMatch(/; Domain=/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(header)![1]);
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000 + 5000);
    const rows: Array<{ sess: { passport: unknown } }> = await t.dataSource.query(`SELECT sess FROM sessions WHERE sess->'passport'->>'user' = $1`, [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].sess.passport).toEqual({ user: id });
    expect(JSON.stringify(rows[0].sess)).not.toMatch(/password|email|\$argon2/);
  });

  it('rotates the session id at login and ends the session the browser had before', async () => {
    const first = await register();
    const login = await post('/api/login', first.credentials, { cookie: first.cookie! });
    expect(login.status).toBe(200);
    const second = cookieFrom(login.headers, SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
    expect((await me(second)).status).toBe(200);
    expect((await me(first.cookie)).status).toBe(401);
  });

  it('never lets a session planted before sign-in become the signed-in one (fixation)', async () => {
    const attacker = await register();
    const victim = await register();
    // The victim signs in on a browser that carries the attacker's session cookie.
    const login = await post('/api/login', victim.credentials, { cookie: attacker.cookie! });
    const victimCookie = cookieFrom(login.headers, SESSION_COOKIE)!;
    expect(((await me(victimCookie)).body as { id: string }).id).toBe(victim.id);
    const planted = await me(attacker.cookie);
    expect((planted.body as { id?: string }).id).not.toBe(victim.id);
  });

  it('ends the session on the server at logout: the old cookie, replayed, is refused', async () => {
    const { cookie, id } = await register();
    const logout = await post('/api/logout', undefined, { cookie: cookie! });
    expect(logout.status).toBe(204);
    expect(logout.headers['set-cookie']?.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    const replay = await me(cookie);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ statusCode: 401, message: 'User not authenticated', error: 'Unauthorized' });
    expect(await t.dataSource.query(`SELECT 1 FROM sessions WHERE sess->'passport'->>'user' = $1`, [id])).toHaveLength(0);
  });

  it('honours expiry on the server, whatever the cookie says', async () => {
    const { cookie, id } = await register();
    await t.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sess->'passport'->>'user' = $1`, [id]);
    expect((await me(cookie)).status).toBe(401);
  });

  it('treats a forged or tampered cookie as no session (401, never an error)', async () => {
    const { cookie } = await register();
    const value = decodeURIComponent(cookie!.slice(SESSION_COOKIE.length + 1));
    const [sid, signature] = value.slice(2).split('.');
    const forged = [
      `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`)}`,
      `${SESSION_COOKIE}=${sid}`,
      `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}`)}`,
      `${SESSION_COOKIE}=${encodeURIComponent(`s:other.${signature}`)}`,
      `${SESSION_COOKIE}=%`,
      `${SESSION_COOKIE}=${'x'.repeat(4000)}`,
    ];
    for (const attempt of forged) expect({ attempt, status: (await me(attempt)).status }).toEqual({ attempt, status: 401 });
  });

  it('ends every session of the account on logout-all, on every device, and only theirs', async () => {
    const { credentials, cookie, id } = await register();
    const phone = cookieFrom((await post('/api/login', credentials)).headers, SESSION_COOKIE)!;
    const bystander = await register();
    const res = await post('/api/logout-all', undefined, { cookie: phone });
    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']?.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect((await me(cookie)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect(await t.dataSource.query(`SELECT 1 FROM sessions WHERE sess->'passport'->>'user' = $1`, [id])).toHaveLength(0);
    expect((await me(bystander.cookie)).status).toBe(200);
    expect((await post('/api/logout-all')).status).toBe(401);
  });

  it('never stores a session of a suspended account, even one written while the ban commits', async () => {
    const { id } = await register();
    const sess = JSON.stringify({ cookie: {}, passport: { user: id } });
    const banning = t.dataSource.createQueryRunner();
    const signingIn = t.dataSource.createQueryRunner();
    try {
      await banning.startTransaction();
      await banning.query(`UPDATE users SET "bannedAt" = now(), "banReason" = 'Raid' WHERE id = $1`, [id]);
      await banning.query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1`, [id]);
      // A sign-in that passed its checks before the ban writes its session now: it waits for the ban, then is skipped.
      const write = signingIn.query(`INSERT INTO sessions (sid, sess, expire) VALUES ('racing-sign-in', $1, now() + interval '1 day')`, [sess]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await banning.commitTransaction();
      await write;
      await t.dataSource.query(`INSERT INTO sessions (sid, sess, expire) VALUES ('after-the-ban', $1, now() + interval '1 day')`, [sess]);
      expect(await t.dataSource.query(`SELECT sid FROM sessions WHERE sess->'passport'->>'user' = $1`, [id])).toEqual([]);
    } finally {
      await banning.release();
      await signingIn.release();
    }
  });

  // Last: it starts a second app.
  it('marks the cookie Secure when the public address is https (behind a TLS proxy)', async () => {
    const secure = await createTestApp({ publicUrl: 'https://genalpha.example' });
    try {
      const securePort = await listenOnFreePort(secure);
      const credentials = JSON.stringify({ email: `secure${Date.now()}@example.com`, password: 'secret123' });
      const res = await rawRequest(securePort, {
        method: 'POST',
        path: '/api/register',
        headers: { ...JSON_TYPE, 'x-forwarded-proto': 'https' },
        body: credentials,
      });
      expect(res.status).toBe(201);
      expect(res.headers['set-cookie']!.find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

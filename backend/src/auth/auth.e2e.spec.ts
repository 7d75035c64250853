import { setTimeout as sleep } from 'node:timers/promises';
import { PgSessionStore, SESSION_READ_CACHE_MS } from './pg-session.store';
import { SESSION_COOKIE } from './session.config';
import { RATE_LIMITS } from '@genalpha/shared';
import { TestApp, createTestApp, signUp } from '../test/test-app';

function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

describe('auth (API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers, sets a safe session cookie, knows the user, and logs out', async () => {
    const agent = t.agent();
    const res = await agent.post('/api/register').send({ email: 'Grace.Hopper@Example.com', password: 'secret123' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      username: null,
      displayName: expect.stringMatching(/^Creator \d+$/),
      emailVerified: false,
      avatarUrl: null,
      avatarSources: [],
      profileImageUrl: null,
      email: 'grace.hopper@example.com',
      role: 'user',
    });
    const [row] = await t.dataSource.query(`SELECT "userNumber" FROM users WHERE id = $1`, [res.body.id]);
    expect(res.body.displayName).toBe(`Creator ${row.userNumber}`);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).toMatch(/Expires=/);

    const me = await agent.get('/api/user').expect(200);
    expect(me.body.id).toBe(res.body.id);

    await agent.post('/api/logout').expect(204);
    const after = await agent.get('/api/user').expect(401);
    expect(after.body).toEqual({ statusCode: 401, message: 'User not authenticated', error: 'Unauthorized' });
  });

  it('refuses an old session cookie after logout (ended server-side)', async () => {
    const { agent } = await signUp(t);
    const login = await agent.get('/api/user').expect(200);
    expect(login.body.id).toBeDefined();
    const raw = await t.dataSource.query('SELECT count(*)::int AS n FROM sessions');
    expect(raw[0].n).toBeGreaterThan(0);
    const cookieRow = await t.dataSource.query(`SELECT sid FROM sessions WHERE sess->'passport'->>'user' = $1`, [login.body.id]);
    expect(cookieRow).toHaveLength(1);
    await agent.post('/api/logout').expect(204);
    const left = await t.dataSource.query(`SELECT sid FROM sessions WHERE sid = $1`, [cookieRow[0].sid]);
    expect(left).toHaveLength(0);
  });

  it('honours session expiry and prunes expired rows', async () => {
    const { agent, user } = await signUp(t);
    await t.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sess->'passport'->>'user' = $1`, [user.id]);
    await agent.get('/api/user').expect(401);
    await t.app.get(PgSessionStore).prune();
    const left = await t.dataSource.query(`SELECT 1 FROM sessions WHERE sess->'passport'->>'user' = $1`, [user.id]);
    expect(left).toHaveLength(0);
  });

  it('keeps the rolling expiry without writing the session, or renewing its cookie, on every request', async () => {
    const { agent, user } = await signUp(t);
    const expiry = async () => (await t.dataSource.query(`SELECT expire FROM sessions WHERE sess->'passport'->>'user' = $1`, [user.id]))[0].expire as Date;
    const first = await expiry();
    const unchanged = await agent.get('/api/user').expect(200);
    expect((await expiry()).getTime()).toBe(first.getTime());
    expect(unchanged.headers['set-cookie']).toBeUndefined();
    // Once the stored expiry is over an hour behind, a request moves it forward again, and the cookie with it.
    await t.dataSource.query(`UPDATE sessions SET expire = expire - interval '2 hours' WHERE sess->'passport'->>'user' = $1`, [user.id]);
    await sleep(SESSION_READ_CACHE_MS);
    const renewed = await agent.get('/api/user').expect(200);
    const extended = await expiry();
    expect(extended.getTime()).toBeGreaterThan(first.getTime() - 60_000);
    const cookie = sessionCookie(renewed);
    expect(cookie).toBeDefined();
    expect(Math.abs(new Date(/Expires=([^;]+)/.exec(cookie!)![1]).getTime() - extended.getTime())).toBeLessThan(2_000);
  });

  it('answers a burst of requests with one session lookup, and honours logout at once', async () => {
    const { agent, user } = await signUp(t);
    await agent.get('/api/user').expect(200);
    // Out-of-band edits to the table are seen once the read is older than SESSION_READ_CACHE_MS.
    await t.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sess->'passport'->>'user' = $1`, [user.id]);
    await agent.get('/api/user').expect(200);
    await sleep(SESSION_READ_CACHE_MS);
    await agent.get('/api/user').expect(401);

    const registered = await t
      .agent()
      .post('/api/register')
      .send({ email: `burst${Date.now()}@example.com`, password: 'secret123' })
      .expect(201);
    const cookie = (registered.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    await t.agent().get('/api/user').set('Cookie', cookie).expect(200);
    await t.agent().post('/api/logout').set('Cookie', cookie).expect(204);
    await t.agent().get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('treats a failed touch as harmless: the expiry stays, no error reaches the response', async () => {
    const store = t.app.get(PgSessionStore);
    await expect(store.touch('no-such-session', new Date(Number.NaN))).resolves.toBeUndefined();
  });

  it('gives every response a request id, honouring a well-formed one', async () => {
    const own = await t.agent().get('/api/health').set('X-Request-Id', 'trace-123').expect(200);
    expect(own.headers['x-request-id']).toBe('trace-123');
    const made = await t.agent().get('/api/health').set('X-Request-Id', 'bad id with spaces').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rotates the session id at login', async () => {
    const { email, password } = await signUp(t);
    const agent = t.agent();
    // A session that exists before login (e.g. planted by an attacker) must not survive it.
    const first = await agent.post('/api/login').send({ email, password }).expect(200);
    const before = sessionCookie(first);
    const second = await agent.post('/api/login').send({ email, password }).expect(200);
    const after = sessionCookie(second);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after!.split(';')[0]).not.toBe(before!.split(';')[0]);
  });

  it('logs in with any letter case of the email', async () => {
    const { email, password, user } = await signUp(t, 'Mixed.Case@Example.com');
    const res = await t.agent().post('/api/login').send({ email: email.toUpperCase(), password }).expect(200);
    expect(res.body.id).toBe(user.id);
  });

  it('answers a wrong password with 401 and the spec message', async () => {
    const { email } = await signUp(t);
    const res = await t.agent().post('/api/login').send({ email, password: 'not-the-password' }).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' });
    const unknown = await t.agent().post('/api/login').send({ email: 'nobody@example.com', password: 'whatever' }).expect(401);
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  it('refuses a duplicate email with 409', async () => {
    await signUp(t, 'dup@example.com');
    const res = await t.agent().post('/api/register').send({ email: 'DUP@example.com', password: 'secret123' }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, message: 'An account with this email already exists', error: 'Conflict' });
  });

  it.each([
    ['/api/login', { email: 'not-an-email', password: 'x' }, 'Please enter a valid email address', 'email'],
    ['/api/login', { email: 'a@example.com' }, 'Password is required', 'password'],
    ['/api/login', { email: 'a@example.com', password: '' }, 'Password is required', 'password'],
    ['/api/register', { email: 'nope', password: 'secret123' }, 'Please enter a valid email address', 'email'],
    ['/api/register', { email: 'short@example.com', password: '12345' }, 'Password must be at least 6 characters', 'password'],
    ['/api/register', { email: 'long@example.com', password: 'x'.repeat(257) }, 'Password must be 256 characters or less', 'password'],
  ])('%s %j → 400 "%s"', async (path, body, message, field) => {
    const res = await t.agent().post(path).send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message, error: 'Bad Request' });
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
  });

  it('rejects unknown fields', async () => {
    const res = await t.agent().post('/api/register').send({ email: 'x@example.com', password: 'secret123', isAdmin: true }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'isAdmin', message: 'property isAdmin should not exist' }]);
  });

  it('refuses cross-origin state changes and non-JSON bodies', async () => {
    const cross = await t.agent().post('/api/login').set('Origin', 'https://evil.example').send({ email: 'a@example.com', password: 'x' });
    expect(cross.status).toBe(403);
    expect(cross.body).toEqual({ statusCode: 403, message: 'Cross-origin request refused', error: 'Forbidden' });
    await t.agent().post('/api/login').set('Sec-Fetch-Site', 'cross-site').send({ email: 'a@example.com', password: 'x' }).expect(403);
    await t.agent().post('/api/gate').set('Origin', 'http://localhost:3000').send({ code: 'generationalpha' }).expect(200);
    const form = await t.agent().post('/api/login').type('form').send('email=a@example.com&password=x');
    expect(form.status).toBe(415);
    const text = await t.agent().post('/api/login').set('Content-Type', 'text/plain').send('{"email":"a@example.com"}');
    expect(text.status).toBe(415);
  });

  it('answers malformed and oversized JSON with 400 and 413', async () => {
    const bad = await t.agent().post('/api/login').set('Content-Type', 'application/json').send('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Request body is not valid JSON');
    const big = await t
      .agent()
      .post('/api/login')
      .send({ email: 'a@example.com', password: 'x'.repeat(110_000) });
    expect(big.status).toBe(413);
    expect(big.body.statusCode).toBe(413);
  });

  it('checks the alpha gate code exactly', async () => {
    await t.agent().post('/api/gate').send({ code: 'generationalpha' }).expect(200, { ok: true });
    for (const code of ['GenerationAlpha', 'generationalpha ', 'nope', '']) {
      const res = await t.agent().post('/api/gate').send({ code }).expect(401);
      expect(res.body.message).toBe('REJECTED. the signal is not of the generation. RETRY.');
    }
  });

  it('serves health and readiness', async () => {
    await t.agent().get('/api/health').expect(200);
    const ready = await t.agent().get('/api/health/ready').expect(200);
    expect(ready.body.details).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' } });
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(() => t.close());

  it('limits login attempts on one account from one address with 429 and Retry-After', async () => {
    const limit = RATE_LIMITS.loginAccount.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const res = await t
        .agent()
        .post('/api/login')
        .send({ email: 'target@example.com', password: `guess${i}` });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.body.message).toMatch(/^Too many attempts/);
      }
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('limits the gate per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await t.agent().post('/api/gate').send({ code: 'x' })).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it('limits registrations per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t
            .agent()
            .post('/api/register')
            .send({ email: `r${i}@example.com`, password: 'secret123' })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

import { RATE_LIMITS } from '@genalpha/shared';
import { TestApp } from '../../src/test/test-app';
import { createMember } from './testing/members';
import { RawResponse, rawRequest } from './testing/raw-http';
import { World, openWorldApp } from './testing/world';

/**
 * Production limits, with every window shortened to this many seconds so recovery takes no minutes.
 * A window opens with its first request: a burst must be counted within it, and 31 upload requests
 * took over 3 seconds on a loaded CI host (the window closed mid-burst and nothing was refused).
 */
const WINDOW_SECONDS = 8;

/** A structured-field list of `"<name>";<key>=<integer>;...` items, by name (enough for RateLimit and RateLimit-Policy). */
function parsePolicies(header: string | string[] | undefined): Record<string, Record<string, number>> {
  expect(typeof header).toBe('string');
  const items = (header as string).split(',').map((item) => {
    const [name, ...params] = item.trim().split(';');
    expect(name).toMatch(/^"[A-Za-z]+"$/);
    return [JSON.parse(name) as string, Object.fromEntries(params.map((param) => [param.split('=')[0], Number(param.split('=')[1])]))] as const;
  });
  return Object.fromEntries(items);
}

describe('rate limits: 429 past the limit, recovery after the window', () => {
  let t: TestApp;
  let port: number;
  let w: World;

  beforeAll(async () => {
    ({ t, port, w } = await openWorldApp({ rateLimitScale: 1, rateLimitWindowSeconds: WINDOW_SECONDS }));
  });
  afterAll(() => t.close());

  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    rawRequest(port, {
      method: 'POST',
      path,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /**
   * Sends limit + 1 requests at once: exactly one is refused with 429, a Retry-After and the usual
   * body; once the window has passed the same request goes through again.
   */
  async function expectLimit(limit: number, send: (i: number) => Promise<RawResponse>, allowed: number[]): Promise<void> {
    const answers = await Promise.all(Array.from({ length: limit + 1 }, (_, i) => send(i)));
    const refused = answers.filter((res) => res.status === 429);
    expect(
      answers
        .filter((res) => res.status !== 429)
        .map((res) => res.status)
        .filter((status) => !allowed.includes(status)),
    ).toEqual([]);
    expect(refused).toHaveLength(1);
    const retryAfter = Number(refused[0].headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(refused[0].body).toEqual({ statusCode: 429, message: `Too many attempts. Please try again in ${retryAfter} seconds.`, error: 'Too Many Requests' });
    // The exhausted policy says so, and resets when Retry-After says.
    const policies = parsePolicies(refused[0].headers['ratelimit-policy']);
    const exhausted = Object.entries(parsePolicies(refused[0].headers.ratelimit)).filter(([, state]) => state.r === 0);
    expect(exhausted.length).toBeGreaterThanOrEqual(1);
    for (const [name, state] of exhausted) {
      expect(policies[name]).toEqual({ q: limit, w: WINDOW_SECONDS });
      expect(state.t).toBe(retryAfter);
    }
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
    expect(allowed).toContain((await send(limit + 1)).status);
  }

  it('limits sign-in attempts on one account from one address (X-Forwarded-For, trusted from the loopback proxy)', async () => {
    const from = { 'x-forwarded-for': '198.51.100.7' };
    await expectLimit(RATE_LIMITS.loginAccount.limit, () => post('/api/login', { email: 'target@example.com', password: 'guess' }, from), [401]);
  });

  it('limits sign-in attempts per address, whatever the email', async () => {
    let n = 0;
    await expectLimit(RATE_LIMITS.login.limit, () => post('/api/login', { email: `guess${n++}@example.com`, password: 'guess' }), [401]);
  });

  it('limits registrations per address', async () => {
    let n = 0;
    await expectLimit(
      RATE_LIMITS.register.limit,
      () => post('/api/register', { email: `limited${Date.now()}${n++}@example.com`, password: 'secret123' }),
      [201],
    );
  });

  it('limits alpha gate attempts per address', async () => {
    await expectLimit(RATE_LIMITS.gate.limit, () => post('/api/gate', { code: 'not-it' }), [401]);
  });

  it('limits upload URLs per user (visitors are refused before counting)', async () => {
    const member = await createMember(t, 'uploader');
    await expectLimit(RATE_LIMITS.upload.limit, () => post('/api/objects/upload', undefined, { cookie: member.cookie }), [201]);
    expect((await post('/api/objects/upload')).status).toBe(401);
  });

  it('limits report-broken per address', async () => {
    // A hidden video answers at once (as a missing one) without waiting on the worker's check.
    await expectLimit(RATE_LIMITS.reportBroken.limit, () => post(`/api/videos/${w.hiddenVideo}/report-broken`), [404]);
  });

  it('limits comments per user', async () => {
    const member = await createMember(t, 'chatty');
    let n = 0;
    await expectLimit(RATE_LIMITS.comment.limit, () => post(`/api/videos/${w.video}/comments`, { text: `Comment ${n++}` }, { cookie: member.cookie }), [201]);
  });

  it('limits reports per user', async () => {
    const member = await createMember(t, 'reporter');
    await expectLimit(RATE_LIMITS.report.limit, () => post(`/api/videos/${w.video}/report`, { reason: 'spam' }, { cookie: member.cookie }), [200]);
  });

  it('counts reports of videos, comments and accounts against one limit per user', async () => {
    const member = await createMember(t, 'serial reporter');
    const targets = [`/api/videos/${w.video}/report`, `/api/comments/${w.comment}/report`, `/api/users/${w.owner.id}/report`];
    await expectLimit(RATE_LIMITS.report.limit, (i) => post(targets[i % targets.length], { reason: 'spam' }, { cookie: member.cookie }), [200]);
  });

  it('limits appeals per address', async () => {
    await expectLimit(RATE_LIMITS.appeal.limit, () => post('/api/appeals', { token: 'forged', text: 'Let me back in' }), [404]);
  });

  it('limits password changes per user, so a borrowed session cannot guess the current password', async () => {
    const member = await createMember(t, 'guesser');
    let n = 0;
    const guess = () =>
      rawRequest(port, {
        method: 'PUT',
        path: '/api/user/password',
        headers: { cookie: member.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: `guess${n++}`, newPassword: 'taken-over' }),
      });
    await expectLimit(RATE_LIMITS.passwordChange.limit, guess, [400]);
  });

  it('limits token creations per user, so a create-and-revoke loop cannot pile up revoked rows', async () => {
    const member = await createMember(t, 'tokens');
    let n = 0;
    const createAndRevoke = async () => {
      const res = await post('/api/tokens', { name: `loop ${n++}`, scopes: ['read'] }, { cookie: member.cookie });
      if (res.status === 201) {
        const { id } = (res.body as { token: { id: string } }).token;
        expect((await rawRequest(port, { method: 'DELETE', path: `/api/tokens/${id}`, headers: { cookie: member.cookie } })).status).toBe(204);
      }
      return res;
    };
    await expectLimit(RATE_LIMITS.tokenCreate.limit, createAndRevoke, [201]);
  });

  it('limits passkey registrations begun per user', async () => {
    const member = await createMember(t, 'passkeys');
    await expectLimit(RATE_LIMITS.passkeyRegister.limit, () => post('/api/passkeys/registration/options', undefined, { cookie: member.cookie }), [200]);
  });

  it('limits passkey sign-in challenges per address', async () => {
    const from = { 'x-forwarded-for': '198.51.100.30' };
    await expectLimit(RATE_LIMITS.passkeySignInOptions.limit, () => post('/api/passkeys/authentication/options', undefined, from), [200]);
  });

  it('counts passkey sign-ins and password sign-ins from one address together', async () => {
    const from = { 'x-forwarded-for': '198.51.100.31' };
    const attempt = (i: number) =>
      i % 2 === 0 ? post('/api/login/passkey', { response: {} }, from) : post('/api/login', { email: `mixed${i}@example.com`, password: 'guess' }, from);
    await expectLimit(RATE_LIMITS.login.limit, attempt, [400, 401]);
  });

  it('says each limit and what is left of it on every answer, counting down', async () => {
    const from = { 'x-forwarded-for': '198.51.100.20' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post('/api/gate', { code: 'not-it' }, from));
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(401);
      expect(res.headers['ratelimit-policy']).toBe(`"gate";q=${RATE_LIMITS.gate.limit};w=${WINDOW_SECONDS}`);
      const { gate } = parsePolicies(res.headers.ratelimit);
      expect(gate.r).toBe(RATE_LIMITS.gate.limit - 1 - i);
      expect(gate.t).toBeGreaterThanOrEqual(1);
      expect(gate.t).toBeLessThanOrEqual(WINDOW_SECONDS);
      expect(res.headers['retry-after']).toBeUndefined();
    }
  });

  it('lists every policy of a route with several, in both headers', async () => {
    const from = { 'x-forwarded-for': '198.51.100.21' };
    const res = await post('/api/login', { email: 'headers@example.com', password: 'guess' }, from);
    expect(res.status).toBe(401);
    expect(parsePolicies(res.headers['ratelimit-policy'])).toEqual({
      login: { q: RATE_LIMITS.login.limit, w: WINDOW_SECONDS },
      loginAccount: { q: RATE_LIMITS.loginAccount.limit, w: WINDOW_SECONDS },
    });
    const remaining = parsePolicies(res.headers.ratelimit);
    expect(Object.keys(remaining)).toEqual(['login', 'loginAccount']);
    expect(remaining.login.r).toBe(RATE_LIMITS.login.limit - 1);
    expect(remaining.loginAccount.r).toBe(RATE_LIMITS.loginAccount.limit - 1);
  });

  it('reports the most restrictive key of a policy counted on several (register: address and email)', async () => {
    const from = { 'x-forwarded-for': '198.51.100.22' };
    const email = `twice${Date.now()}@example.com`;
    // The same email from another address first: the email key then has fewer left than this address.
    await post('/api/register', { email, password: 'x' }, { 'x-forwarded-for': '198.51.100.23' });
    const res = await post('/api/register', { email, password: 'x' }, from);
    expect(res.status).toBe(400);
    expect(parsePolicies(res.headers.ratelimit).register.r).toBe(RATE_LIMITS.register.limit - 2);
  });

  it('sends no rate-limit headers on routes without a limit', async () => {
    const res = await rawRequest(port, { method: 'GET', path: '/api/videos' });
    expect(res.status).toBe(200);
    expect(res.headers['ratelimit-policy']).toBeUndefined();
    expect(res.headers.ratelimit).toBeUndefined();
  });

  // Pinned on purpose: changing a production limit is a decision this test makes visible.
  it('keeps the production limits and windows', () => {
    expect(RATE_LIMITS).toEqual({
      login: { limit: 10, windowSeconds: 60, per: ['ip'] },
      loginAccount: { limit: 5, windowSeconds: 300, per: ['emailAndAddress'] },
      register: { limit: 5, windowSeconds: 600, per: ['ip', 'email'] },
      passwordChange: { limit: 5, windowSeconds: 300, per: ['user'] },
      gate: { limit: 10, windowSeconds: 60, per: ['ip'] },
      upload: { limit: 30, windowSeconds: 600, per: ['user'] },
      avatar: { limit: 10, windowSeconds: 600, per: ['user'] },
      reportBroken: { limit: 20, windowSeconds: 60, per: ['ip'] },
      comment: { limit: 20, windowSeconds: 60, per: ['user'] },
      report: { limit: 20, windowSeconds: 3600, per: ['user'] },
      appeal: { limit: 10, windowSeconds: 3600, per: ['ip'] },
      accountDelete: { limit: 5, windowSeconds: 600, per: ['user'] },
      tokenCreate: { limit: 20, windowSeconds: 3600, per: ['user'] },
      passkeyRegister: { limit: 20, windowSeconds: 3600, per: ['user'] },
      passkeyConfirm: { limit: 20, windowSeconds: 3600, per: ['user'] },
      passkeySignInOptions: { limit: 30, windowSeconds: 60, per: ['ip'] },
      forYouArrange: { limit: 30, windowSeconds: 600, per: ['user'] },
      passwordReset: { limit: 5, windowSeconds: 900, per: ['ip', 'email'] },
      passwordResetConfirm: { limit: 10, windowSeconds: 60, per: ['ip'] },
      emailVerify: { limit: 10, windowSeconds: 60, per: ['ip'] },
      emailVerifyResend: { limit: 5, windowSeconds: 3600, per: ['ip', 'user'] },
      emailChange: { limit: 5, windowSeconds: 3600, per: ['user'] },
      emailChangeConfirm: { limit: 10, windowSeconds: 60, per: ['ip'] },
      exportDownload: { limit: 20, windowSeconds: 3600, per: ['user'] },
      rum: { limit: 30, windowSeconds: 60, per: ['ip'] },
    });
  });
});

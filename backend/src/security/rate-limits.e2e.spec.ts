import { RATE_LIMITS } from '../common/rate-limit/rate-limits';
import { TestApp } from '../test/test-app';
import { createMember } from './testing/members';
import { RawResponse, rawRequest } from './testing/raw-http';
import { World, openWorldApp } from './testing/world';

/** Production limits, with every window shortened to this many seconds so recovery takes no minutes. */
const WINDOW_SECONDS = 3;

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

  it('keeps the production limits and windows', () => {
    expect(RATE_LIMITS).toEqual({
      login: { limit: 10, windowSeconds: 60, per: ['ip'] },
      loginAccount: { limit: 5, windowSeconds: 300, per: ['emailAndAddress'] },
      register: { limit: 5, windowSeconds: 600, per: ['ip', 'email'] },
      gate: { limit: 10, windowSeconds: 60, per: ['ip'] },
      upload: { limit: 30, windowSeconds: 600, per: ['user'] },
      avatar: { limit: 10, windowSeconds: 600, per: ['user'] },
      reportBroken: { limit: 20, windowSeconds: 60, per: ['ip'] },
      comment: { limit: 20, windowSeconds: 60, per: ['user'] },
      report: { limit: 20, windowSeconds: 3600, per: ['user'] },
    });
  });
});

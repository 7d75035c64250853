import { register } from 'prom-client';
import { RATE_LIMITS, RUM_MAX_ENTRIES } from '@genalpha/shared';
import { TestApp, createTestApp, listenOnFreePort } from '../test/test-app';

/** POST /api/rum as sendBeacon sends it: text/plain JSON, from our own origin, no custom header. */
describe('POST /api/rum (real-user beacons)', () => {
  let t: TestApp;
  let base: string;
  let address = 0;
  /** Each test counts against the rate limit from an address of its own. */
  let from: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: 1 });
    base = `http://127.0.0.1:${await listenOnFreePort(t)}`;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    from = `203.0.113.${++address}`;
  });

  const send = (body: string | Buffer, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/rum`, {
      method: 'POST',
      headers: { origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': from, ...headers },
      body,
    });
  const beacon = (entries: unknown[]) => JSON.stringify({ entries });
  const sample = async (metric: string, labels: Record<string, string>) => {
    const values = (await register.getSingleMetric(metric)!.get()).values;
    const match = (v: (typeof values)[number]) => Object.entries(labels).every(([key, value]) => String(v.labels[key]) === value);
    return values.filter(match).reduce<Record<string, number>>((all, v) => ({ ...all, [(v as { metricName?: string }).metricName ?? metric]: v.value }), {});
  };
  const everything = async () => (await register.getMetricsAsJSON()).filter((metric) => metric.name.startsWith('genalpha_rum_'));

  it('turns a beacon into histograms by metric and page kind, and playback errors by kind', async () => {
    const res = await send(
      beacon([
        { name: 'LCP', page: 'feed', value: 1830 },
        { name: 'INP', page: 'feed', value: 120 },
        { name: 'CLS', page: 'watch', value: 0.04 },
        { name: 'first_frame', page: 'watch', value: 640 },
        { name: 'stalls', page: 'watch', value: 2 },
        { name: 'playback_error', page: 'video', value: 1, kind: 'decode' },
      ]),
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await sample('genalpha_rum_seconds', { metric: 'LCP', page: 'feed' })).toMatchObject({
      genalpha_rum_seconds_count: 1,
      genalpha_rum_seconds_sum: 1.83,
    });
    expect(await sample('genalpha_rum_seconds', { metric: 'first_frame', page: 'watch', le: '1' })).toEqual({ genalpha_rum_seconds_bucket: 1 });
    expect(await sample('genalpha_rum_cls', { page: 'watch' })).toMatchObject({ genalpha_rum_cls_count: 1, genalpha_rum_cls_sum: 0.04 });
    expect(await sample('genalpha_rum_playback_stalls', { page: 'watch' })).toMatchObject({ genalpha_rum_playback_stalls_sum: 2 });
    expect(await sample('genalpha_rum_playback_errors_total', { kind: 'decode', page: 'video' })).toEqual({ genalpha_rum_playback_errors_total: 1 });
  });

  it('takes application/json too, and needs no session', async () => {
    expect((await send(beacon([{ name: 'TTFB', page: 'search', value: 80 }]), { 'content-type': 'application/json' })).status).toBe(204);
    expect(await sample('genalpha_rum_seconds', { metric: 'TTFB', page: 'search' })).toMatchObject({ genalpha_rum_seconds_count: 1 });
  });

  it('refuses an oversized beacon with 413, whether its length is announced or not', async () => {
    const before = await everything();
    const big = beacon(Array.from({ length: 200 }, () => ({ name: 'LCP', page: 'feed', value: 1000.123456789 })));
    const announced = await send(big);
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ statusCode: 413, message: 'Request body must be 8kb or less', error: 'Payload Too Large' });
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await fetch(`${base}/api/rum`, {
      method: 'POST',
      headers: { origin: t.config.publicUrl, 'content-type': 'text/plain', 'x-forwarded-for': from },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await everything()).toEqual(before);
  });

  it.each([
    ['not JSON', 'LCP=1830'],
    ['a bare list', '[{"name":"LCP","page":"feed","value":1}]'],
    ['no entries', beacon([])],
    ['an entry that is a list', beacon([[]])],
    ['an entry that is null', beacon([null])],
    ['an unknown metric', beacon([{ name: 'FID', page: 'feed', value: 10 }])],
    ['an unknown page kind', beacon([{ name: 'LCP', page: '/video/123', value: 10 }])],
    ['a negative value', beacon([{ name: 'LCP', page: 'feed', value: -1 }])],
    ['a value past two minutes', beacon([{ name: 'LCP', page: 'feed', value: 120_001 }])],
    ['a value as text', beacon([{ name: 'LCP', page: 'feed', value: '1830' }])],
    ['an unknown error kind', beacon([{ name: 'playback_error', page: 'feed', value: 1, kind: 'exploded' }])],
    ['an extra field', beacon([{ name: 'LCP', page: 'feed', value: 1, userId: 'x' }])],
    ['too many entries', beacon(Array.from({ length: RUM_MAX_ENTRIES + 1 }, () => ({ name: 'CLS', page: 'feed', value: 0 })))],
  ])('refuses a malformed beacon (%s) with 400 and counts nothing of it', async (_, body) => {
    const before = await everything();
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(await everything()).toEqual(before);
  });

  it(`refuses a flood from one address with 429 past ${RATE_LIMITS.rum.limit} beacons a minute`, async () => {
    const body = beacon([{ name: 'FCP', page: 'profile', value: 500 }]);
    const answers = await Promise.all(Array.from({ length: RATE_LIMITS.rum.limit + 5 }, () => send(body)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(RATE_LIMITS.rum.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(Number(answers.find((res) => res.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sample('genalpha_rum_seconds', { metric: 'FCP', page: 'profile' })).toMatchObject({ genalpha_rum_seconds_count: RATE_LIMITS.rum.limit });
    // Another address is not held back by it.
    from = '198.51.100.7';
    expect((await send(body)).status).toBe(204);
  });

  it('refuses beacons from another site (403) and forms (415); text/plain is still refused everywhere else', async () => {
    const body = beacon([{ name: 'LCP', page: 'feed', value: 1 }]);
    expect((await send(body, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send('entries=1', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    const elsewhere = await fetch(`${base}/api/logout`, { method: 'POST', headers: { origin: t.config.publicUrl, 'content-type': 'text/plain' }, body: '{}' });
    expect(elsewhere.status).toBe(415);
  });
});

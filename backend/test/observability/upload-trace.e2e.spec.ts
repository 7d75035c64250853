import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGenAlphaClient, uploadVideo } from '@genalpha/sdk';
import {
  AppStack,
  TEST_REDIS_URL,
  buildWorkspaces,
  createMediaFixture,
  createTestDatabase,
  databaseUrl,
  dropDatabase,
  startAppStack,
  until,
} from '@genalpha/testkit';
import { OtlpReceiver, ReceivedSpan } from './otlp-receiver';

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

/** The built API and worker with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector in this test. */
describe('traces over OTLP', () => {
  const receiver = new OtlpReceiver();
  let database: string;
  let dir: string;
  let stack: AppStack;

  beforeAll(async () => {
    buildWorkspaces('packages/shared', 'backend', 'worker');
    const endpoint = await receiver.start();
    database = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'ga-traces-'));
    stack = await startAppStack({
      databaseUrl: databaseUrl(database),
      redisUrl: TEST_REDIS_URL,
      dataDir: join(dir, 'data'),
      logsDir: join(dir, 'logs'),
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_TRACES_SAMPLER: 'parentbased_always_on', OTEL_BSP_SCHEDULE_DELAY: '200', LOG_LEVEL: 'info' },
    });
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await receiver.stop();
    if (database) await dropDatabase(database);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('follows an upload from the request that creates the video through the worker job that makes it ready, as one trace', async () => {
    const registered = await fetch(`${stack.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'traced@example.com', password: 'secret123' }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0].split(';')[0];
    const client = createGenAlphaClient({ baseUrl: stack.baseUrl, headers: { cookie } });
    const file = await createMediaFixture('h264-16x9.mp4', dir);
    const video = await uploadVideo(client, { file, title: 'Traced', caption: 'One trace', toolUsed: 'runway-gen-3', pollIntervalMs: 100 });
    expect(video.status).toBe('ready');

    const job = await until('the video.probe job span', async () => receiver.spans.find((span) => span.name === 'job video.probe'), 30_000);
    const request = await until(
      'the span of the request that enqueued it',
      async () => receiver.spans.find((span) => span.spanId === job.parentSpanId),
      10_000,
    );
    expect(request).toMatchObject({ service: 'genalpha-api', kind: SERVER, name: 'POST /api/videos', traceId: job.traceId });
    expect(request.attributes['http.route']).toBe('/api/videos');
    expect(job).toMatchObject({ service: 'genalpha-worker', kind: CONSUMER, attributes: expect.objectContaining({ 'messaging.destination.name': 'media' }) });

    // Within the same trace: the request's SQL and Redis, the job's SQL, Redis and ffprobe/ffmpeg runs, each under its own side's span.
    await until('the job’s spans', async () => receiver.spans.some((span) => span.traceId === job.traceId && span.name === 'ffmpeg'), 10_000);
    const trace = receiver.spans.filter((span) => span.traceId === job.traceId);
    const childrenOf = (parent: ReceivedSpan) => descendants(trace, parent.spanId);
    const apiSide = childrenOf(request);
    const workerSide = childrenOf(job);
    expect(apiSide.some((span) => span.attributes['db.system.name'] === 'postgresql' || span.attributes['db.system'] === 'postgresql')).toBe(true);
    expect(apiSide.some((span) => span.kind === CLIENT && (span.attributes['db.system.name'] ?? span.attributes['db.system']) === 'redis')).toBe(true);
    expect(workerSide.some((span) => (span.attributes['db.system.name'] ?? span.attributes['db.system']) === 'postgresql')).toBe(true);
    expect(workerSide.map((span) => span.name)).toEqual(expect.arrayContaining(['ffprobe', 'ffmpeg']));
    expect(trace.filter((span) => span.kind === SERVER && span.service === 'genalpha-api')).toEqual([request]);

    // Log lines carry the trace: the request's "request completed" line and the worker's lines during the job.
    const apiLog = await readFile(join(stack.logsDir, 'api.log'), 'utf8');
    const requestLine = apiLog.split('\n').find((line) => line.includes('"request completed"') && line.includes('"url":"/api/videos"'));
    expect(requestLine && JSON.parse(requestLine)).toMatchObject({ traceId: job.traceId, msg: 'request completed' });
  });

  it("continues a caller's sampled trace, and makes no span for a request whose trace is not sampled", async () => {
    const caller = (sampled: boolean) => ({ traceId: randomBytes(16).toString('hex'), spanId: randomBytes(8).toString('hex'), flags: sampled ? '01' : '00' });
    const [kept, dropped] = [caller(true), caller(false)];
    for (const { traceId, spanId, flags } of [kept, dropped]) {
      const res = await fetch(`${stack.baseUrl}/api/videos`, { headers: { traceparent: `00-${traceId}-${spanId}-${flags}` } });
      expect(res.status).toBe(200);
    }
    const server = await until(
      'the sampled request’s span',
      async () => receiver.spans.find((span) => span.traceId === kept.traceId && span.kind === SERVER),
      10_000,
    );
    expect(server).toMatchObject({
      name: 'GET /api/videos',
      parentSpanId: kept.spanId,
      attributes: expect.objectContaining({ 'http.response.status_code': 200 }),
    });
    expect(receiver.spans.some((span) => span.traceId === kept.traceId && span.parentSpanId === server.spanId)).toBe(true);
    await new Promise((done) => setTimeout(done, 500));
    expect(receiver.spans.filter((span) => span.traceId === dropped.traceId)).toEqual([]);
  });

  it('traces no health check', async () => {
    expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
    await new Promise((done) => setTimeout(done, 500));
    expect(receiver.spans.filter((span) => String(span.attributes['url.path'] ?? span.attributes['http.target']).startsWith('/api/health'))).toEqual([]);
  });
});

/** Every span below `spanId` in the trace. */
function descendants(trace: ReceivedSpan[], spanId: string): ReceivedSpan[] {
  const children = trace.filter((span) => span.parentSpanId === spanId);
  return children.flatMap((child) => [child, ...descendants(trace, child.spanId)]);
}

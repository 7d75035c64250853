import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { TestApp, createTestApp, listenOnFreePort } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

/** The client (superagent) may decode the body itself; the header says what went over the wire. */
const decoded = (body: Buffer, decode: (b: Buffer) => Buffer) => {
  try {
    return decode(body).toString();
  } catch {
    return body.toString();
  }
};

/** The body as a Buffer. */
const raw = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('API response compression (real app)', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    port = await listenOnFreePort(t);
    const res = await request(t.app.getHttpServer())
      .post('/api/register')
      .send({ email: `compress${Date.now()}@example.com`, password: 'secret123' })
      .expect(201);
    cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    for (let i = 0; i < 12; i++) await insertVideo(t.dataSource, res.body.id, { title: `A rather long video title number ${i}` });
  });
  afterAll(() => t.close());

  it('compresses feed JSON over 1 KB with gzip, or brotli when the client prefers it', async () => {
    const plain = await t.agent().get('/api/videos').expect(200);
    expect(JSON.stringify(plain.body).length).toBeGreaterThan(1024);

    const gz = await raw(t.agent().get('/api/videos').set('Accept-Encoding', 'gzip, deflate, br')).expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(decoded(gz.body as Buffer, gunzipSync))).toEqual(plain.body);

    for (const accepted of ['br', 'br;q=1, gzip;q=0.5']) {
      const br = await raw(t.agent().get('/api/videos').set('Accept-Encoding', accepted)).expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decoded(br.body as Buffer, brotliDecompressSync))).toEqual(plain.body);
    }

    const none = await raw(t.agent().get('/api/videos').set('Accept-Encoding', 'identity')).expect(200);
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a tiny JSON answer as it is', async () => {
    const res = await raw(t.agent().get('/api/health').set('Accept-Encoding', 'br, gzip')).expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the event stream', async () => {
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = get(
        `http://127.0.0.1:${port}/api/notifications/stream`,
        { agent: false, headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip', cookie } },
        (res) => {
          resolve(res.headers);
          req.destroy();
        },
      );
      req.on('error', reject);
    });
    expect(headers['content-type']).toMatch(/text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });

  it('never compresses media under /objects', async () => {
    const res = await raw(t.agent().get('/objects/uploads/nothing-here').set('Accept-Encoding', 'br, gzip'));
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

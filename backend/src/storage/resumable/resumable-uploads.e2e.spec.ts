import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { Upload } from 'tus-js-client';
import { OBJECT_STORAGE, ObjectStorage, RESUMABLE_CHUNK_BYTES } from '@genalpha/shared';
import { TestS3Server, startS3Server } from '@genalpha/testkit/s3-server';
import { TestApp, createTestApp, listenOnFreePort } from '../../test/test-app';
import { UPLOAD_ALREADY_USED, UPLOAD_NOT_FOUND, UPLOAD_NOT_RECEIVED } from '../uploads.service';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const idOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;
const VIDEO = { title: 'Resumed', caption: 'Sent twice, stored once', toolUsed: 'openai-sora' };

/** A signed-up account's session cookie, for tus-js-client and raw requests. */
async function signUpCookie(t: TestApp): Promise<string> {
  const res = await t
    .agent()
    .post('/api/register')
    .send({ email: `tus${randomBytes(6).toString('hex')}@example.com`, password: 'secret123' })
    .expect(201);
  return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One raw request; `body` may be sent in two halves with a pause between (to overlap another request). */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string | number>, body?: Buffer, pauseMs = 0): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (!body) return void req.end();
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half));
    setTimeout(() => req.end(body.subarray(half)), pauseMs);
  });
}

describe.each([['local'], ['s3']] as const)('resumable uploads (tus, %s store)', (driver) => {
  let t: TestApp;
  let s3: TestS3Server | null = null;
  let port: number;
  let cookie: string;
  const tus = { 'Tus-Resumable': '1.0.0' };

  beforeAll(async () => {
    if (driver === 's3') s3 = await startS3Server();
    t = await createTestApp(s3 ? { storageDriver: 's3', s3: s3.s3 } : {});
    port = await listenOnFreePort(t);
    cookie = await signUpCookie(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const endpoint = () => `http://127.0.0.1:${port}/api/uploads`;

  function create(size: number, filetype = 'video/mp4', who = cookie) {
    return rawRequest(port, 'POST', '/api/uploads', { ...tus, cookie: who, 'Upload-Length': size, 'Upload-Metadata': `filetype ${b64(filetype)}` });
  }

  async function stored(url: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await t.app.get<ObjectStorage>(OBJECT_STORAGE).createReadStream(`uploads/${idOf(url)}`)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** tus-js-client as the web client and the SDK use it; stops itself once `stopAt` bytes went out. */
  function send(data: Buffer, options: { uploadUrl?: string; stopAt?: number }) {
    let sent = 0;
    return new Promise<{ url: string; sent: number; finished: boolean }>((resolve, reject) => {
      const upload: Upload = new Upload(data, {
        endpoint: endpoint(),
        uploadUrl: options.uploadUrl ?? null,
        chunkSize: RESUMABLE_CHUNK_BYTES,
        retryDelays: [],
        metadata: { filetype: 'video/mp4', filename: 'big.mp4' },
        headers: { cookie },
        onProgress: (bytesSent) => {
          sent = bytesSent;
          if (options.stopAt !== undefined && bytesSent >= options.stopAt) {
            void upload.abort().then(() => resolve({ url: upload.url!, sent, finished: false }));
          }
        },
        onSuccess: () => resolve({ url: upload.url!, sent, finished: true }),
        onError: reject,
      });
      upload.start();
    });
  }

  it('resumes an 80 MB upload cut at half, re-sending at most one chunk, and stores it byte for byte', async () => {
    const data = randomBytes(80 * 1024 ** 2);
    const cut = await send(data, { stopAt: data.length / 2 });
    expect(cut.finished).toBe(false);
    const head = await rawRequest(port, 'HEAD', new URL(cut.url).pathname, { ...tus, cookie });
    expect(head.status).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(cut.sent);

    // An unfinished upload makes no video.
    const early = await t
      .agent()
      .post('/api/videos')
      .set('cookie', cookie)
      .send({ ...VIDEO, videoUrl: cut.url })
      .expect(400);
    expect(early.body.message).toBe(UPLOAD_NOT_RECEIVED);

    const done = await send(data, { uploadUrl: cut.url });
    expect(done.finished).toBe(true);
    const resent = cut.sent - offset;
    console.log(`[tus ${driver}] cut at ${cut.sent} B, server had ${offset} B, re-sent ${resent} B (chunk ${RESUMABLE_CHUNK_BYTES} B)`);
    expect(resent).toBeLessThanOrEqual(RESUMABLE_CHUNK_BYTES);
    expect(sha256(await stored(done.url))).toBe(sha256(data));

    // The upload's URL is the video's videoUrl, once; then the upload is closed to more bytes.
    await t
      .agent()
      .post('/api/videos')
      .set('cookie', cookie)
      .send({ ...VIDEO, videoUrl: done.url })
      .expect(201);
    const again = await t
      .agent()
      .post('/api/videos')
      .set('cookie', cookie)
      .send({ ...VIDEO, videoUrl: done.url })
      .expect(400);
    expect(again.body.message).toBe(UPLOAD_ALREADY_USED);
    const path = new URL(done.url).pathname;
    expect((await rawRequest(port, 'HEAD', path, { ...tus, cookie })).status).toBe(410);
    const late = await rawRequest(
      port,
      'PATCH',
      path,
      { ...tus, cookie, 'Upload-Offset': data.length, 'Content-Type': 'application/offset+octet-stream' },
      Buffer.alloc(1),
    );
    expect(late.status).toBe(410);
    expect(JSON.parse(late.body)).toEqual({ statusCode: 410, message: UPLOAD_ALREADY_USED, error: 'Gone' });
  }, 180_000);

  if (driver === 's3') return;

  const patch = (path: string, offset: number, body: Buffer, extra: Record<string, string | number> = {}, who = cookie, pauseMs = 0) =>
    rawRequest(
      port,
      'PATCH',
      path,
      { ...tus, cookie: who, 'Upload-Offset': offset, 'Content-Type': 'application/offset+octet-stream', ...extra },
      body,
      pauseMs,
    );

  it('refuses creations without a length, over 5 GB, not a video or image, from visitors and from other sites', async () => {
    const missing = await rawRequest(port, 'POST', '/api/uploads', { ...tus, cookie, 'Upload-Metadata': `filetype ${b64('video/mp4')}` });
    expect(missing.status).toBe(400);
    expect((await create(5 * 1024 ** 3 + 1)).status).toBe(413);
    const html = await create(10, 'text/html');
    expect(html.status).toBe(415);
    expect(JSON.parse(html.body).message).toBe('Only video and image files can be uploaded');
    expect((await create(10, '', '')).status).toBe(401);
    const foreign = await rawRequest(port, 'POST', '/api/uploads', {
      ...tus,
      cookie,
      origin: 'https://evil.example',
      'Upload-Length': 10,
      'Upload-Metadata': `filetype ${b64('video/mp4')}`,
    });
    expect(foreign.status).toBe(403);
  });

  it('answers a wrong offset 409 and a changed length 400, keeping the bytes it had', async () => {
    const created = await create(1000);
    expect(created.status).toBe(201);
    const path = created.headers.location!;
    expect(path).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect((await patch(path, 0, Buffer.alloc(100, 1))).status).toBe(204);
    const wrong = await patch(path, 50, Buffer.alloc(100, 2));
    expect(wrong.status).toBe(409);
    expect(JSON.parse(wrong.body)).toEqual({ statusCode: 409, message: 'Upload-Offset conflict', error: 'Conflict' });
    expect((await patch(path, 100, Buffer.alloc(100, 3), { 'Upload-Length': 2000 })).status).toBe(400);
    const head = await rawRequest(port, 'HEAD', path, { ...tus, cookie });
    expect(head.headers['upload-offset']).toBe('100');
    expect(head.headers['upload-length']).toBe('1000');
  });

  it("keeps an upload its uploader's: another account can neither resume it nor make a video of it", async () => {
    const created = await create(100);
    const path = created.headers.location!;
    const other = await signUpCookie(t);
    const head = await rawRequest(port, 'HEAD', path, { ...tus, cookie: other });
    expect(head.status).toBe(404);
    const sent = await patch(path, 0, Buffer.alloc(100), {}, other);
    expect(sent.status).toBe(404);
    expect(JSON.parse(sent.body).message).toBe(UPLOAD_NOT_FOUND);
    expect((await patch(path, 0, Buffer.alloc(100))).status).toBe(204);
    const video = await t
      .agent()
      .post('/api/videos')
      .set('cookie', other)
      .send({ ...VIDEO, videoUrl: path })
      .expect(400);
    expect(video.body.message).toBe(UPLOAD_NOT_FOUND);
  });

  it("lets one of two concurrent PATCHes write: the other is refused, and the bytes kept are one request's prefix", async () => {
    const data = randomBytes(8 * 1024 ** 2);
    const path = (await create(data.length)).headers.location!;
    const first = patch(path, 0, data, {}, cookie, 1500);
    await new Promise((done) => setTimeout(done, 300));
    const second = await patch(path, 0, data);
    const answers = [(await first).status, second.status];
    console.log(`[tus local] two PATCHes at offset 0 answered ${answers.join(' and ')}`);
    expect(answers).toContain(409);
    const offset = Number((await rawRequest(port, 'HEAD', path, { ...tus, cookie })).headers['upload-offset']);
    expect(sha256(await stored(path))).toBe(sha256(data.subarray(0, offset)));
    if (offset < data.length) expect((await patch(path, offset, data.subarray(offset))).status).toBe(204);
    expect(sha256(await stored(path))).toBe(sha256(data));
  });
});

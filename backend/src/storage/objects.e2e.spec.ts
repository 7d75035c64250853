import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { readMediaFixture } from '@genalpha/testkit';
import { binaryBody } from '../test/binary-body';
import { TestApp, createTestApp, listenOnFreePort, signUp } from '../test/test-app';
import { requestPathOf, withTamperedSignature } from '../../test/security/testing/uploads';
import { UploadsService } from './uploads.service';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('storage: upload URLs and /objects (API, local driver)', () => {
  let t: TestApp;
  let port: number;
  let mp4: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    port = await listenOnFreePort(t);
    mp4 = await readMediaFixture('h264-16x9.mp4');
  });
  afterAll(() => t.close());

  const objectsDir = () => join(t.config.dataDir, 'objects');

  async function uploadUrl(agent = t.agent()) {
    const res = await agent.post('/api/objects/upload').expect(201);
    return res.body.uploadURL as string;
  }

  async function uploaded(body = mp4, type = 'video/mp4') {
    const { agent, user } = await signUp(t);
    const url = await uploadUrl(agent);
    const put = await t.agent().put(requestPathOf(url)).set('Content-Type', type).send(body).expect(200);
    return { agent, user, url, objectPath: put.body.objectPath as string };
  }

  /** A raw request, for what supertest cannot do: lie about Content-Length, or hang up mid-body. */
  function rawPut(path: string, headers: Record<string, string | number>, body: Buffer, hangUp = false) {
    return new Promise<{ status?: number; body: string; error?: Error }>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, path, method: 'PUT', headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
        res.on('error', (error) => resolve({ status: res.statusCode, body: text, error }));
      });
      req.on('error', (error) => resolve({ body: '', error }));
      req.write(body);
      if (hangUp) setTimeout(() => req.destroy(), 200);
    });
  }

  it('refuses visitors an upload URL', async () => {
    const res = await t.agent().post('/api/objects/upload').expect(401);
    expect(res.body.message).toBe('User not authenticated');
  });

  it('issues a signed URL that takes one file, then serves it', async () => {
    const { agent } = await signUp(t);
    const url = await uploadUrl(agent);
    expect(url).toMatch(/^http:\/\/localhost:3000\/objects\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    const put = await t.agent().put(requestPathOf(url)).set('Content-Type', 'video/mp4').send(mp4).expect(200);
    const objectPath = new URL(url).pathname;
    expect(put.body).toEqual({ objectPath });

    // An upload no video uses yet is its uploader's alone.
    await t.agent().get(objectPath).expect(404);
    const got = await agent.get(objectPath).buffer(true).parse(binaryBody).expect(200);
    expect(sha256(got.body)).toBe(sha256(mp4));
    expect(got.headers['content-type']).toBe('video/mp4');
    expect(got.headers['accept-ranges']).toBe('bytes');
    expect(got.headers['cache-control']).toBe('private, no-cache');
    expect(got.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(got.headers['last-modified']).toBeDefined();
    const key = objectPath.slice('/objects/'.length);
    const rows = await t.dataSource.query(`SELECT id, size, "contentType", "completedAt" FROM uploads WHERE "objectKey" = $1`, [key]);
    expect(rows[0]).toMatchObject({ id: key.slice('uploads/'.length), size: String(mp4.length), contentType: 'video/mp4' });
    expect(rows[0].completedAt).not.toBeNull();

    const again = await t.agent().put(requestPathOf(url)).set('Content-Type', 'video/mp4').send(Buffer.from('other bytes')).expect(409);
    expect(again.body.message).toBe('This upload URL has already been used');
    const still = await agent.get(objectPath).buffer(true).parse(binaryBody).expect(200);
    expect(sha256(still.body)).toBe(sha256(mp4));
    // The declared type is looked up once: later requests for the file need no database.
    await t.dataSource.query(`UPDATE uploads SET "contentType" = 'image/png' WHERE "objectKey" = $1`, [key]);
    expect((await agent.get(objectPath).set('Range', 'bytes=0-9').expect(206)).headers['content-type']).toBe('video/mp4');
  });

  it('serves byte ranges that reassemble to the original', async () => {
    const { agent, objectPath } = await uploaded();
    const size = mp4.length;
    const part = async (range: string, expectedRange: string) => {
      const res = await agent.get(objectPath).set('Range', range).buffer(true).parse(binaryBody).expect(206);
      expect(res.headers['content-range']).toBe(expectedRange);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      return res.body as Buffer;
    };
    const first = await part('bytes=0-99', `bytes 0-99/${size}`);
    const middle = await part(`bytes=100-${size - 1001}`, `bytes 100-${size - 1001}/${size}`);
    const rest = await part(`bytes=${size - 1000}-`, `bytes ${size - 1000}-${size - 1}/${size}`);
    expect(sha256(Buffer.concat([first, middle, rest]))).toBe(sha256(mp4));
    const suffix = await part('bytes=-500', `bytes ${size - 500}-${size - 1}/${size}`);
    expect(suffix.equals(mp4.subarray(size - 500))).toBe(true);

    const unsatisfiable = await agent.get(objectPath).set('Range', `bytes=${size}-`).expect(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${size}`);
    const head = await agent.head(objectPath).expect(200);
    expect(Number(head.headers['content-length'])).toBe(size);
    const etag = head.headers.etag;
    await agent.get(objectPath).set('If-None-Match', etag).expect(304);
    const stale = await agent.get(objectPath).set('Range', 'bytes=0-9').set('If-Range', '"old"').buffer(true).parse(binaryBody).expect(200);
    expect(stale.body.length).toBe(size);
  });

  it('refuses a tampered or expired signature with 403', async () => {
    const { agent } = await signUp(t);
    const url = new URL(await uploadUrl(agent));
    const tampered = withTamperedSignature(url);
    const res = await t.agent().put(requestPathOf(tampered.toString())).set('Content-Type', 'video/mp4').send(mp4).expect(403);
    expect(res.body.message).toBe('Invalid or expired upload URL');
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    await t.agent().put(requestPathOf(later.toString())).set('Content-Type', 'video/mp4').send(mp4).expect(403);
    const other = new URL(await uploadUrl(agent));
    const swapped = new URL(other);
    swapped.search = url.search;
    await t.agent().put(requestPathOf(swapped.toString())).set('Content-Type', 'video/mp4').send(mp4).expect(403);
    await t.agent().put(url.pathname).set('Content-Type', 'video/mp4').send(mp4).expect(403);

    // An expired URL: the row and the signature both say so.
    const key = url.pathname.slice('/objects/'.length);
    await t.dataSource.query(`UPDATE uploads SET "expiresAt" = now() - interval '1 second' WHERE "objectKey" = $1`, [key]);
    await t.agent().put(requestPathOf(url.toString())).set('Content-Type', 'video/mp4').send(mp4).expect(403);
  });

  it('refuses a type that is not video or image with 415', async () => {
    const { agent } = await signUp(t);
    const url = await uploadUrl(agent);
    for (const type of ['text/plain', 'application/json', 'application/octet-stream']) {
      const res = await t.agent().put(requestPathOf(url)).set('Content-Type', type).send(Buffer.from('{}')).expect(415);
      expect(res.body.message).toBe('Only video and image files can be uploaded');
    }
  });

  it('refuses more than 5 GB from Content-Length without reading the body', async () => {
    const { agent } = await signUp(t);
    const url = await uploadUrl(agent);
    const started = Date.now();
    const res = await rawPut(requestPathOf(url), { 'Content-Type': 'video/mp4', 'Content-Length': 6 * 1024 ** 3 }, Buffer.alloc(1024));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('File must be 5GB or less');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('leaves no file behind when the client hangs up mid-upload', async () => {
    const { agent } = await signUp(t);
    const url = await uploadUrl(agent);
    const before = await listFiles(objectsDir());
    const res = await rawPut(requestPathOf(url), { 'Content-Type': 'video/mp4', 'Content-Length': 10 * 1024 * 1024 }, Buffer.alloc(256 * 1024), true);
    expect(res.status).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await listFiles(objectsDir())).toEqual(before);
    // The URL is still good for a complete upload.
    await t.agent().put(requestPathOf(url)).set('Content-Type', 'video/mp4').send(mp4).expect(200);
  });

  it.each([
    '/objects/../package.json',
    '/objects/%2e%2e/package.json',
    '/objects/uploads%2F..%2F..%2Fpackage.json',
    '/objects//etc/passwd',
    '/objects/.incoming/x',
    '/objects/uploads/does-not-exist',
    '/objects/',
  ])('answers %s with 404', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
  });

  it('binds an upload to its uploader, once (claimUpload)', async () => {
    const uploads = t.app.get(UploadsService);
    const { user, url, objectPath } = await uploaded();
    const { user: other } = await signUp(t);
    await expect(uploads.claimUpload(url, other.id, 'video')).rejects.toMatchObject({ status: 400, message: 'Upload not found' });
    await expect(uploads.claimUpload(url, user.id, 'avatar')).rejects.toMatchObject({ status: 415, message: 'Please select an image file' });
    const claimed = await uploads.claimUpload(url, user.id, 'video');
    expect(claimed).toMatchObject({ objectKey: objectPath.slice('/objects/'.length), publicPath: objectPath, contentType: 'video/mp4' });
    await expect(uploads.claimUpload(objectPath, user.id, 'video')).rejects.toMatchObject({ status: 400, message: 'This upload has already been used' });

    const { agent: lateAgent, user: late } = await signUp(t);
    const notYet = await uploadUrl(lateAgent);
    await expect(uploads.claimUpload(notYet, late.id, 'video')).rejects.toMatchObject({ status: 400, message: 'The file has not been uploaded yet' });
    await expect(uploads.claimUpload('https://evil.example/video.mp4', late.id, 'video')).rejects.toMatchObject({ status: 400 });
  });

  async function rawGet(path: string) {
    return new Promise<{ status?: number }>((resolve) => {
      http.get({ host: '127.0.0.1', port, path }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode }));
      });
    });
  }
});

/** supertest parser keeping the body as bytes (the response is a Node stream underneath). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

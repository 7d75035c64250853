import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStorage, uploadKeyFromUrl } from '@genalpha/shared';
import { until } from '@genalpha/testkit';
import { TestApp, createTestApp, signUp } from '../test/test-app';

const MB = 1024 * 1024;

/** Starts a PUT of `total` bytes, sends `sent` of them, then drops the connection as a lost client would. */
function cutOffUpload(port: number, path: string, total: number, sent: number, chunked: boolean): Promise<void> {
  return new Promise((done, fail) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'video/mp4' };
    if (!chunked) headers['Content-Length'] = total;
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'PUT', headers });
    req.on('error', () => done());
    req.on('response', (res) => fail(new Error(`the API answered ${res.statusCode} to a body it never fully got`)));
    req.write(randomBytes(sent), () => setTimeout(() => req.destroy(), 200));
  });
}

const mediaTempDirs = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('genalpha-media-'));

describe('an upload cut off mid-stream', () => {
  let t: TestApp;
  let port: number;
  let storage: LocalObjectStorage;

  beforeAll(async () => {
    t = await createTestApp();
    await new Promise<void>((listening) => t.app.getHttpServer().listen(0, '127.0.0.1', listening));
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    storage = new LocalObjectStorage(t.config.dataDir);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])('leaves no temporary file, no object and an unused URL (%s)', async (_, chunked) => {
    const { agent } = await signUp(t);
    const { uploadURL } = (await agent.post('/api/objects/upload').expect(201)).body as { uploadURL: string };
    const target = new URL(uploadURL);
    const key = uploadKeyFromUrl(uploadURL)!;
    const tempDirsBefore = await mediaTempDirs();

    await cutOffUpload(port, `${target.pathname}${target.search}`, 8 * MB, 3 * MB, chunked);

    await until(
      'the partial write to be removed',
      async () => (await readdir(join(t.config.dataDir, 'objects/.incoming')).catch(() => [])).length === 0,
      5_000,
    );
    expect(await storage.exists(key)).toBe(false);
    const [row] = await t.dataSource.query(`SELECT "completedAt", size FROM uploads WHERE "objectKey" = $1`, [key]);
    expect(row).toEqual({ completedAt: null, size: null });
    expect(await mediaTempDirs()).toEqual(tempDirsBefore);

    // The URL was not used up: the whole file goes through on a second try.
    const whole = randomBytes(MB);
    await t.agent().put(`${target.pathname}${target.search}`).set('Content-Type', 'video/mp4').send(whole).expect(200);
    expect((await storage.stat(key))?.size).toBe(whole.length);
  });
});

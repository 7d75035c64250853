import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { TestApp, createTestApp, listenOnFreePort } from '../../../../backend/src/test/test-app';
import { Member, createMember } from '../../../../backend/test/security/testing/members';
import { RawResponse, rawRequest } from '../../../../backend/test/security/testing/raw-http';
import { UPLOAD_TYPE_MISMATCH } from '../../../../backend/src/storage/uploads.service';
import { HlsPackageProcessor } from '../../../../worker/src/jobs/hls-package.processor';
import { StorageCleanupProcessor } from '../../../../worker/src/jobs/storage-cleanup.processor';
import { TestWorker, createTestWorker } from '../../../../worker/src/test/test-worker';
import { createMediaFixture, until } from '@genalpha/testkit';
import { TestS3Server, startS3Server } from '@genalpha/testkit/s3-server';
import { S3ObjectStorage } from './s3-object-storage';

/** The S3 driver end to end against a real S3-protocol server: API (presigned PUT, claim, redirects) and worker (probe, check-broken, cleanup). */
describe('S3 storage (s3rver)', () => {
  let server: TestS3Server;
  let storage: S3ObjectStorage;
  let t: TestApp;
  let worker: TestWorker;
  let port: number;
  let fixtures: string;
  let member: Member;

  beforeAll(async () => {
    server = await startS3Server();
    storage = new S3ObjectStorage(server.s3);
    t = await createTestApp({ storageDriver: 's3', s3: server.s3 });
    worker = await createTestWorker({ databaseUrl: t.config.databaseUrl, redisPrefix: t.config.redisPrefix, storageDriver: 's3', s3: server.s3 });
    port = await listenOnFreePort(t);
    fixtures = await mkdtemp(join(tmpdir(), 'ga-s3-fixtures-'));
    member = await createMember(t, 's3');
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await server.close();
    await rm(fixtures, { recursive: true, force: true });
  });

  const api = (method: string, path: string, body?: unknown) =>
    rawRequest(port, {
      method,
      path,
      headers: { cookie: member.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const keyOf = (url: string) => new URL(url, 'http://x').pathname.replace(/^\/(objects|genalpha-test)\//, '');

  /** Asks for a URL bound to `contentType` and the body's size, and PUTs `sent` (by default the same) straight to the store. */
  async function presignedUpload(body: Buffer, contentType: string, sent = { body, contentType }): Promise<string> {
    const issued = await api('POST', '/api/objects/upload', { contentType, size: body.length });
    expect(issued.status).toBe(201);
    const { uploadURL } = issued.body as { uploadURL: string };
    expect(uploadURL.startsWith(`${server.s3.endpoint}/genalpha-test/uploads/`)).toBe(true);
    expect(new URL(uploadURL).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    const put = await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': sent.contentType }, body: sent.body });
    expect(put.status).toBe(200);
    return uploadURL;
  }

  async function publish(videoUrl: string): Promise<RawResponse> {
    return api('POST', '/api/videos', { title: 'On S3', caption: 'Stored in a bucket', toolUsed: 'other', videoUrl });
  }

  async function readyVideo(): Promise<{ id: string; videoUrl: string; thumbnailUrl: string }> {
    const created = await publish(await presignedUpload(await readFile(await createMediaFixture('h264-no-faststart.mp4', fixtures)), 'video/mp4'));
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    return until(
      `video ${id} ready`,
      async () => {
        const video = (await api('GET', `/api/videos/${id}`)).body as { status: string; videoUrl: string; thumbnailUrl: string };
        if (video.status === 'failed') throw new Error(`video failed: ${JSON.stringify(video)}`);
        return video.status === 'ready' ? { ...video, id } : null;
      },
      60_000,
      100,
    );
  }

  /** GET /objects/<key> as the member (an unclaimed upload is its uploader's alone) → 302 to a presigned GET; follows it with the given headers. */
  async function throughRedirect(objectPath: string, headers: Record<string, string> = {}): Promise<Response> {
    const redirect = await rawRequest(port, { method: 'GET', path: objectPath, headers: { cookie: member.cookie } });
    expect(redirect.status).toBe(302);
    return fetch(redirect.headers.location!, { headers });
  }

  it('uploads with a presigned PUT, claims, probes in the worker, and serves ranges through the redirect', async () => {
    const video = await readyVideo();
    expect(video.videoUrl).toBe(`/objects/videos/${video.id}/playable.mp4`);

    const ranged = await throughRedirect(video.videoUrl, { range: 'bytes=0-99' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('content-disposition')).toBeNull();
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);

    const poster = await throughRedirect(video.thumbnailUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(poster.headers.get('content-disposition')).toBeNull();
  });

  it('packages a ready video as HLS in the bucket: playlists served by the API, segments through the redirect', async () => {
    const video = await readyVideo();
    const hlsUrl = await until(
      `video ${video.id} packaged`,
      async () => {
        await worker.app.get(HlsPackageProcessor).process();
        return ((await api('GET', `/api/videos/${video.id}`)).body as { hlsUrl: string | null }).hlsUrl;
      },
      120_000,
      500,
    );
    expect(hlsUrl).toBe(`/objects/videos/${video.id}/hls/master.m3u8`);
    // Playlists name their files relative to themselves: they come from the API, never a redirect into the bucket.
    const master = await rawRequest(port, { method: 'GET', path: hlsUrl });
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variant = /^[^#\s].*\.m3u8$/m.exec(master.text)![0];
    const media = await rawRequest(port, { method: 'GET', path: `/objects/videos/${video.id}/hls/${variant}` });
    expect(media.status).toBe(200);
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(media.text)![1];
    const first = /^[^#\s].*\.m4s$/m.exec(media.text)![0];
    for (const file of [init, first]) {
      const redirect = await rawRequest(port, { method: 'GET', path: `/objects/videos/${video.id}/hls/${file}` });
      expect(redirect.status).toBe(302);
      const bytes = await fetch(redirect.headers.location!);
      expect(bytes.status).toBe(200);
      expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('serves a stored object that is not playable media as a download', async () => {
    const url = await presignedUpload(await readFile(await createMediaFixture('vp9-9x16.webm', fixtures)), 'video/x-matroska');
    const res = await throughRedirect(`/objects/${keyOf(url)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe('attachment');
  });

  it('checks the size and type the URL was asked for on claim, before any processing', async () => {
    const mp4 = await readFile(await createMediaFixture('h264-16x9.mp4', fixtures));
    // s3rver does not enforce signed headers (AWS S3 and MinIO do): the claim is the check that holds everywhere.
    const bigger = await presignedUpload(mp4.subarray(0, 1000), 'video/mp4', { body: mp4, contentType: 'video/mp4' });
    expect(await publish(bigger)).toMatchObject({ status: 413, body: { message: 'The file is larger than the 1000 bytes requested' } });
    const otherType = await presignedUpload(mp4, 'video/mp4', { body: mp4, contentType: 'text/html' });
    expect(await publish(otherType)).toMatchObject({ status: 415, body: { message: UPLOAD_TYPE_MISMATCH } });
    expect(
      await t.dataSource.query(`SELECT 1 FROM videos WHERE "videoUrl" IN ($1, $2)`, [`/objects/${keyOf(bigger)}`, `/objects/${keyOf(otherType)}`]),
    ).toEqual([]);
  });

  it('check-broken reads the object through the driver: healthy stays, undecodable bytes hide', async () => {
    const healthy = await readyVideo();
    expect((await api('POST', `/api/videos/${healthy.id}/report-broken`)).body).toEqual({ hidden: false, alreadyHidden: false });
    const broken = await readyVideo();
    await storage.put(keyOf(broken.videoUrl), Readable.from([randomBytes(64 * 1024)]), { contentType: 'video/mp4', contentLength: 64 * 1024 });
    expect((await api('POST', `/api/videos/${broken.id}/report-broken`)).body).toEqual({ hidden: true, alreadyHidden: false });
  });

  it('deletes a video with its objects, and cleans up uploads nobody claimed', async () => {
    const video = await readyVideo();
    const [{ originalUrl }] = await t.dataSource.query(`SELECT "originalUrl" FROM videos WHERE id = $1`, [video.id]);
    expect((await api('DELETE', `/api/videos/${video.id}`)).status).toBe(200);
    for (const path of [video.videoUrl, video.thumbnailUrl, originalUrl]) expect(await storage.exists(keyOf(path))).toBe(false);

    const abandoned = keyOf(await presignedUpload(Buffer.from('never published'), 'video/mp4'));
    await t.dataSource.query(`UPDATE uploads SET "createdAt" = now() - interval '25 hours' WHERE "objectKey" = $1`, [abandoned]);
    expect((await worker.app.get(StorageCleanupProcessor).process()).uploadsRemoved).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(abandoned)).toBe(false);
  });

  it('never hides a video while the store is down: the check fails and is retried', async () => {
    const video = await readyVideo();
    await server.stop();
    try {
      expect((await api('POST', `/api/videos/${video.id}/report-broken`)).body).toEqual({ hidden: false, alreadyHidden: false });
    } finally {
      await server.start();
    }
    const [{ isHidden }] = await t.dataSource.query(`SELECT "isHidden" FROM videos WHERE id = $1`, [video.id]);
    expect(isHidden).toBe(false);
  });
});

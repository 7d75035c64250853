import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FORMAT_NOT_ACCEPTED, LocalObjectStorage, MediaTools } from '@genalpha/shared';
import { MediaFixture, createMediaFixture, until } from '@genalpha/testkit';
import { VideoCheckBrokenProcessor } from '../../../../worker/src/jobs/video-check-broken.processor';
import { TestWorker, createTestWorkerBeside } from '../../../../worker/src/test/test-worker';
import { UPLOAD_ALREADY_USED, UPLOAD_TYPE_MISMATCH } from '../../../src/storage/uploads.service';
import { TestApp, createTestApp, listenOnFreePort } from '../../../src/test/test-app';
import { Member, createMember } from '../testing/members';
import { RawResponse, rawRequest } from '../testing/raw-http';
import { requestPathOf, uploadAs } from '../testing/uploads';

/** Records every request it gets: an upload that makes ffmpeg fetch a URL shows up here. */
async function startTrapServer(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A PUT with a chunked body (no Content-Length), so only the bytes themselves can be counted. */
function putChunked(port: number, path: string, body: Buffer): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { host: '127.0.0.1', port, method: 'PUT', path, headers: { 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' } },
      (res) => {
        answered = true;
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, message: (JSON.parse(text) as { message: string }).message }));
      },
    );
    // The server stops reading once the body is over its limit; writing the rest may then fail.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    for (let offset = 0; offset < body.length; offset += 4096) req.write(body.subarray(offset, offset + 4096));
    req.end();
  });
}

const json = (cookie: string, body: unknown) => ({ headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * A playlist is refused before any demuxer opens it: ffmpeg 5.1 (Debian's, preferred) names the
 * refused format; the bundled static build stops earlier, at its own rule against HLS under a
 * non-standard name, and says only that the data is invalid. Either way nothing else is opened.
 */
const REFUSED_PLAYLIST = {
  status: 'failed',
  failureReason: expect.stringMatching(/^(Only MP4, MOV and WebM videos are accepted\.|The file could not be read as a video\.)$/),
};

describe('red team: media (ffmpeg indirection, limits, avatars, quotas, check-broken)', () => {
  let t: TestApp;
  let worker: TestWorker;
  let port: number;
  let fixtures: string;
  let storage: LocalObjectStorage;
  let trap: Awaited<ReturnType<typeof startTrapServer>>;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await createTestWorkerBeside(t);
    port = await listenOnFreePort(t);
    storage = new LocalObjectStorage(t.config.dataDir);
    fixtures = await mkdtemp(join(tmpdir(), 'ga-red-media-'));
    trap = await startTrapServer();
  });
  afterAll(async () => {
    await trap.close();
    await worker.close();
    await t.close();
    await rm(fixtures, { recursive: true, force: true });
  });

  const fixture = async (name: MediaFixture) => readFile(await createMediaFixture(name, fixtures));

  /** Uploads `body` as a video, publishes it and waits for the worker's verdict; answers the video as its owner sees it. */
  async function publishAndSettle(member: Member, body: Buffer): Promise<{ status: string; failureReason: string | null; id: string }> {
    const videoUrl = await uploadAs(port, member.cookie, body, 'video/mp4');
    const created = await rawRequest(port, {
      method: 'POST',
      path: '/api/videos',
      ...json(member.cookie, { title: 'Attack', caption: 'An upload that points elsewhere', toolUsed: 'other', videoUrl }),
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    return until(
      `video ${id} to settle`,
      async () => {
        const res = await rawRequest(port, { method: 'GET', path: `/api/videos/${id}`, headers: { cookie: member.cookie } });
        const video = res.body as { status: string; failureReason: string | null };
        return video.status === 'processing' ? null : { ...video, id };
      },
      60_000,
      100,
    );
  }

  describe('ffmpeg opens the upload and nothing else', () => {
    it('refuses an HLS playlist whose segments are URLs: failed with a reason, no request made', async () => {
      const member = await createMember(t, 'hls');
      const playlist = ['#EXTM3U', '#EXT-X-TARGETDURATION:10', '#EXT-X-MEDIA-SEQUENCE:0', '#EXTINF:10,', `${trap.url}/segment.ts`, '#EXT-X-ENDLIST', ''];
      const master = ['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=1000', `${trap.url}/variant.m3u8`, ''];
      for (const lines of [playlist, master]) {
        expect(await publishAndSettle(member, Buffer.from(lines.join('\n')))).toMatchObject(REFUSED_PLAYLIST);
      }
      expect(trap.requests).toEqual([]);
    });

    it('refuses an HLS playlist that points at a file on the server', async () => {
      const member = await createMember(t, 'hlsfile');
      const secret = await createMediaFixture('h264-16x9.mp4', fixtures);
      const playlist = ['#EXTM3U', '#EXT-X-TARGETDURATION:10', '#EXTINF:10,', `file://${secret}`, '#EXTINF:10,', secret, '#EXT-X-ENDLIST', ''].join('\n');
      expect(await publishAndSettle(member, Buffer.from(playlist))).toMatchObject(REFUSED_PLAYLIST);
    });

    it("refuses a concat list that would publish another user's upload stored beside it", async () => {
      // The victim's unpublished upload is a file in the same folder as the attacker's: a relative name reaches it.
      const victim = await createMember(t, 'victim');
      const victimUpload = new URL(await uploadAs(port, victim.cookie, await fixture('h264-16x9.mp4'), 'video/mp4'));
      const victimFile = victimUpload.pathname.split('/').pop()!;
      const attacker = await createMember(t, 'concat');
      for (const list of [
        `ffconcat version 1.0\nfile ${victimFile}\n`,
        `ffconcat version 1.0\nfile ${trap.url}/clip.mp4\n`,
        `ffconcat version 1.0\nfile 'subfile,,start,0,end,0,,:${victimFile}'\n`,
      ]) {
        expect(await publishAndSettle(attacker, Buffer.from(list))).toMatchObject({ status: 'failed', failureReason: FORMAT_NOT_ACCEPTED });
      }
      expect(trap.requests).toEqual([]);
    });

    it('still publishes the containers the product accepts', async () => {
      const member = await createMember(t, 'honest');
      for (const name of ['h264-16x9.mp4', 'vp9-9x16.webm', 'hevc-1x1.mov'] as const) {
        expect(await publishAndSettle(member, await fixture(name))).toMatchObject({ status: 'ready', failureReason: null });
      }
    });
  });

  describe('limits at probe time', () => {
    it.each<[MediaFixture, string]>([
      ['wide-8200px.mp4', 'The video is 8200×16 pixels; at most 8192 pixels on a side are accepted.'],
      ['long-901s.mp4', 'The video is longer than 15 minutes.'],
      ['fast-240fps.mp4', 'The video has 240 frames per second; at most 120 are accepted.'],
    ])('%s ends failed before any transcode, with a reason its owner sees', async (name, reason) => {
      const member = await createMember(t, 'limits');
      const video = await publishAndSettle(member, await fixture(name));
      expect(video).toMatchObject({ status: 'failed', failureReason: reason });
      expect(await storage.exists(`videos/${video.id}/poster.jpg`)).toBe(false);
      expect(await storage.exists(`videos/${video.id}/playable.mp4`)).toBe(false);
    });
  });

  describe('avatars', () => {
    const setAvatar = (member: Member, avatarImageURL: string) =>
      rawRequest(port, { method: 'PUT', path: '/api/avatar', ...json(member.cookie, { avatarImageURL }) });

    it('processes one upload once, however many requests race for it (40 in parallel)', async () => {
      const member = await createMember(t, 'racer');
      const url = await uploadAs(port, member.cookie, await fixture('image.png'), 'image/png');
      const probe = jest.spyOn(t.app.get(MediaTools), 'probe');
      try {
        const answers = await Promise.all(Array.from({ length: 40 }, () => setAvatar(member, url)));
        expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
        expect(answers.filter((res) => res.status !== 200).map((res) => [res.status, (res.body as { message: string }).message])).toEqual(
          Array.from({ length: 39 }, () => [400, UPLOAD_ALREADY_USED]),
        );
        expect(probe).toHaveBeenCalledTimes(1);
      } finally {
        probe.mockRestore();
      }
    });

    it('gives the upload back when processing fails, so it can be tried again', async () => {
      const member = await createMember(t, 'retry');
      const url = await uploadAs(port, member.cookie, await fixture('h264-16x9.mp4'), 'image/png');
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await setAvatar(member, url);
        expect([res.status, (res.body as { message: string }).message]).toEqual([422, 'Please select an image file']);
      }
    });
  });

  describe('check-broken reads the stored file through the driver, and only a decode failure hides', () => {
    async function readyVideo(): Promise<{ id: string; key: string }> {
      const member = await createMember(t, 'broken');
      const video = await publishAndSettle(member, await fixture('h264-16x9.mp4'));
      expect(video.status).toBe('ready');
      const [{ videoUrl }] = await t.dataSource.query(`SELECT "videoUrl" FROM videos WHERE id = $1`, [video.id]);
      return { id: video.id, key: videoUrl.slice('/objects/'.length) };
    }
    const reportBroken = (id: string) => rawRequest(port, { method: 'POST', path: `/api/videos/${id}/report-broken` });
    const isHidden = async (id: string) => (await t.dataSource.query(`SELECT "isHidden" FROM videos WHERE id = $1`, [id]))[0].isHidden as boolean;

    it('never hides a video when the store cannot give its bytes (gone, or not a file)', async () => {
      for (const breakStore of [(path: string) => rm(path), (path: string) => rm(path).then(() => mkdir(path))]) {
        const { id, key } = await readyVideo();
        await breakStore(storage.localPath(key));
        expect((await reportBroken(id)).body).toEqual({ hidden: false, alreadyHidden: false });
        expect(await isHidden(id)).toBe(false);
      }
    });

    it('hides a video whose stored bytes were read and do not decode', async () => {
      const { id, key } = await readyVideo();
      await writeFile(storage.localPath(key), await fixture('random-bytes.mp4'));
      expect((await reportBroken(id)).body).toEqual({ hidden: true, alreadyHidden: false });
      expect(await isHidden(id)).toBe(true);
    });

    it('runs one check per video however many viewers report it at once', async () => {
      const { id } = await readyVideo();
      const check = jest.spyOn(worker.app.get(VideoCheckBrokenProcessor), 'process');
      try {
        const answers = await Promise.all(Array.from({ length: 5 }, () => reportBroken(id)));
        expect(answers.map((res) => res.body)).toEqual(Array.from({ length: 5 }, () => ({ hidden: false, alreadyHidden: false })));
        expect(check).toHaveBeenCalledTimes(1);
      } finally {
        check.mockRestore();
      }
    });
  });

  describe('upload quotas cannot be got around', () => {
    const KB = 1024;
    let q: TestApp;
    let qPort: number;

    beforeAll(async () => {
      // Small byte limits, so bodies stay small enough to be read whole before a refusal closes the connection.
      q = await createTestApp({ rateLimitScale: 1, uploadQuota: { countPerHour: 3, countPerDay: 4, bytesPerHour: 30 * KB, bytesPerDay: 40 * KB } });
      qPort = await listenOnFreePort(q);
    });
    afterAll(() => q.close());

    const issue = (member: Member, body?: unknown) =>
      rawRequest(qPort, {
        method: 'POST',
        path: '/api/objects/upload',
        ...(body === undefined ? { headers: { cookie: member.cookie } } : json(member.cookie, body)),
      });
    const put = async (issued: RawResponse, bytes: number, contentType = 'video/mp4', headers: Record<string, string> = {}) =>
      rawRequest(qPort, {
        method: 'PUT',
        path: requestPathOf((issued.body as { uploadURL: string }).uploadURL),
        headers: { 'content-type': contentType, ...headers },
        body: Buffer.alloc(bytes, 1),
      });
    const expectQuota = (res: RawResponse, message: RegExp) => {
      expect(res.status).toBe(429);
      expect((res.body as { message: string }).message).toMatch(message);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    };

    it('counts many small uploads: the 4th upload URL in an hour is refused, even when all are asked for at once', async () => {
      const member = await createMember(q, 'many');
      const answers = await Promise.all(Array.from({ length: 8 }, () => issue(member)));
      expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
      const refused = answers.filter((res) => res.status !== 201);
      expect(refused).toHaveLength(5);
      refused.forEach((res) => expectQuota(res, /^Upload limit reached: at most 3 uploads per hour\. Please try again in 60 minutes\.$/));
    });

    it('counts the bytes of a few huge uploads, declared or not, in parallel or in turn', async () => {
      const member = await createMember(q, 'huge');
      expectQuota(await issue(member, { contentType: 'video/mp4', size: 31 * KB }), /at most 30 KB of uploads per hour/);
      const [a, b, c] = await Promise.all([issue(member), issue(member), issue(member)]);
      // Two bodies at once that each fit but not together: one is taken, the other refused before it is stored.
      const [first, second] = await Promise.all([put(a, 20 * KB), put(b, 20 * KB)]);
      expect([first.status, second.status].sort()).toEqual([200, 429]);
      expectQuota(first.status === 429 ? first : second, /at most 30 KB of uploads per hour/);
      expect((await put(c, 10 * KB)).status).toBe(200);
      expectQuota(await issue(member), /at most 3 uploads per hour/);
    });

    it('bounds a chunked body by what is left, and a declared body by its declaration', async () => {
      const member = await createMember(q, 'chunked');
      const declared = await issue(member, { contentType: 'video/mp4', size: KB });
      expect(declared.status).toBe(201);
      expect(await put(declared, 2 * KB)).toMatchObject({ status: 413, body: { message: 'The file is larger than the 1024 bytes requested' } });
      // The 1 KB declared above stays reserved while its URL is valid: 29 KB are left for a body of unknown length.
      const chunked = (await issue(member)).body as { uploadURL: string };
      const res = await putChunked(qPort, requestPathOf(chunked.uploadURL), Buffer.alloc(31 * KB, 1));
      expect(res).toEqual({ status: 413, message: 'The file is larger than the 29 KB this upload allows' });
      expect(await new LocalObjectStorage(q.config.dataDir).exists(new URL(chunked.uploadURL).pathname.slice('/objects/'.length))).toBe(false);
    });

    it('binds a requested type: another type is refused', async () => {
      const member = await createMember(q, 'typed');
      const issued = await issue(member, { contentType: 'video/mp4', size: KB });
      for (const type of ['image/png', 'video/webm', 'video/quicktime']) {
        const res = await put(issued, 512, type);
        expect([res.status, (res.body as { message: string }).message]).toEqual([415, UPLOAD_TYPE_MISMATCH]);
      }
      expect((await put(issued, 512, 'video/mp4')).status).toBe(200);
      expect((await issue(member, { contentType: 'text/html' })).status).toBe(415);
      expect((await issue(member, { size: 5 * 1024 ** 3 + 1 })).status).toBe(413);
    });
  });
});

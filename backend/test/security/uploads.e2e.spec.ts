import http from 'node:http';
import { MAX_UPLOAD_BYTES, OBJECT_STORAGE, ObjectStorage } from '@genalpha/shared';
import { readMediaFixture, until } from '@genalpha/testkit';
import { ACCOUNT_SUSPENDED } from '../../src/auth/auth.service';
import { UPLOAD_URL_REFUSED } from '../../src/storage/object-upload.handler';
import { signUpload, uploadSigningKey } from '../../src/storage/upload-signature';
import { setRole } from '../../src/test/account-fixtures';
import { TestApp, createTestApp, listenOnFreePort } from '../../src/test/test-app';
import { TestWorker, createTestWorkerBeside } from '../../../worker/src/test/test-worker';
import { Member, createMember } from './testing/members';
import { rawRequest } from './testing/raw-http';
import { requestPathOf, uploadAs, withTamperedSignature } from './testing/uploads';

/** A GIF header, then HTML with a script: an image to a sniffer, a page to a browser that guesses. */
const POLYGLOT = Buffer.concat([
  Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const TEXT = Buffer.from('This is a text file, not a video.\n'.repeat(200));

describe('uploads: signed URLs, disguised and hostile files, sizes and paths', () => {
  let t: TestApp;
  let worker: TestWorker;
  let port: number;
  let mp4: Buffer;
  let png: Buffer;
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await createTestWorkerBeside(t);
    port = await listenOnFreePort(t);
    mp4 = await readMediaFixture('h264-16x9.mp4');
    png = await readMediaFixture('image.png');
    owner = await createMember(t, 'owner');
    stranger = await createMember(t, 'stranger');
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  async function issue(member = owner): Promise<URL> {
    const res = await rawRequest(port, { method: 'POST', path: '/api/objects/upload', headers: { cookie: member.cookie } });
    return new URL((res.body as { uploadURL: string }).uploadURL);
  }
  const put = (path: string, body: Buffer, contentType = 'video/mp4') =>
    rawRequest(port, { method: 'PUT', path, headers: { 'content-type': contentType }, body });
  const publish = (member: Member, videoUrl: string) =>
    rawRequest(port, {
      method: 'POST',
      path: '/api/videos',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Disguised', caption: 'Not what it says', toolUsed: 'other', videoUrl }),
    });

  describe('signed upload URLs', () => {
    it('refuses a tampered signature, a signature moved to another object, and a missing one', async () => {
      const url = await issue();
      const tampered = withTamperedSignature(url);
      const moved = new URL(await issue());
      moved.search = url.search;
      for (const attempt of [tampered, moved, new URL(url.pathname, url)]) {
        const res = await put(requestPathOf(attempt.toString()), mp4);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ message: 'Invalid or expired upload URL' });
      }
    });

    it('refuses an expired URL even with a signature that was valid for it', async () => {
      const url = await issue();
      const key = url.pathname.slice('/objects/'.length);
      const past = Math.floor(Date.now() / 1000) - 1;
      const expired = `${url.pathname}?expires=${past}&signature=${signUpload(uploadSigningKey(t.config), key, past)}`;
      expect((await put(expired, mp4)).status).toBe(403);
    });

    it('takes one object per URL: a second PUT is refused and the first file kept', async () => {
      const url = await issue();
      expect((await put(requestPathOf(url.toString()), mp4)).status).toBe(200);
      const again = await put(requestPathOf(url.toString()), TEXT);
      expect(again.status).toBe(409);
      const served = await rawRequest(port, { method: 'HEAD', path: url.pathname, headers: { cookie: owner.cookie } });
      expect(Number(served.headers['content-length'])).toBe(mp4.length);
    });

    it('refuses the bytes of a URL whose account was suspended or deleted since, and stores nothing', async () => {
      const moderator = await createMember(t, 'moderator');
      await setRole(t.dataSource, moderator.id, 'moderator');
      const suspended = await createMember(t, 'suspended');
      const suspendedUrl = await issue(suspended);
      const ban = await rawRequest(port, {
        method: 'POST',
        path: `/api/admin/users/${suspended.id}/ban`,
        headers: { cookie: moderator.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Spam' }),
      });
      expect(ban.status).toBe(200);
      const deleted = await createMember(t, 'deleted');
      const deletedUrl = await issue(deleted);
      await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [deleted.id]);

      const refused = await put(requestPathOf(suspendedUrl.toString()), mp4);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 403,
        body: { statusCode: 403, message: ACCOUNT_SUSPENDED, error: 'Forbidden' },
      });
      const gone = await put(requestPathOf(deletedUrl.toString()), mp4);
      expect({ status: gone.status, body: gone.body }).toEqual({ status: 403, body: { statusCode: 403, message: UPLOAD_URL_REFUSED, error: 'Forbidden' } });
      const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
      for (const url of [suspendedUrl, deletedUrl]) expect(await storage.exists(url.pathname.slice('/objects/'.length))).toBe(false);
    });

    it("refuses another user's upload for a video or an avatar", async () => {
      const videoUpload = await uploadAs(port, owner.cookie, mp4, 'video/mp4');
      const video = await publish(stranger, videoUpload);
      expect(video.status).toBe(400);
      expect(video.body).toMatchObject({ message: 'Upload not found' });
      const imageUpload = await uploadAs(port, owner.cookie, png, 'image/png');
      const avatar = await rawRequest(port, {
        method: 'PUT',
        path: '/api/avatar',
        headers: { cookie: stranger.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ avatarImageURL: imageUpload }),
      });
      expect(avatar.status).toBe(400);
      // The owner can still use both.
      expect((await publish(owner, videoUpload)).status).toBe(201);
    });
  });

  describe('files that are not what they claim', () => {
    async function settled(id: string): Promise<{ status: string; isHidden: boolean; failureReason: string | null }> {
      return until(
        `video ${id} to be processed`,
        async () => {
          const res = await rawRequest(port, { method: 'GET', path: `/api/videos/${id}`, headers: { cookie: owner.cookie } });
          const body = res.body as { status: string; isHidden: boolean; failureReason: string | null };
          return body.status !== 'processing' && body;
        },
        30_000,
        200,
      );
    }

    it.each([
      ['a text file', TEXT],
      ['a PNG image', null],
      ['a GIF/HTML polyglot', POLYGLOT],
    ])('never makes %s sent as video/mp4 a playable video: it fails, hidden from everyone', async (_, file) => {
      const url = await uploadAs(port, owner.cookie, file ?? png, 'video/mp4');
      const created = await publish(owner, url);
      expect([201, 422]).toContain(created.status);
      if (created.status === 422) return;
      const id = (created.body as { id: string }).id;
      expect(await settled(id)).toMatchObject({ status: 'failed', isHidden: true, failureReason: expect.any(String) });
      expect((await rawRequest(port, { method: 'GET', path: `/api/videos/${id}` })).status).toBe(404);
      const feed = await rawRequest(port, { method: 'GET', path: `/api/videos/user/${owner.id}` });
      expect((feed.body as { videos: Array<{ id: string }> }).videos.map((v) => v.id)).not.toContain(id);
    });

    it('serves hostile bytes so no browser runs them: declared type only if media, nosniff, sandboxed', async () => {
      const gif = new URL(await uploadAs(port, owner.cookie, POLYGLOT, 'image/gif'));
      const svg = new URL(await uploadAs(port, owner.cookie, SVG, 'image/svg+xml'));
      for (const [url, type] of [
        [gif, 'image/gif'],
        [svg, 'application/octet-stream'],
      ] as const) {
        // Served to its uploader (an upload no video uses is theirs alone), and safely even so.
        const res = await rawRequest(port, { method: 'GET', path: url.pathname, headers: { accept: 'text/html', cookie: owner.cookie } });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      }
    });

    it('refuses a file declared as HTML, script or anything but video and image', async () => {
      for (const type of ['text/html', 'application/javascript', 'image', 'video/', 'application/octet-stream']) {
        const res = await put(requestPathOf((await issue()).toString()), POLYGLOT, type);
        expect({ type, status: res.status }).toEqual({ type, status: 415 });
      }
    });
  });

  it('answers a declared size of 5 GB + 1 byte with 413 at once, without reading the body', async () => {
    const url = await issue();
    const started = Date.now();
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: requestPathOf(url.toString()),
          headers: { 'content-type': 'video/mp4', 'content-length': MAX_UPLOAD_BYTES + 1 },
        },
        (answer) => {
          let body = '';
          answer.on('data', (chunk) => (body += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'File must be 5GB or less' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await rawRequest(port, { method: 'HEAD', path: url.pathname })).status).toBe(404);
  });

  it.each([
    '/objects/../package.json',
    '/objects/uploads/../../package.json',
    '/objects/%2e%2e/%2e%2e/package.json',
    '/objects/uploads%2F..%2F..%2Fpackage.json',
    '/objects/uploads%2f..%2f..%2f.data%2fsession-secret',
    '/objects/%2Fetc%2Fpasswd',
    '/objects//etc/passwd',
    '/objects/C:%5Cwindows%5Cwin.ini',
    '/objects/uploads/..%5C..%5Cpackage.json',
    '/objects/.incoming/x',
    '/objects/uploads/%00',
  ])('answers %s with 404 for GET and PUT', async (path) => {
    for (const method of ['GET', 'PUT']) {
      const res = await rawRequest(port, { method, path, headers: { 'content-type': 'video/mp4' }, body: method === 'PUT' ? TEXT : undefined });
      expect({ method, status: res.status }).toEqual({ method, status: 404 });
    }
  });
});

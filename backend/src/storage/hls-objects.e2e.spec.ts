import { Readable } from 'node:stream';
import { OBJECT_STORAGE, ObjectStorage, videoHlsKey } from '@genalpha/shared';
import { binaryBody } from '../test/binary-body';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=2890800,RESOLUTION=720x1280\n720p.m3u8\n';
const MEDIA = '#EXTM3U\n#EXT-X-MAP:URI="720p-init.mp4"\n#EXTINF:2.000000,\n720p-00000.m4s\n#EXT-X-ENDLIST\n';
const SEGMENT = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

describe('HLS packages under /objects (API, local driver)', () => {
  let t: TestApp;
  let storage: ObjectStorage;

  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get(OBJECT_STORAGE);
  });
  afterAll(() => t.close());

  /** A ready video of a new user with a stored package (as hls.package leaves it); its id, owner and master path. */
  async function packagedVideo(fixture: Parameters<typeof insertVideo>[2] = {}) {
    const owner = await signUp(t);
    const id = await insertVideo(t.dataSource, owner.user.id, fixture);
    const files: Array<[string, string | Buffer, string]> = [
      ['720p-init.mp4', SEGMENT.subarray(0, 100), 'video/mp4'],
      ['720p-00000.m4s', SEGMENT, 'video/iso.segment'],
      ['720p.m3u8', MEDIA, 'application/vnd.apple.mpegurl'],
      ['master.m3u8', MASTER, 'application/vnd.apple.mpegurl'],
    ];
    for (const [file, body, contentType] of files) {
      await storage.put(videoHlsKey(id, file), Readable.from([Buffer.from(body)]), { contentType, contentLength: Buffer.byteLength(body) });
    }
    const master = `/objects/${videoHlsKey(id, 'master.m3u8')}`;
    await t.dataSource.query(`UPDATE videos SET "hlsUrl" = $2, "hlsPackagedAt" = now() WHERE id = $1`, [id, master]);
    return { id, owner, master, hls: (file: string) => `/objects/${videoHlsKey(id, file)}` };
  }

  it('gives video shapes the master playlist as hlsUrl, null until packaged', async () => {
    const { id, master } = await packagedVideo();
    expect((await t.agent().get(`/api/videos/${id}`).expect(200)).body.hlsUrl).toBe(master);
    const { user } = await signUp(t);
    const unpackaged = await insertVideo(t.dataSource, user.id);
    expect((await t.agent().get(`/api/videos/${unpackaged}`).expect(200)).body.hlsUrl).toBeNull();
  });

  it("serves a public video's playlists revalidated each time, and its segments for a year to the browser, with byte ranges", async () => {
    const { hls, master } = await packagedVideo();
    const playlist = await t.agent().get(master).buffer(true).parse(binaryBody).expect(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('public, no-cache');
    expect(playlist.body.toString()).toBe(MASTER);
    expect((await t.agent().get(hls('720p.m3u8')).expect(200)).headers['content-type']).toBe('application/vnd.apple.mpegurl');

    const segment = await t.agent().get(hls('720p-00000.m4s')).buffer(true).parse(binaryBody).expect(200);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    expect(segment.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(Buffer.compare(segment.body, SEGMENT)).toBe(0);
    const init = await t.agent().get(hls('720p-init.mp4')).expect(200);
    expect(init.headers['content-type']).toBe('video/mp4');
    expect(init.headers['cache-control']).toBe('private, max-age=31536000, immutable');

    const part = await t.agent().get(hls('720p-00000.m4s')).set('Range', 'bytes=100-199').buffer(true).parse(binaryBody).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${SEGMENT.length}`);
    expect(Buffer.compare(part.body, SEGMENT.subarray(100, 200))).toBe(0);
  });

  it("answers a hidden or processing video's playlists and segments with 404, as its files, except to its owner", async () => {
    for (const fixture of [{ isHidden: true }, { status: 'processing' as const }]) {
      const { owner, master, hls } = await packagedVideo(fixture);
      for (const path of [master, hls('720p.m3u8'), hls('720p-00000.m4s'), hls('720p-init.mp4')]) {
        const res = await t.agent().get(path).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Object not found', error: 'Not Found' });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const own = await owner.agent.get(master).expect(200);
      expect(own.headers['cache-control']).toBe('private, no-cache');
      await owner.agent.get(hls('720p-00000.m4s')).expect(200);
    }
  });

  it('stops serving a package within seconds of its video being hidden', async () => {
    const { id, master, hls } = await packagedVideo();
    await t.agent().get(master).expect(200);
    await t.dataSource.query(`UPDATE videos SET "isHidden" = true WHERE id = $1`, [id]);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    await t.agent().get(master).expect(404);
    await t.agent().get(hls('720p-00000.m4s')).expect(404);
  });

  it('answers any file name a package does not have with 404, even inside a public video', async () => {
    const { id } = await packagedVideo();
    await storage.put(`videos/${id}/hls/notes.txt`, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', contentLength: 1 });
    for (const file of ['notes.txt', 'master.M3U8', '720p-1.m4s', 'x.m3u8', '../playable.mp4'])
      await t.agent().get(`/objects/videos/${id}/hls/${file}`).expect(404);
  });
});

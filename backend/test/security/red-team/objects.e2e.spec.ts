import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import {
  LocalObjectStorage,
  OBJECT_STORAGE,
  ObjectStorage,
  POSTER_VARIANT_WIDTHS,
  avatarKey,
  avatarVariantsOf,
  plannedVariants,
  publicPathOfKey,
  video720pKey,
  videoPlayableKey,
  videoPosterKey,
  videoPreviewKey,
} from '@genalpha/shared';
import { until } from '@genalpha/testkit';
import { AUDIENCE_TTL_MS } from '../../../src/storage/object-audience';
import { foldKeyCase } from '../../../src/test/case-folding-storage';
import { TestApp, createTestApp, signUp } from '../../../src/test/test-app';
import { insertVideo } from '../../../src/test/video-fixtures';

/** What the issue promises: withdrawn media stop being served to others within this. */
const WITHDRAWN_WITHIN_MS = 5_000;

interface VideoMedia {
  id: string;
  /** The original upload, the playable copy, the poster: `/objects/...` paths. */
  paths: string[];
}

/** A video as the worker leaves it: its upload claimed, its playable copy and poster stored. */
async function videoWithMedia(t: TestApp, ownerId: string, status: 'ready' | 'processing' = 'ready'): Promise<VideoMedia> {
  const dataSource = t.app.get(DataSource);
  const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
  const id = await insertVideo(dataSource, ownerId, { status });
  const uploadId = randomUUID();
  const keys = [`uploads/${uploadId}`, videoPlayableKey(id), videoPosterKey(id)];
  await dataSource.query(
    `INSERT INTO uploads (id, "userId", "objectKey", "expiresAt", "completedAt", size, "contentType", "claimedAt", "claimedFor")
     VALUES ($1, $2, $3, now() + interval '1 hour', now(), 11, 'video/mp4', now(), 'video')`,
    [uploadId, ownerId, keys[0]],
  );
  await dataSource.query(`UPDATE videos SET "originalUrl" = $2, "videoUrl" = $3, "thumbnailUrl" = $4 WHERE id = $1`, [id, ...keys.map(publicPathOfKey)]);
  for (const key of keys) await storage.put(key, Readable.from([Buffer.from('media bytes')]), { contentType: 'application/octet-stream' });
  return { id, paths: keys.map(publicPathOfKey) };
}

describe('red team: /objects of withdrawn videos', () => {
  let t: TestApp;
  let owner: TestAgent;
  let ownerId: string;
  let other: TestAgent;
  let visitor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    // Real sign-ins: the objects route reads the session cookie as sign-in writes it.
    ({
      agent: owner,
      user: { id: ownerId },
    } = await signUp(t));
    ({ agent: other } = await signUp(t));
    visitor = t.agent();
  });
  afterAll(() => t.close());

  const statusesOf = (agent: TestAgent, paths: string[]) => Promise.all(paths.map(async (path) => (await agent.get(path)).status));

  /** Polls until nobody but the owner gets the files; answers how long that took. */
  async function withdrawnAfter(media: VideoMedia): Promise<number> {
    const started = Date.now();
    await until(
      'the media to be withdrawn',
      async () => [...(await statusesOf(visitor, media.paths)), ...(await statusesOf(other, media.paths))].every((status) => status === 404),
      WITHDRAWN_WITHIN_MS * 3,
      100,
    );
    return Date.now() - started;
  }

  it.each([
    ['hidden (reported, removed by moderation)', `UPDATE videos SET "isHidden" = true WHERE id = $1`],
    ['failed', `UPDATE videos SET status = 'failed', "isHidden" = true, "failureReason" = 'Not a video' WHERE id = $1`],
  ])('a video %s: its original, playable copy and poster answer 404 to a visitor and another user within 5 s, 200 to its owner', async (_, withdraw) => {
    const media = await videoWithMedia(t, ownerId);
    expect(await statusesOf(visitor, media.paths)).toEqual([200, 200, 200]);
    expect(await statusesOf(other, media.paths)).toEqual([200, 200, 200]);

    await t.dataSource.query(withdraw, [media.id]);
    expect(await withdrawnAfter(media)).toBeLessThan(WITHDRAWN_WITHIN_MS);
    expect(await statusesOf(owner, media.paths)).toEqual([200, 200, 200]);
    const ranged = await owner.get(media.paths[1]).set('Range', 'bytes=0-4').expect(206);
    expect(ranged.headers['cache-control']).toBe('private, no-cache');
    // Exactly as for a file that does not exist.
    const missing = await visitor.get(publicPathOfKey(videoPosterKey(randomUUID())));
    const withdrawn = await visitor.get(media.paths[2]);
    expect({ status: withdrawn.status, body: withdrawn.body }).toEqual({ status: missing.status, body: missing.body });
  });

  it("a deleted video's media answer 404 to everyone, its owner too, within 5 s", async () => {
    const media = await videoWithMedia(t, ownerId);
    expect(await statusesOf(visitor, media.paths)).toEqual([200, 200, 200]);
    // Deleted as by another API process: the row goes, the files are still there.
    await t.dataSource.query(`DELETE FROM videos WHERE id = $1`, [media.id]);
    expect(await withdrawnAfter(media)).toBeLessThan(WITHDRAWN_WITHIN_MS);
    expect(await statusesOf(owner, media.paths)).toEqual([404, 404, 404]);
  });

  it("a processing video's unchecked original is its owner's alone", async () => {
    const media = await videoWithMedia(t, ownerId, 'processing');
    expect(await statusesOf(visitor, media.paths)).toEqual([404, 404, 404]);
    expect(await statusesOf(other, media.paths)).toEqual([404, 404, 404]);
    expect(await statusesOf(owner, media.paths)).toEqual([200, 200, 200]);
  });

  it('never caches media that can be withdrawn as immutable: revalidated with ETag and 304; avatars stay immutable', async () => {
    const media = await videoWithMedia(t, ownerId);
    for (const path of media.paths) {
      const res = await visitor.get(path).expect(200);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      await visitor.get(path).set('If-None-Match', res.headers.etag).expect(304);
    }
    await t.dataSource.query(`UPDATE videos SET "isHidden" = true WHERE id = $1`, [media.id]);
    await withdrawnAfter(media);
    const gone = await visitor.get(media.paths[0]).expect(404);
    expect(gone.headers['cache-control']).toBe('no-store');

    const avatar = avatarKey(ownerId, randomUUID());
    await t.app.get<ObjectStorage>(OBJECT_STORAGE).put(avatar, Readable.from([Buffer.from('jpeg')]), { contentType: 'image/jpeg' });
    expect((await visitor.get(publicPathOfKey(avatar)).expect(200)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves a playing video's Range requests from a visibility lookup at most a few seconds old, not a query each", async () => {
    const media = await videoWithMedia(t, ownerId);
    await visitor.get(media.paths[1]).set('Range', 'bytes=0-0').expect(206);
    const query = jest.spyOn(t.dataSource, 'query');
    const started = Date.now();
    for (let i = 0; i < 40; i++)
      await visitor
        .get(media.paths[1])
        .set('Range', `bytes=${i % 10}-${i % 10}`)
        .expect(206);
    const lookups = query.mock.calls.length;
    query.mockRestore();
    expect(lookups).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / AUDIENCE_TTL_MS));
  });
});

describe('red team: /objects on a store that folds case (local storage on macOS or Windows)', () => {
  let t: TestApp;
  let storage: LocalObjectStorage;
  let ownerId: string;
  let visitor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get<LocalObjectStorage>(OBJECT_STORAGE);
    foldKeyCase(storage);
    ({
      user: { id: ownerId },
    } = await signUp(t));
    visitor = t.agent();
  });
  afterAll(() => t.close());

  const put = (key: string) => storage.put(key, Readable.from([Buffer.from('media bytes')]), { contentType: 'application/octet-stream' });

  it("never serves a removed video's files, or another's upload, under another spelling of their keys", async () => {
    const removed = await videoWithMedia(t, ownerId);
    await t.dataSource.query(`UPDATE videos SET "isHidden" = true WHERE id = $1`, [removed.id]);
    const unclaimed = `uploads/${randomUUID()}`;
    await t.dataSource.query(`INSERT INTO uploads ("userId", "objectKey", "expiresAt", "completedAt") VALUES ($1, $2, now() + interval '1 hour', now())`, [
      ownerId,
      unclaimed,
    ]);
    await put(unclaimed);
    const upload = removed.paths[0].slice('/objects/'.length);
    const spellings = [
      `Videos/${removed.id}/playable.mp4`,
      `VIDEOS/${removed.id}/poster.jpg`,
      `videos/${removed.id.toUpperCase()}/playable.mp4`,
      `videos/${removed.id}/Playable.mp4`,
      `Uploads/${upload.slice('uploads/'.length)}`,
      upload.toUpperCase(),
      `Uploads/${unclaimed.slice('uploads/'.length)}`,
    ];
    // The store itself opens each of them, as a case-insensitive file system does.
    for (const key of spellings) expect({ key, stored: (await storage.stat(key)) !== null }).toEqual({ key, stored: true });

    const missing = await visitor.get(publicPathOfKey(videoPosterKey(randomUUID())));
    for (const key of spellings) {
      const res = await visitor.get(publicPathOfKey(key));
      expect({ key, status: res.status, body: res.body, cacheControl: res.headers['cache-control'] }).toEqual({
        key,
        status: 404,
        body: missing.body,
        cacheControl: 'no-store',
      });
    }
  });

  it('serves every key shape the product stores, in the spelling it stores them, and avatars in that spelling only', async () => {
    const id = await insertVideo(t.dataSource, ownerId);
    const poster = videoPosterKey(id);
    const videoKeys = [
      poster,
      ...plannedVariants(poster, 1080, POSTER_VARIANT_WIDTHS).map((variant) => variant.key),
      videoPlayableKey(id),
      video720pKey(id),
      videoPreviewKey(id),
    ];
    const avatar = avatarKey(ownerId, randomUUID());
    const avatarKeys = [...avatarVariantsOf(avatar)!.map((variant) => variant.key), `avatars/${ownerId}/${randomUUID()}.jpg`];
    for (const key of new Set([...videoKeys, ...avatarKeys])) await put(key);

    for (const key of videoKeys) expect({ key, status: (await visitor.get(publicPathOfKey(key))).status }).toEqual({ key, status: 200 });
    for (const key of avatarKeys) {
      const res = await visitor.get(publicPathOfKey(key));
      expect({ key, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({
        key,
        status: 200,
        cacheControl: 'public, max-age=31536000, immutable',
      });
      expect({ key, status: (await visitor.get(publicPathOfKey(key.replace('avatars/', 'Avatars/')))).status }).toEqual({ key, status: 404 });
    }
  });
});

describe('red team: /objects of withdrawn videos (s3 redirect)', () => {
  let t: TestApp;
  let owner: TestAgent;
  let ownerId: string;

  beforeAll(async () => {
    // Presigned URLs are signed locally: no store needs to answer for the redirect.
    t = await createTestApp({
      storageDriver: 's3',
      s3: { endpoint: 'http://127.0.0.1:9', bucket: 'genalpha', region: 'us-east-1', accessKeyId: 'app', secretAccessKey: 'app-secret-key' },
    });
    ({
      agent: owner,
      user: { id: ownerId },
    } = await signUp(t));
  });
  afterAll(() => t.close());

  it('redirects to a short-lived presigned URL whom may see the video, and answers 404 to others once it is hidden', async () => {
    const dataSource = t.app.get(DataSource);
    const id = await insertVideo(dataSource, ownerId);
    const poster = publicPathOfKey(videoPosterKey(id));
    const shown = await t.agent().get(poster).expect(302);
    expect(shown.headers['cache-control']).toBe('private, no-cache');
    expect(new URL(shown.headers.location).searchParams.get('X-Amz-Expires')).toBe('60');

    await dataSource.query(`UPDATE videos SET "isHidden" = true WHERE id = $1`, [id]);
    await until('the poster to be withdrawn', async () => (await t.agent().get(poster)).status === 404, WITHDRAWN_WITHIN_MS, 100);
    expect((await owner.get(poster).expect(302)).headers['cache-control']).toBe('private, no-cache');

    const avatar = await t
      .agent()
      .get(publicPathOfKey(avatarKey(ownerId, randomUUID())))
      .expect(302);
    expect(avatar.headers['cache-control']).toBe('private, max-age=60');
  });
});

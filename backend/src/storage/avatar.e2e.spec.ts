import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStorage, MediaTools, resolveMediaBinaries } from '@genalpha/shared';
import { createMediaFixture, probeByContent } from '@genalpha/testkit';
import { TestApp, createTestApp, signUp } from '../test/test-app';

describe('PUT /api/avatar', () => {
  let t: TestApp;
  let fixtures: string;
  let png: Buffer;
  let mp4: Buffer;
  let storage: LocalObjectStorage;
  const media = new MediaTools(resolveMediaBinaries({}));

  beforeAll(async () => {
    t = await createTestApp();
    storage = new LocalObjectStorage(t.config.dataDir);
    fixtures = await mkdtemp(join(tmpdir(), 'ga-avatar-'));
    png = await readFile(await createMediaFixture('image.png', fixtures));
    mp4 = await readFile(await createMediaFixture('h264-16x9.mp4', fixtures));
  });
  afterAll(async () => {
    await t.close();
    await rm(fixtures, { recursive: true, force: true });
  });

  /** Upload as the client does; returns the URL without its query string, as the spec's avatar flow sends it. */
  async function upload(agent: ReturnType<TestApp['agent']>, body: Buffer, type: string): Promise<string> {
    const url = new URL((await agent.post('/api/objects/upload').expect(201)).body.uploadURL);
    await t
      .agent()
      .put(url.pathname + url.search)
      .set('Content-Type', type)
      .send(body)
      .expect(200);
    return `${url.origin}${url.pathname}`;
  }

  it('makes a square 256 px JPEG, sets avatarUrl, and replaces the previous avatar', async () => {
    const { agent, user } = await signUp(t);
    const url = await upload(agent, png, 'image/png');
    const res = await agent.put('/api/avatar').send({ avatarImageURL: url }).expect(200);
    expect(res.body.objectPath).toMatch(new RegExp(`^/objects/avatars/${user.id}/[0-9a-f-]{36}/avatar\\.jpg$`));
    const me = await agent.get('/api/user').expect(200);
    expect(me.body.avatarUrl).toBe(res.body.objectPath);
    const folder = res.body.objectPath.slice(0, -'avatar.jpg'.length);
    expect(me.body.avatarSources).toEqual([
      { url: `${folder}avatar-48.jpg`, width: 48, type: 'image/jpeg' },
      { url: `${folder}avatar.jpg`, width: 256, type: 'image/jpeg' },
      { url: `${folder}avatar-48.webp`, width: 48, type: 'image/webp' },
      { url: `${folder}avatar-256.webp`, width: 256, type: 'image/webp' },
    ]);
    for (const { url: source, width, type } of me.body.avatarSources as Array<{ url: string; width: number; type: string }>) {
      const sized = await t.agent().get(source).expect(200);
      expect(sized.headers['content-type']).toBe(type);
      await writeFile(join(fixtures, 'sized'), sized.body);
      expect(await probeByContent(media, join(fixtures, 'sized'))).toMatchObject({ width, height: width });
    }

    const served = await t.agent().get(res.body.objectPath).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const file = join(fixtures, 'served.jpg');
    await writeFile(file, served.body);
    expect(await probeByContent(media, file)).toMatchObject({ container: 'image', width: 256, height: 256 });
    expect(await storage.exists(new URL(url).pathname.slice('/objects/'.length))).toBe(false);

    const second = await agent
      .put('/api/avatar')
      .send({ avatarImageURL: await upload(agent, png, 'image/png') })
      .expect(200);
    expect(second.body.objectPath).not.toBe(res.body.objectPath);
    for (const { url: source } of me.body.avatarSources as Array<{ url: string }>) expect(await storage.exists(source.slice('/objects/'.length))).toBe(false);
    await agent.put('/api/avatar').send({ avatarImageURL: url }).expect(400);
  });

  it('judges the content, not the declared type', async () => {
    const { agent } = await signUp(t);
    for (const body of [Buffer.from('hello, not an image'), mp4]) {
      const res = await agent
        .put('/api/avatar')
        .send({ avatarImageURL: await upload(agent, body, 'image/png') })
        .expect(422);
      expect(res.body.message).toBe('Please select an image file');
    }
    const video = await agent
      .put('/api/avatar')
      .send({ avatarImageURL: await upload(agent, mp4, 'video/mp4') })
      .expect(415);
    expect(video.body.message).toBe('Please select an image file');
  });

  it('refuses an image over 5 MB', async () => {
    const { agent } = await signUp(t);
    const big = Buffer.concat([png, randomBytes(5 * 1024 * 1024)]);
    const res = await agent
      .put('/api/avatar')
      .send({ avatarImageURL: await upload(agent, big, 'image/png') })
      .expect(413);
    expect(res.body.message).toBe('Image must be under 5MB');
  });

  it("refuses someone else's upload, a made-up URL, and visitors", async () => {
    const owner = await signUp(t);
    const url = await upload(owner.agent, png, 'image/png');
    const { agent } = await signUp(t);
    expect((await agent.put('/api/avatar').send({ avatarImageURL: url }).expect(400)).body.message).toBe('Upload not found');
    await agent.put('/api/avatar').send({ avatarImageURL: 'https://example.com/me.png' }).expect(400);
    expect((await agent.put('/api/avatar').send({}).expect(400)).body.message).toBe('Please select an image file');
    await t.agent().put('/api/avatar').send({ avatarImageURL: url }).expect(401);
  });
});

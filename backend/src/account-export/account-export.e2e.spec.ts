import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OBJECT_STORAGE, ObjectStorage, accountExportKey } from '@genalpha/shared';
import { createMediaFixture, until, zipEntries, zipEntryNames } from '@genalpha/testkit';
import { AccountExportProcessor } from '../../../worker/src/jobs/account-export/account-export.processor';
import { StorageCleanupProcessor } from '../../../worker/src/jobs/storage-cleanup.processor';
import { TestWorker, createTestWorker } from '../../../worker/src/test/test-worker';
import { binaryBody } from '../test/binary-body';
import { TestMailServer } from '../test/test-mail-server';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';
import { ONE_EXPORT_A_DAY } from './account-exports.service';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('data export (API + worker)', () => {
  let t: TestApp;
  let worker: TestWorker;
  let mail: TestMailServer;
  let fixtures: string;
  let storage: ObjectStorage;

  beforeAll(async () => {
    mail = await new TestMailServer().start();
    t = await createTestApp({ accountDeletionGraceDays: 0 });
    worker = await createTestWorker({ databaseUrl: t.config.databaseUrl, redisPrefix: t.config.redisPrefix, dataDir: t.config.dataDir, smtpUrl: mail.url });
    fixtures = await mkdtemp(join(tmpdir(), 'ga-export-'));
    storage = t.app.get(OBJECT_STORAGE);
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await mail?.stop();
    await rm(fixtures, { recursive: true, force: true });
  });

  async function postVideo(account: Account): Promise<{ id: string; bytes: Buffer }> {
    const bytes = await readFile(await createMediaFixture('h264-16x9.mp4', fixtures));
    const { uploadURL } = (await account.agent.post('/api/objects/upload').expect(201)).body as { uploadURL: string };
    const url = new URL(uploadURL);
    await t
      .agent()
      .put(url.pathname + url.search)
      .set('Content-Type', 'video/mp4')
      .send(bytes)
      .expect(200);
    const res = await account.agent
      .post('/api/videos')
      .send({
        title: 'Dragon over Lisbon',
        caption: 'c',
        prompt: 'a cinematic dragon',
        toolUsed: 'runway-gen-3',
        aspectRatio: 'auto',
        videoUrl: `${url.origin}${url.pathname}`,
      })
      .expect(201);
    return { id: res.body.id as string, bytes };
  }

  const exportsOf = async (account: Account) =>
    (await account.agent.get('/api/user/exports').expect(200)).body as {
      exports: Array<{ id: string; status: string; downloadUrl: string | null; expiresAt: string | null; sizeBytes: number | null }>;
      nextExportAt: string | null;
    };

  const readyExport = (account: Account) =>
    until(
      'the export to be ready',
      async () => {
        const [latest] = (await exportsOf(account)).exports;
        return latest?.status === 'ready' && latest;
      },
      30_000,
    );

  const download = (account: Account, url: string) => account.agent.get(url).buffer(true).parse(binaryBody);

  async function objectKeys(prefix: string): Promise<string[]> {
    const root = join(t.config.dataDir, 'objects', prefix);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  it('builds one zip of everything the account holds, tells its owner in the app and by mail, and hands it to them alone', async () => {
    const owner = await signUp(t);
    const fan = await signUp(t);
    const video = await postVideo(owner);
    const fanVideo = await insertVideo(t.dataSource, fan.user.id, { title: 'Fan video' });
    await owner.agent.post(`/api/videos/${fanVideo}/like`).expect(200);
    await owner.agent.post(`/api/videos/${fanVideo}/comments`).send({ text: 'what a shot' }).expect(201);
    await owner.agent.post(`/api/users/${fan.user.id}/follow`).expect(200);
    await fan.agent.post(`/api/users/${owner.user.id}/follow`).expect(200);
    const token = (
      await owner.agent
        .post('/api/tokens')
        .send({ name: 'my script', scopes: ['read'] })
        .expect(201)
    ).body as { secret: string };

    const asked = await owner.agent.post('/api/user/export').expect(202);
    expect(asked.body).toMatchObject({ status: 'building', downloadUrl: null });
    const again = await owner.agent.post('/api/user/export').expect(429);
    expect(again.body).toEqual({ statusCode: 429, message: ONE_EXPORT_A_DAY, error: 'Too Many Requests' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    const ready = await readyExport(owner);
    expect(ready.id).toBe(asked.body.id);
    expect(new Date(ready.expiresAt!).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await exportsOf(owner)).nextExportAt).not.toBeNull();

    const notifications = (await owner.agent.get('/api/notifications').expect(200)).body.notifications as Array<{ type: string; actorId: string | null }>;
    expect(notifications).toContainEqual(expect.objectContaining({ type: 'export_ready', actorId: null }));
    const message = await mail.next(owner.email, /data is ready to download/);
    expect(message.text).toContain('/settings#your-data');
    expect(message.html).toContain('/settings#your-data');

    await t.agent().get(ready.downloadUrl!).expect(401);
    await fan.agent.get(ready.downloadUrl!).expect(404);
    await t
      .agent()
      .get(ready.downloadUrl!)
      .set('Authorization', `Bearer ${token.secret}`)
      .expect((res) => expect([401, 403]).toContain(res.status));
    const zip = await download(owner, ready.downloadUrl!).expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="genalpha-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(zip.headers['cache-control']).toBe('private, no-store');
    expect(zip.body.length).toBe(ready.sizeBytes);

    const files = await zipEntries(zip.body as Buffer);
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'access-tokens.json',
        'comment-likes.json',
        'comments.json',
        'followers.json',
        'following.json',
        'likes.json',
        'notifications.json',
        'passkeys.json',
        'profile.json',
        'sessions.json',
        'videos.json',
        `videos/${video.id}.mp4`,
      ].sort(),
    );
    expect(files.get(`videos/${video.id}.mp4`)!.equals(video.bytes)).toBe(true);
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));
    expect(json('profile.json')).toMatchObject({ id: owner.user.id, email: owner.email });
    expect(json('videos.json')).toEqual([
      expect.objectContaining({ id: video.id, title: 'Dragon over Lisbon', prompt: 'a cinematic dragon', tool: 'runway-gen-3' }),
    ]);
    expect(json('comments.json')).toEqual([expect.objectContaining({ videoId: fanVideo, text: 'what a shot', videoTitle: 'Fan video' })]);
    expect(json('likes.json')).toEqual([expect.objectContaining({ videoId: fanVideo })]);
    expect(json('following.json')).toHaveLength(1);
    expect(json('followers.json')).toHaveLength(1);
    expect(json('access-tokens.json')).toEqual([expect.objectContaining({ name: 'my script', scopes: ['read'] })]);
    expect(json('sessions.json').length).toBeGreaterThanOrEqual(1);
    // Never a secret: the password's hash, a token or its hash.
    const [secrets] = (await t.dataSource.query(`SELECT u."password", a."tokenHash" FROM users u JOIN access_tokens a ON a."userId" = u.id WHERE u.id = $1`, [
      owner.user.id,
    ])) as Array<{ password: string; tokenHash: string }>;
    const documents = [...files].filter(([name]) => !name.startsWith('videos/')).map(([, bytes]) => bytes.toString('utf8'));
    for (const secret of [secrets.password, secrets.tokenHash.trim(), token.secret]) expect(documents.join('\n')).not.toContain(secret);
  });

  it('expires the download after 24 hours and deletes the zip; a failed export does not count toward the day', async () => {
    const owner = await signUp(t);
    await owner.agent.post('/api/user/export').expect(202);
    const ready = await readyExport(owner);
    await t.dataSource.query(`UPDATE account_exports SET "readyAt" = now() - interval '25 hours', "createdAt" = now() - interval '25 hours' WHERE id = $1`, [
      ready.id,
    ]);
    expect(await storage.exists(accountExportKey(owner.user.id, ready.id))).toBe(true);
    await owner.agent.get(ready.downloadUrl!).expect(410);
    expect((await exportsOf(owner)).exports[0]).toMatchObject({ status: 'expired', downloadUrl: null });

    await worker.app.get(StorageCleanupProcessor).process();
    expect(await storage.exists(accountExportKey(owner.user.id, ready.id))).toBe(false);
    expect((await t.dataSource.query(`SELECT status FROM account_exports WHERE id = $1`, [ready.id]))[0].status).toBe('expired');

    const next = await owner.agent.post('/api/user/export').expect(202);
    await t.dataSource.query(`UPDATE account_exports SET status = 'failed' WHERE id = $1`, [next.body.id]);
    await owner.agent.post('/api/user/export').expect(202);
  });

  it('starts exactly one export when asked twice at once', async () => {
    const owner = await signUp(t);
    const statuses = (await Promise.all([1, 2, 3].map(() => owner.agent.post('/api/user/export')))).map((res) => res.status).sort();
    expect(statuses).toEqual([202, 429, 429]);
    await readyExport(owner);
  });

  it('answers 404 for an unknown or malformed export', async () => {
    const owner = await signUp(t);
    await owner.agent.get('/api/user/exports/00000000-0000-4000-8000-000000000000/download').expect(404);
    await owner.agent.get('/api/user/exports/not-a-uuid/download').expect(404);
  });

  it('leaves no export behind when the account is deleted, even one still building', async () => {
    const owner = await signUp(t);
    await owner.agent.post('/api/user/export').expect(202);
    const ready = await readyExport(owner);
    // A second export caught mid-build by the deletion.
    const [building] = (await t.dataSource.query(`INSERT INTO account_exports ("userId", "linkOrigin") VALUES ($1, 'http://localhost:3000') RETURNING id`, [
      owner.user.id,
    ])) as Array<{ id: string }>;
    expect(await objectKeys(`exports/${owner.user.id}`)).toEqual([`${ready.id}.zip`]);

    await owner.agent.delete('/api/user').send({ password: owner.password }).expect(200);
    expect(await worker.app.get(AccountExportProcessor).build(building.id)).toEqual({ status: 'skipped', reason: 'account deleted' });
    await until('the purge', async () => (await t.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [owner.user.id])).length === 0, 30_000);
    expect(await objectKeys(`exports/${owner.user.id}`)).toEqual([]);
    expect(await t.dataSource.query(`SELECT id FROM account_exports WHERE "userId" = $1`, [owner.user.id])).toEqual([]);
  });

  it('keeps the worker memory bounded for an account with 1,000 videos', async () => {
    const owner = await signUp(t);
    const original = Buffer.alloc(200 * 1024, 7);
    const videos = 1000;
    for (let i = 0; i < videos; i++) {
      const key = `uploads/${crypto.randomUUID()}`;
      await storage.put(key, Readable.from([original]), { contentType: 'video/mp4', contentLength: original.length });
      await t.dataSource.query(
        `INSERT INTO videos ("userId", title, caption, "toolUsed", "aspectRatio", tags, "videoUrl", "originalUrl", status)
         VALUES ($1, $2, 'c', 'openai-sora', '16:9', '', $3, $3, 'ready')`,
        [owner.user.id, `Video ${i}`, `/objects/${key}`],
      );
    }
    const [row] = (await t.dataSource.query(`INSERT INTO account_exports ("userId", "linkOrigin") VALUES ($1, 'http://localhost:3000') RETURNING id`, [
      owner.user.id,
    ])) as Array<{ id: string }>;

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const result = await worker.app.get(AccountExportProcessor).build(row.id);
    clearInterval(sampler);

    expect(result).toMatchObject({ status: 'ready' });
    const sizeBytes = (result as { sizeBytes: number }).sizeBytes;
    expect(sizeBytes).toBeGreaterThan(videos * original.length);
    // The zip (over 200 MB) never sits in memory: the process grows by a fraction of it (37.4 MB measured; 36.7 MB for a 100 MB zip, so it does not grow with the zip).
    expect(peak - before).toBeLessThan(sizeBytes / 2);
    const zipPath = join(fixtures, 'big.zip');
    await storage.downloadToFile(accountExportKey(owner.user.id, row.id), zipPath);
    expect((await zipEntryNames(zipPath)).filter((name) => name.startsWith('videos/'))).toHaveLength(videos);
  }, 120_000);
});

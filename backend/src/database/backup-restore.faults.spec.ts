import { INestApplication } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { createMediaFixture, createEmptyDatabase, databaseUrl, dropDatabase, until } from '@genalpha/testkit';
import { TestWorker, createTestWorker } from '../../../worker/src/test/test-worker';
import { createApp } from '../app.factory';
import { pgClientToolsProblem } from '../test/pg-client-tools';
import { TestApp, createTestApp, signUp } from '../test/test-app';

const run = promisify(execFile);

// The run's server may be the embedded PostgreSQL 17 while PATH has an older pg_dump (Debian 12 ships 15), or none.
const toolsProblem = pgClientToolsProblem(databaseUrl('postgres'));
if (toolsProblem && process.env.CI) throw new Error(`backup and restore needs PostgreSQL client tools: ${toolsProblem}`);
if (toolsProblem) console.warn(`backup and restore skipped: ${toolsProblem}; install the PostgreSQL client tools of the server's version or newer`);

/** The procedure of docs/operations.md, "Back up and restore", end to end: pg_dump, copy the objects, pg_restore into a fresh database, serve. */
(toolsProblem ? describe.skip : describe)('backup and restore', () => {
  let source: TestApp;
  let worker: TestWorker;
  let restored: INestApplication | undefined;
  let restoredDatabase: string;
  let work: string;

  beforeAll(async () => {
    source = await createTestApp();
    worker = await createTestWorker({ databaseUrl: source.config.databaseUrl, redisPrefix: source.config.redisPrefix, dataDir: source.config.dataDir });
    work = await mkdtemp(join(tmpdir(), 'ga-backup-'));
  });
  afterAll(async () => {
    await restored?.close();
    if (restoredDatabase) await dropDatabase(restoredDatabase);
    await worker.close();
    await source.close();
    await rm(work, { recursive: true, force: true });
    await rm(source.config.dataDir, { recursive: true, force: true });
  });

  it('restores a dump and a copy of the objects into a fresh database that serves videos and sign-ins', async () => {
    // A populated site: a creator with a processed video, a fan who likes, comments and follows.
    const creator = await signUp(source, 'creator@example.com', 'creator-secret');
    await creator.agent.put(`/api/users/${creator.user.id}`).send({ username: 'adalovelace', displayName: 'Ada' }).expect(200);
    const fan = await signUp(source, 'fan@example.com', 'fan-secret');
    const clip = await readFile(await createMediaFixture('h264-16x9.mp4', work));
    const { uploadURL } = (await creator.agent.post('/api/objects/upload').expect(201)).body as { uploadURL: string };
    const target = new URL(uploadURL);
    await source.agent().put(`${target.pathname}${target.search}`).set('Content-Type', 'video/mp4').send(clip).expect(200);
    const { id } = (
      await creator.agent.post('/api/videos').send({ title: 'Kept safe', caption: 'Backed up', toolUsed: 'openai-sora', videoUrl: uploadURL }).expect(201)
    ).body;
    await until('the video to be ready', async () => (await source.agent().get(`/api/videos/${id}`)).body.status === 'ready', 30_000, 200);
    // Its poster sizes follow the ready as their own job: the backup is of the video once they are made.
    await until('its poster sizes', async () => (await source.agent().get(`/api/videos/${id}`)).body.posterSources.length > 0, 60_000, 200);
    await fan.agent.post(`/api/videos/${id}/like`).expect(200);
    await fan.agent.post(`/api/videos/${id}/comments`).send({ text: 'Lovely' }).expect(201);
    await fan.agent.post(`/api/users/${creator.user.id}/follow`).expect(200);
    const original = (await source.agent().get(`/api/videos/${id}`).expect(200)).body;

    // Back up: the database first, then the objects (they never change once written, so every row's files are there).
    const dump = join(work, 'genalpha.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, source.config.databaseUrl!]);
    const restoredDataDir = join(work, 'restored-data');
    await cp(join(source.config.dataDir, 'objects'), join(restoredDataDir, 'objects'), { recursive: true, preserveTimestamps: true });

    // Restore into a database that has never seen the schema, and start the API on it.
    restoredDatabase = await createEmptyDatabase();
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl(restoredDatabase)}`, dump]);
    restored = await createApp({
      ...source.config,
      databaseUrl: databaseUrl(restoredDatabase),
      dataDir: restoredDataDir,
      redisPrefix: `gat:${randomBytes(6).toString('hex')}`,
    });
    await restored.init();
    await restored.getHttpAdapter().getInstance().ready();
    const server = restored.getHttpServer();

    const detail = (await request(server).get(`/api/videos/${id}`).expect(200)).body;
    expect(detail).toEqual(original);
    expect(detail).toMatchObject({ status: 'ready', likesCount: 1, commentsCount: 1, creator: { username: 'adalovelace' } });
    const range = await request(server).get(detail.videoUrl).set('Range', 'bytes=100-1099').expect(206);
    expect(Buffer.compare(range.body as Buffer, clip.subarray(100, 1100))).toBe(0);
    await request(server).get(detail.thumbnailUrl).expect(200);
    const comments = (await request(server).get(`/api/videos/${id}/comments`).expect(200)).body.comments;
    expect(comments.map((c: { text: string }) => c.text)).toEqual(['Lovely']);

    const agent = request.agent(server);
    await agent.post('/api/login').send({ email: 'fan@example.com', password: 'fan-secret' }).expect(200);
    expect((await agent.get(`/api/videos/${id}/is-liked`).expect(200)).body).toMatchObject({ isLiked: true });
    await request(server).post('/api/login').send({ email: 'fan@example.com', password: 'wrong-secret' }).expect(401);
  });
});

import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppStack, TEST_REDIS_URL, buildWorkspaces, createMediaFixture, createTestDatabase, databaseUrl, dropDatabase, startAppStack } from '@genalpha/testkit';
import { GenAlphaApiError, GenAlphaClient, VideoProcessingError, createGenAlphaClient, data, uploadVideo } from './index';

/** The SDK's whole upload against the built API and worker, started as `npm start` starts them. */
describe('uploadVideo against the running app', () => {
  let database: string;
  let dir: string;
  let stack: AppStack;
  /** Signed in with the browser session's cookie: it makes the tokens. */
  let session: GenAlphaClient;
  /** Authorised by a personal access token with the scopes read and upload. */
  let client: GenAlphaClient;

  async function tokenClient(scopes: Array<'read' | 'write' | 'upload'>): Promise<GenAlphaClient> {
    const { secret } = await data(session.POST('/api/tokens', { body: { name: `sdk ${scopes.join('+')}`, scopes } }));
    return createGenAlphaClient({ baseUrl: stack.baseUrl, token: secret });
  }

  beforeAll(async () => {
    buildWorkspaces('packages/shared', 'backend', 'worker');
    database = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'ga-sdk-'));
    stack = await startAppStack({ databaseUrl: databaseUrl(database), redisUrl: TEST_REDIS_URL, dataDir: join(dir, 'data'), logsDir: join(dir, 'logs') });
    const registered = await fetch(`${stack.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sdk@example.com', password: 'secret123' }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0].split(';')[0];
    session = createGenAlphaClient({ baseUrl: stack.baseUrl, headers: { cookie } });
    client = await tokenClient(['read', 'upload']);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    if (database) await dropDatabase(database);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('streams the file with progress, creates the video and resolves once the worker made it ready', async () => {
    const file = await createMediaFixture('h264-16x9.mp4', dir);
    const { size } = await stat(file);
    const progress: number[] = [];
    const video = await uploadVideo(client, {
      file,
      title: 'Neon city',
      caption: 'Rain at night',
      toolUsed: 'runway-gen-3',
      tags: 'neon, rain',
      onProgress: (sent, total) => {
        expect(total).toBe(size);
        progress.push(sent);
      },
      pollIntervalMs: 100,
    });
    expect(video).toMatchObject({ title: 'Neon city', toolUsed: 'runway-gen-3', tags: 'neon, rain', status: 'ready', width: 320, height: 180 });
    expect(video.durationSeconds).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(size);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const played = await fetch(`${stack.baseUrl}${video.videoUrl}`);
    expect(played.status).toBe(200);
    expect(Number(played.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it("rejects with the worker's reason when the file is not a playable video", async () => {
    const file = await createMediaFixture('random-bytes.mp4', dir);
    const failed = uploadVideo(client, { file, title: 'Noise', caption: 'Not a video', toolUsed: 'openai-sora', pollIntervalMs: 100 });
    await expect(failed).rejects.toBeInstanceOf(VideoProcessingError);
    const error = (await failed.catch((e: unknown) => e)) as VideoProcessingError;
    expect(error.video.status).toBe('failed');
    expect(error.message).toBe(error.video.failureReason);
    expect(error.message).not.toBe('');
  });

  it('rejects a refused request with the API error body, before sending the file', async () => {
    const file = await createMediaFixture('h264-16x9.mp4', dir);
    let sent = 0;
    const visitor = createGenAlphaClient({ baseUrl: stack.baseUrl });
    const refused = uploadVideo(visitor, { file, title: 'Anonymous', caption: 'No session', toolUsed: 'openai-sora', onProgress: (bytes) => (sent = bytes) });
    await expect(refused).rejects.toBeInstanceOf(GenAlphaApiError);
    await expect(refused).rejects.toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    expect(sent).toBe(0);

    const readOnly = uploadVideo(await tokenClient(['read']), { file, title: 'Read only', caption: 'No upload scope', toolUsed: 'openai-sora' });
    await expect(readOnly).rejects.toMatchObject({ statusCode: 403, error: 'Forbidden', message: expect.stringContaining('upload') });

    const invalid = uploadVideo(client, { file, title: ' ', caption: 'Blank title', toolUsed: 'openai-sora' });
    await expect(invalid).rejects.toMatchObject({ statusCode: 400, error: 'Bad Request', errors: [expect.objectContaining({ field: 'title' })] });
  });

  it('also works signed in with a session cookie', async () => {
    const file = await createMediaFixture('h264-16x9.mp4', dir);
    const video = await uploadVideo(session, { file, title: 'By session', caption: 'Cookie', toolUsed: 'pika-labs', pollIntervalMs: 100 });
    expect(video).toMatchObject({ title: 'By session', status: 'ready' });
    // A remix names its parent: an id or the video itself.
    const remix = await uploadVideo(session, { file, title: 'Remixed', caption: 'Built on it', toolUsed: 'pika-labs', parent: video, pollIntervalMs: 100 });
    expect(remix.remixOf).toMatchObject({ state: 'claimed', ancestors: [expect.objectContaining({ id: video.id, title: 'By session' })] });
  });

  it('stops when its signal is aborted', async () => {
    const file = await createMediaFixture('h264-16x9.mp4', dir);
    const aborted = uploadVideo(client, { file, title: 'Stopped', caption: 'Aborted', toolUsed: 'openai-sora', signal: AbortSignal.abort() });
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});

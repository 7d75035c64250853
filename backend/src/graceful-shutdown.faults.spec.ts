import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { IncomingMessage, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { LocalObjectStorage, uploadKeyFromUrl } from '@genalpha/shared';
import { freePort } from '@genalpha/launcher';
import { REPO_ROOT, TEST_REDIS_URL, buildWorkspaces, createTestDatabase, databaseUrl, dropDatabase, exited, hasExited, until } from '@genalpha/testkit';

const MB = 1024 * 1024;

const refusesConnections = (port: number) =>
  new Promise<boolean>((answer) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      answer(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => answer(error.code === 'ECONNREFUSED'));
  });

/** Bytes the API has written to its temporary files so far (the local driver's `objects/.incoming`). */
const bytesIncoming = async (dataDir: string) => {
  const dir = join(dataDir, 'objects', '.incoming');
  const names = await readdir(dir).catch(() => []);
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(dir, name)).catch(() => null))?.size ?? 0));
  return sizes.reduce((sum, size) => sum + size, 0);
};

const bodyOf = (res: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(text));
  });

/** The built API as production runs it, stopped the way an orchestrator stops it: SIGTERM. */
describe('SIGTERM to the API', () => {
  let database: string;
  let dataDir: string;
  let port: number;
  let api: ChildProcess;
  let baseUrl: string;

  beforeAll(async () => {
    buildWorkspaces('packages/shared', 'backend');
    database = await createTestDatabase();
    dataDir = `/tmp/genalpha-test/${database}`;
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `gat:${randomBytes(6).toString('hex')}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    };
    api = spawn(process.execPath, [join(REPO_ROOT, 'backend/dist/main.js')], { cwd: REPO_ROOT, env, stdio: 'ignore' });
    await until('the API to be ready', async () => (await fetch(`${baseUrl}/api/health/ready`).catch(() => null))?.ok, 60_000, 200);
  }, 180_000);
  afterAll(async () => {
    if (api && !hasExited(api)) api.kill('SIGKILL');
    await dropDatabase(database);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lets an upload in flight finish with 200, refuses new connections, then exits', async () => {
    const registered = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shutdown@example.com', password: 'secret123' }),
    });
    const cookie = registered.headers.getSetCookie()[0].split(';')[0];
    const { uploadURL } = (await (await fetch(`${baseUrl}/api/objects/upload`, { method: 'POST', headers: { cookie } })).json()) as { uploadURL: string };
    const target = new URL(uploadURL);

    const body = randomBytes(4 * MB);
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      path: `${target.pathname}${target.search}`,
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4', 'Content-Length': body.length },
    });
    const answered = new Promise<IncomingMessage>((done, fail) => {
      upload.once('response', done);
      upload.once('error', fail);
    });
    await new Promise<void>((sent) => upload.write(body.subarray(0, MB), () => sent()));
    // In flight means the handler is writing it: before that, the request may still wait in the
    // socket, and a request that reaches the server after SIGTERM is rightly refused with 503.
    await until('the API to be writing the upload', async () => (await bytesIncoming(dataDir)) > 0, 10_000, 20);

    api.kill('SIGTERM');
    await until('new connections to be refused', () => refusesConnections(port), 10_000);
    expect(hasExited(api)).toBe(false);
    upload.end(body.subarray(MB));

    const res = await answered;
    // Together, so a refusal shows whose it was (Fastify's while closing, or a dependency down).
    expect({ status: res.statusCode, body: JSON.parse(await bodyOf(res)) }).toEqual({ status: 200, body: { objectPath: target.pathname } });
    const ended = Date.now();
    expect([
      { code: 0, signal: null },
      { code: null, signal: 'SIGTERM' },
    ]).toContainEqual(await exited(api));
    expect(Date.now() - ended).toBeLessThan(10_000);
    expect((await new LocalObjectStorage(dataDir).stat(uploadKeyFromUrl(uploadURL)!))?.size).toBe(body.length);
  });
});

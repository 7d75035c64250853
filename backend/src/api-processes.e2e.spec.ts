import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { freePort } from '@genalpha/launcher';
import { QUEUES } from '@genalpha/shared';
import { REPO_ROOT, TEST_REDIS_URL, buildWorkspaces, createTestDatabase, databaseUrl, dropDatabase, exited, hasExited, until } from '@genalpha/testkit';
import { apiProcessCount } from './api-processes';
import { promtoolCheckMetrics, scrape } from './metrics/scrape';

/** One request on a connection of its own, so the cluster may hand it to any process. */
const fetchAlone = (url: string, cookie = '') =>
  new Promise<number>((resolve, reject) =>
    get(url, { agent: false, headers: { cookie } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    }).on('error', reject),
  );

describe('API_PROCESSES', () => {
  it('is 1 unless set, a whole number, or one per core with "auto"', () => {
    expect(apiProcessCount({})).toBe(1);
    expect(apiProcessCount({ API_PROCESSES: '3' })).toBe(3);
    expect(apiProcessCount({ API_PROCESSES: 'auto' })).toBeGreaterThanOrEqual(1);
    for (const bad of ['0', '-1', '1.5', 'many']) expect(() => apiProcessCount({ API_PROCESSES: bad })).toThrow(/API_PROCESSES/);
  });

  describe('two processes on one port', () => {
    let database: string;
    let dataDir: string;
    let baseUrl: string;
    let metricsUrl: string;
    let api: ChildProcess;
    const servedBy = new Set<number>();

    beforeAll(async () => {
      buildWorkspaces('packages/shared', 'backend');
      database = await createTestDatabase();
      dataDir = `/tmp/genalpha-test/${database}`;
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      const metricsPort = await freePort();
      metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
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
        LOG_LEVEL: 'info',
        API_PROCESSES: '2',
        METRICS_PORT: String(metricsPort),
      };
      api = spawn(process.execPath, [join(REPO_ROOT, 'backend/dist/main.js')], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
      createInterface({ input: api.stdout! }).on('line', (line) => {
        const log = JSON.parse(line) as { msg?: string; pid?: number };
        if (log.msg === 'request completed' && log.pid) servedBy.add(log.pid);
      });
      await until(
        'both processes to answer',
        async () => (await fetchAlone(`${baseUrl}/api/health`).catch(() => 0)) === 200 && servedBy.size === 2,
        90_000,
        100,
      );
    }, 180_000);
    afterAll(async () => {
      if (api && !hasExited(api)) api.kill('SIGKILL');
      await dropDatabase(database);
      await rm(dataDir, { recursive: true, force: true });
    });

    /** Four requests, each free to land on either process, sent within 100 ms from now, all refuse the cookie (how long they take under load aside). */
    async function refusedEverywhere(cookie: string): Promise<void> {
      await until(
        'every process to refuse the session',
        async () => (await Promise.all([0, 1, 2, 3].map(() => fetchAlone(`${baseUrl}/api/user`, cookie)))).every((s) => s === 401),
        100,
        5,
      );
    }
    const sessionCookie = (res: Response) => res.headers.getSetCookie()[0].split(';')[0];
    const signIn = (path: string, cookie = '') =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ email: 'cluster@example.com', password: 'secret123' }),
      });

    it("serves on METRICS_PORT the primary's sum of both processes' metrics", async () => {
      const healthAnswers = async () => {
        const line = (await scrape(metricsUrl))
          .split('\n')
          .find((l) => l.startsWith('genalpha_http_requests_total{route="/api/health",method="GET",status="200"}'));
        return Number(line?.split(' ').pop() ?? 0);
      };
      const before = await healthAnswers();
      for (let i = 0; i < 10; i++) expect(await fetchAlone(`${baseUrl}/api/health`)).toBe(200);
      // Each connection may land on either process: only the sum of both counts all ten.
      expect((await healthAnswers()) - before).toBe(10);
      const text = await scrape(metricsUrl);
      expect(promtoolCheckMetrics(text)).toEqual({ status: 0, output: '' });
      expect(text).toContain('genalpha_dependency_up{dependency="redis"} 1');
    });

    it("answers the console's health view, in either process, with both processes' requests", async () => {
      const registered = await fetch(`${baseUrl}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'cluster-admin@example.com', password: 'secret123' }),
      });
      const cookie = registered.headers.getSetCookie()[0].split(';')[0];
      const db = new Client({ connectionString: databaseUrl(database) });
      await db.connect();
      await db.query(`UPDATE users SET role = 'admin' WHERE email = 'cluster-admin@example.com'`);
      await db.end();
      for (let i = 0; i < 10; i++) expect(await fetchAlone(`${baseUrl}/api/health`)).toBe(200);
      // Four answers on connections of their own: whichever process answers, it reads the primary's sum.
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${baseUrl}/api/admin/health`, { headers: { cookie, connection: 'close' } });
        expect(res.status).toBe(200);
        const body = (await res.json()) as { requests: number; queues: unknown[] };
        expect(body.requests).toBeGreaterThanOrEqual(12);
        expect(body.queues).toHaveLength(Object.values(QUEUES).length);
      }
    });

    it('refuses a session replaced by a new sign-in, and a logged-out one, in every process within 100 ms, then stops on SIGTERM', async () => {
      const replaced = sessionCookie(await signIn('/api/register'));
      // Both processes now hold the session in their read cache.
      for (let i = 0; i < 6; i++) expect(await fetchAlone(`${baseUrl}/api/user`, replaced)).toBe(200);

      const cookie = sessionCookie(await signIn('/api/login', replaced));
      await refusedEverywhere(replaced);
      for (let i = 0; i < 6; i++) expect(await fetchAlone(`${baseUrl}/api/user`, cookie)).toBe(200);

      await fetch(`${baseUrl}/api/logout`, { method: 'POST', headers: { cookie } });
      await refusedEverywhere(cookie);

      api.kill('SIGTERM');
      expect(await exited(api)).toEqual({ code: 0, signal: null }); // the primary, once both processes finished
    });
  });
});

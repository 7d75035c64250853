import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig, resolveMediaBinaries } from '@genalpha/shared';
import { freePort } from './services';
import { TEST_REDIS_URL, until } from '@genalpha/testkit';

const REPO_ROOT = resolve(__dirname, '../../..');

async function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

// What a newcomer gets from `npm start` with no configuration: an embedded PostgreSQL,
// a generated session secret, the API and the worker, and at a terminal (LOG_FORMAT=pretty here)
// readable logs and one banner (runs the built launcher in dist/).
describe('npm start with no configuration', () => {
  // Private to its owner (0700), like a clone in a `mktemp -d` folder: as root the launcher must
  // still let the embedded PostgreSQL's own system user reach it.
  const dataDir = mkdtempSync(join(tmpdir(), 'genalpha-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the API on an embedded database, then stops everything on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_FORMAT: 'pretty',
      LOG_LEVEL: 'info',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `start-${port}`,
    };
    delete env.DATABASE_URL;
    delete env.SESSION_SECRET;
    delete env.PUBLIC_URL;
    delete env.SMTP_URL;
    const launcher = spawn(process.execPath, [join(REPO_ROOT, 'packages/launcher/dist/start.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    launcher.stdout.on('data', (chunk) => (output += chunk));
    launcher.stderr.on('data', (chunk) => (output += chunk));
    try {
      const signedOut = await waitFor(`http://127.0.0.1:${port}/api/user`, 60_000);
      expect(signedOut.status).toBe(401);
      const register = await fetch(`http://127.0.0.1:${port}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'newcomer@example.com', password: 'secret123' }),
      });
      expect(register.status).toBe(201);
      const cookie = register.headers.get('set-cookie')!.split(';')[0];
      const me = await fetch(`http://127.0.0.1:${port}/api/user`, { headers: { cookie } });
      expect(await me.json()).toMatchObject({ displayName: expect.stringMatching(/^Creator \d+$/), username: null });

      // The admin command, run beside it, works on the embedded database it is running.
      const admin = spawnSync(process.execPath, [join(REPO_ROOT, 'backend/dist/admin/admin-command.js'), '--grant', 'newcomer@example.com'], {
        env,
        encoding: 'utf8',
      });
      expect({ status: admin.status, stdout: admin.stdout }).toEqual({ status: 0, stdout: 'newcomer@example.com is now admin (was user)\n' });
      expect(await (await fetch(`http://127.0.0.1:${port}/api/user`, { headers: { cookie } })).json()).toMatchObject({ role: 'admin' });

      // The API logs a request when its response has gone out, so the line can reach us after the response.
      await until(
        'the banner and the request lines',
        async () => output.includes('GenAlpha is ready') && output.includes('api: POST /api/register 201'),
        30_000,
      );
      const { ffmpeg, ffprobe, sources } = resolveMediaBinaries(loadConfig(env));
      expect(output).toContain(`Open      http://localhost:${port}  or  http://127.0.0.1:${port}`);
      expect(output).toContain(`Data      ${dataDir}\n`);
      expect(output).toMatch(new RegExp(`Database  embedded PostgreSQL on port \\d+ \\(data in ${dataDir}/postgres\\)`));
      expect(output).toContain(`Redis     ${TEST_REDIS_URL}\n`);
      expect(output).toContain(`ffmpeg    ${ffmpeg} (${sources.ffmpeg})\n`);
      expect(output).toContain(`ffprobe   ${ffprobe} (${sources.ffprobe})\n`);
      // Without SMTP_URL the sign-up mail is in the outbox and its link, to the origin the account was made from, in the terminal.
      expect(output).toContain(`Mail      no SMTP_URL: outbox ${dataDir}/outbox (each mail's link is printed here)\n`);
      await until(
        'the verification link in the terminal',
        async () => output.includes(`Mail: "Confirm your email for GenAlpha" for newcomer@example.com is in ${dataDir}/outbox/`),
        30_000,
      );
      expect(output).toMatch(new RegExp(`its link: http://127\\.0\\.0\\.1:${port}/verify-email\\?token=[A-Za-z0-9_-]{43}`));
      // Readable lines, not JSON, and no route map.
      expect(output).toContain('api: POST /api/register 201');
      expect(output).not.toMatch(/^\{"level"/m);
      expect(output).not.toContain('Mapped {');
    } catch (error) {
      console.error(output);
      throw error;
    } finally {
      const exited = new Promise<number | null>((done) => launcher.once('exit', (code) => done(code)));
      launcher.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 150_000);
});

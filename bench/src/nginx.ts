import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@genalpha/launcher';
import { hasExited, stopProcess } from '@genalpha/testkit';
import { startChild } from './children';

export function nginxBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

/** Debian's defaults where they matter (worker_processes auto, sendfile, tcp_nopush); /objects/ aliased to the same folder the API serves. */
function config(dir: string, port: number, objectsDir: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `
worker_processes auto;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  types { video/mp4 mp4; }
  server {
    listen 127.0.0.1:${port};
    location /objects/ { alias ${objectsDir}/; }
  }
}`;
}

/** Runs nginx serving objectsDir under /objects/ for the length of work. */
export async function withNginx<T>(binary: string, workDir: string, objectsDir: string, work: (baseUrl: string, masterPid: number) => Promise<T>): Promise<T> {
  const dir = join(workDir, 'nginx');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), config(dir, port, objectsDir));
  const child = startChild(binary, ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')], { logFile: join(dir, 'stdout.log') });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      if (hasExited(child) || attempt > 100) throw new Error(`nginx did not start; see ${dir}/error.log`);
      if (
        await fetch(`${baseUrl}/`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((done) => setTimeout(done, 50));
    }
    return await work(baseUrl, child.pid!);
  } finally {
    // SIGQUIT is nginx's graceful stop; the child helper sends SIGTERM (fast stop), which is enough here.
    await stopProcess(child, 5_000);
  }
}

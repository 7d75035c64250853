import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'genalpha-media-';

/** Runs fn with a fresh private directory that is removed afterwards, whether fn succeeds, fails or times out. */
export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), `${PREFIX}${process.pid}-`));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes temp directories left by processes that were killed (SIGKILL skips every finally). */
export async function removeOrphanTempDirs(): Promise<number> {
  const names = await readdir(tmpdir()).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const pid = Number(/^genalpha-media-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    await rm(join(tmpdir(), name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

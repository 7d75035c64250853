import { readFile } from 'node:fs/promises';
import { until } from '@genalpha/shared/testing';

const MEDIA_BINARIES = new Set(['ffmpeg', 'ffprobe']);

/** The ids of this process's ffmpeg and ffprobe children (Linux: the main thread spawns them). */
async function mediaChildren(): Promise<number[]> {
  const children = (await readFile(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')).split(' ').filter(Boolean).map(Number);
  const names = await Promise.all(children.map((pid) => readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')));
  return children.filter((_, i) => MEDIA_BINARIES.has(names[i].trim()));
}

/**
 * Stops (SIGSTOP) the next ffmpeg or ffprobe this process starts, so it hangs as a transcode that
 * never ends would, until the worker's time limit kills it (SIGKILL ends a stopped process too).
 * Call it just before the run, without awaiting it first; answers the stopped process's id.
 */
export async function hangNextMediaProcess(): Promise<number> {
  const before = new Set(await mediaChildren());
  const pid = await until('an ffmpeg or ffprobe to start', async () => (await mediaChildren()).find((child) => !before.has(child)), 60_000, 2);
  process.kill(pid, 'SIGSTOP');
  return pid;
}

import childProcess, { SpawnOptions } from 'node:child_process';
import { basename } from 'node:path';

const MEDIA_BINARIES = new Set(['ffmpeg', 'ffprobe']);

/**
 * Makes the next ffmpeg or ffprobe this process spawns hang, as a transcode that never ends would,
 * until the worker's time limit kills it: its command line is run by a shell that first stops
 * itself (SIGSTOP), so it never starts (stopping the media process once spawned would race it: on a
 * busy machine a short ffprobe can be done before spawn() returns). Answers the process's id.
 */
export function hangNextMediaProcess(): Promise<number> {
  const spawn = childProcess.spawn;
  return new Promise((resolve) => {
    const spy = jest.spyOn(childProcess, 'spawn').mockImplementation(((command: string, args: readonly string[], options: SpawnOptions) => {
      if (!MEDIA_BINARIES.has(basename(command))) return spawn(command, args, options);
      spy.mockRestore();
      const child = spawn('/bin/sh', ['-c', 'kill -STOP $$ && exec "$@"', 'sh', command, ...args], options);
      resolve(child.pid!);
      return child;
    }) as typeof spawn);
  });
}

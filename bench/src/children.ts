import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/** Every child the bench started, so a failure or Ctrl-C never leaves one running. */
const running = new Set<ChildProcess>();

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** stdout and stderr are appended here. */
  logFile: string;
}

export function startChild(command: string, args: string[], options: StartOptions): ChildProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((done) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

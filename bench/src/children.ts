import { ChildProcess } from 'node:child_process';
import { spawnLogged, stopProcess } from '@genalpha/testkit';

/** Every child the bench started, so a failure or Ctrl-C never leaves one running. */
const running = new Set<ChildProcess>();

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** stdout and stderr are appended here. */
  logFile: string;
}

export function startChild(command: string, args: string[], options: StartOptions): ChildProcess {
  const child = spawnLogged(command, args, options);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcess(child)));
}

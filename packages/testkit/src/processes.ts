import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root (for specs that run the built API or worker as production does). */
export const REPO_ROOT = resolve(__dirname, '../../..');

/** Compiles the given workspaces (incremental, quick when up to date) so a spec runs the current code. */
export function buildWorkspaces(...workspaces: string[]): void {
  execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-b', ...workspaces], { cwd: REPO_ROOT, stdio: 'inherit' });
}

/** Polls `probe` until it returns something truthy, and returns that; throws naming what it waited for. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs: number, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, everyMs));
  }
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** How the child ended, once it has. */
export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((done) =>
    hasExited(child) ? done({ code: child.exitCode, signal: child.signalCode }) : child.once('exit', (code, signal) => done({ code, signal })),
  );
}

/** SIGTERM, then SIGKILL if it is still there after `graceMs`; resolves once it has exited. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (hasExited(child)) return;
  const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  child.kill('SIGTERM');
  await exited(child);
  clearTimeout(killer);
}

/** Spawns a process whose stdout and stderr are appended to logFile. */
export function spawnLogged(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; logFile: string }): ChildProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

import { ChildProcess, spawn } from 'node:child_process';

export interface ManagedProcess {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const STOP_TIMEOUT_MS = 20_000;

/**
 * Runs processes side by side; SIGINT/SIGTERM stops them gracefully (SIGTERM, then SIGKILL
 * after a grace period), and one dying on its own stops the rest.
 */
export function supervise(processes: ManagedProcess[], cleanup: () => Promise<void>): void {
  const children: ChildProcess[] = [];
  let stopping = false;

  const stopAll = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
            child.once('exit', () => {
              clearTimeout(killer);
              done();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    await cleanup().catch((error) => console.error('[genalpha] cleanup failed', error));
    process.exit(exitCode);
  };

  for (const spec of processes) {
    const child = spawn(spec.command, spec.args, { stdio: 'inherit', env: spec.env ?? process.env });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`[genalpha] ${spec.name} exited (${signal ?? code}); stopping`);
      void stopAll(code ?? 1);
    });
    children.push(child);
  }
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
}

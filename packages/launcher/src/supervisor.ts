import { ChildProcess, spawn } from 'node:child_process';
import { LogOutput } from './log-output';

export interface ManagedProcess {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Writes pino JSON lines (the API, the worker): shown as the log output's format says. */
  pinoLogs?: boolean;
}

const STOP_TIMEOUT_MS = 20_000;

/**
 * Runs processes side by side; SIGINT/SIGTERM stops them gracefully (SIGTERM, then SIGKILL
 * after a grace period), and one dying on its own stops the rest.
 */
export function supervise(processes: ManagedProcess[], cleanup: () => Promise<void>, output: LogOutput): void {
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
    await cleanup().catch((error: Error) => output.say(`cleanup failed: ${error.message}`, {}, 'error'));
    process.exit(exitCode);
  };

  for (const spec of processes) {
    const child = spawn(spec.command, spec.args, { stdio: spec.pinoLogs ? output.stdioFor() : 'inherit', env: spec.env ?? process.env });
    if (spec.pinoLogs) output.attach(child, spec.name);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      output.say(`${spec.name} exited (${signal ?? code}); stopping`, {}, 'error');
      void stopAll(code ?? 1);
    });
    children.push(child);
  }
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
}

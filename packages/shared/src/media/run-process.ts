import { spawn } from 'node:child_process';

const STDERR_TAIL = 4_000;
const STDOUT_LIMIT = 16 * 1024 * 1024;

export class MediaProcessError extends Error {
  constructor(
    readonly binary: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`${binary} exited with ${exitCode}: ${stderr.trim().split('\n').slice(-3).join(' | ') || 'no output'}`);
    this.name = 'MediaProcessError';
  }
}

export class MediaTimeoutError extends Error {
  constructor(binary: string, timeoutMs: number) {
    super(`${binary} did not finish within ${timeoutMs} ms and was killed`);
    this.name = 'MediaTimeoutError';
  }
}

export interface RunOptions {
  timeoutMs: number;
  /** Aborting kills the process (a job that ran out of time, a worker shutting down). */
  signal?: AbortSignal;
}

/** Runs ffmpeg/ffprobe; a process still running after timeoutMs, or when aborted, is killed with SIGKILL. */
export function runProcess(binary: string, args: string[], options: RunOptions): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const name = binary.split('/').pop() ?? binary;
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: Error | undefined;
    const kill = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill(new MediaTimeoutError(name, options.timeoutMs)), options.timeoutMs);
    const onAbort = () => kill(options.signal?.reason instanceof Error ? options.signal.reason : new Error(`${name} aborted`));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > STDOUT_LIMIT) kill(new Error(`${name} wrote more than ${STDOUT_LIMIT} bytes to stdout`));
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => kill(error));
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else if (code !== 0) reject(new MediaProcessError(name, code, stderr));
      else resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderr });
    });
  });
}

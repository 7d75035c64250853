import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { MediaFailureKind, recordMediaRun } from '../metrics/media-metrics';
import { inSpan } from '../telemetry/spans';

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
  /** Piped to the process's stdin (an object streamed from the store). If it fails, the run fails with its error, not the process's. */
  stdin?: Readable;
}

/**
 * Runs ffmpeg/ffprobe; a process still running after timeoutMs, or when aborted, is killed with SIGKILL.
 * Rejects with MediaProcessError only when the process itself failed on the input it was given.
 * While tracing is on, each run is a span (`ffmpeg`, `ffprobe`) of the job or request that asked for it;
 * its arguments are left out (they can hold presigned URLs).
 */
export function runProcess(binary: string, args: string[], options: RunOptions): Promise<{ stdout: string; stderr: string }> {
  const name = binary.split('/').pop() ?? binary;
  return inSpan(name, { 'process.executable.name': name, 'process.timeout_ms': options.timeoutMs }, () => spawnProcess(binary, args, options));
}

function spawnProcess(binary: string, args: string[], options: RunOptions): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const source = options.stdin;
    const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const name = binary.split('/').pop() ?? binary;
    const startedAt = performance.now();
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: Error | undefined;
    let failureKind: MediaFailureKind | undefined;
    /** The input stream broke: the process saw a cut-off input, so its verdict says nothing about the object. */
    let sourceFailure: Error | undefined;
    const kill = (error: Error, kind: MediaFailureKind) => {
      failureKind ??= kind;
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill(new MediaTimeoutError(name, options.timeoutMs), 'timeout'), options.timeoutMs);
    const onAbort = () => kill(options.signal?.reason instanceof Error ? options.signal.reason : new Error(`${name} aborted`), 'aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > STDOUT_LIMIT) kill(new Error(`${name} wrote more than ${STDOUT_LIMIT} bytes to stdout`), 'output_limit');
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    // ffmpeg stops reading once it has what it needs; the rest of the input is not wanted (EPIPE).
    child.stdin.on('error', () => undefined);
    if (source) {
      source.on('error', (error) => {
        sourceFailure ??= error;
        child.stdin.destroy();
      });
      source.pipe(child.stdin);
    } else {
      child.stdin.end();
    }
    child.on('error', (error) => kill(error, 'spawn'));
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      source?.unpipe();
      source?.destroy();
      const kind = failureKind ?? (sourceFailure ? 'input' : code !== 0 ? 'exit' : undefined);
      recordMediaRun(name, (performance.now() - startedAt) / 1000, kind);
      if (failure) reject(failure);
      else if (sourceFailure) reject(sourceFailure);
      else if (code !== 0) reject(new MediaProcessError(name, code, stderr));
      else resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderr });
    });
  });
}

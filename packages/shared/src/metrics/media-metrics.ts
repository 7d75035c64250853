import { Counter, Histogram } from 'prom-client';

/** ffmpeg/ffprobe runs by binary: how long they took, whatever the outcome (default registry). */
const runSeconds = new Histogram({
  name: 'genalpha_media_process_duration_seconds',
  help: 'ffmpeg and ffprobe run time, by binary, successful or not',
  labelNames: ['binary'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
});

/** Failed runs by binary and kind: exit (the process refused the input), timeout, aborted (the job ran out of time or the worker stops), output_limit, input (the stream fed to it broke), spawn (the binary did not start). */
const failures = new Counter({
  name: 'genalpha_media_process_failures_total',
  help: 'ffmpeg and ffprobe runs that failed, by binary and kind (exit, timeout, aborted, output_limit, input, spawn)',
  labelNames: ['binary', 'kind'] as const,
});

export type MediaFailureKind = 'exit' | 'timeout' | 'aborted' | 'output_limit' | 'input' | 'spawn';

/** Records one finished run of `binary` (its file name, e.g. "ffmpeg"); `failure` names how it failed, if it did. */
export function recordMediaRun(binary: string, seconds: number, failure?: MediaFailureKind): void {
  runSeconds.observe({ binary }, seconds);
  if (failure) failures.inc({ binary, kind: failure });
}

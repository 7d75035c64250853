import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError } from '@genalpha/shared';

/** API_PROCESSES: how many API processes share the port through node:cluster (1 when unset; "auto" is one per core). */
export function apiProcessCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.API_PROCESSES?.trim();
  if (!raw) return 1;
  if (raw === 'auto') return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new ConfigError('API_PROCESSES', `must be a whole number of at least 1 or "auto" (got "${raw}")`);
  return count;
}

/**
 * The primary of `count` API processes. Nothing is sticky: sessions are in PostgreSQL, and
 * notifications and ended sessions reach every process through Redis. A process that dies after
 * it started listening is replaced; one that dies before (configuration, no database) stops them
 * all. SIGTERM and SIGINT go to every process, which finish their requests; the primary exits last.
 */
export function runApiProcesses(count: number): void {
  let stopping = false;
  const live = new Set<number>();
  const listening = new Set<number>();
  // Once: a second signal would cut short the shutdown the first one started.
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  const fork = () => {
    const worker = cluster.fork();
    live.add(worker.id);
    worker.once('listening', () => listening.add(worker.id));
  };
  cluster.on('exit', (worker, code) => {
    live.delete(worker.id);
    const wasListening = listening.delete(worker.id);
    if (!stopping && wasListening) return fork();
    if (!stopping) {
      process.exitCode = code || 1;
      stopAll('SIGTERM');
    }
    if (live.size === 0) process.exit();
  });
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  for (let i = 0; i < count; i++) fork();
}

import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { Client } from 'pg';
import { databaseAdminRepository } from '@genalpha/db';
import { apiProcessCount } from '@genalpha/backend/api-processes';
import { BENCH_API_PROCESSES } from './run-resources';

export interface Machine {
  cores: number;
  cpu: string;
  memoryGb: number;
  node: string;
  postgres: string;
  kernel: string;
  /** 1-minute load average when the run started: a busy machine means noisy figures. */
  loadAtStart: number;
  /** API processes the run started (absent in results written before the API ran several). */
  apiProcesses?: number;
}

export async function describeMachine(db: Client): Promise<Machine> {
  const postgres = await databaseAdminRepository.serverVersion(db);
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres,
    kernel: release(),
    loadAtStart: Math.round(loadavg()[0] * 100) / 100,
    apiProcesses: apiProcessCount({ API_PROCESSES: BENCH_API_PROCESSES }),
  };
}

export const formatMachine = (m: Machine) =>
  `${m.cores} cores (${m.cpu}), ${m.memoryGb} GB RAM, Node ${m.node}, PostgreSQL ${m.postgres}, Linux ${m.kernel}, load average ${m.loadAtStart} at start${m.apiProcesses ? `, ${m.apiProcesses} API process${m.apiProcesses > 1 ? 'es' : ''}` : ''}`;

import { cpuSeconds, cpuSecondsOfCommand, cpuSecondsWithChildren, machineBusySeconds } from './proc-stats';

/** Where a run's CPU went: the parts of the system under load, and the rest of the machine. */
export const CPU_PARTS = ['api', 'postgres', 'redis', 'worker', 'loadGenerator', 'other'] as const;
export type CpuPart = (typeof CPU_PARTS)[number];
export type CpuSeconds = Record<CpuPart, number>;

export const CPU_PART_NAMES: Record<CpuPart, string> = {
  api: 'API',
  postgres: 'PostgreSQL',
  redis: 'Redis',
  worker: 'worker',
  loadGenerator: 'load generator',
  other: 'rest of the machine',
};

/** CPU seconds used so far by each part ("other" holds the machine's total until `cpuSpentSince` subtracts the parts). */
export function cpuSnapshot(pids: { api: number; worker: number }): CpuSeconds {
  const own = process.cpuUsage();
  return {
    api: cpuSecondsWithChildren(pids.api),
    postgres: cpuSecondsOfCommand('postgres'),
    redis: cpuSecondsOfCommand('redis-server'),
    worker: cpuSeconds(pids.worker),
    // autocannon runs in this process.
    loadGenerator: (own.user + own.system) / 1e6,
    other: machineBusySeconds(),
  };
}

/** CPU seconds each part spent between two snapshots; "other" is what the machine spent beyond the parts. */
export function cpuSpentSince(before: CpuSeconds, after: CpuSeconds): CpuSeconds {
  const spent = Object.fromEntries(CPU_PARTS.map((part) => [part, Math.max(0, after[part] - before[part])])) as CpuSeconds;
  const parts = CPU_PARTS.filter((part) => part !== 'other').reduce((sum, part) => sum + spent[part], 0);
  spent.other = Math.max(0, spent.other - parts);
  return spent;
}

/** The parts a request costs besides the API itself (the rest of the machine is left out: it may be other work). */
const BEYOND_API: CpuPart[] = ['postgres', 'redis', 'worker', 'loadGenerator'];

/**
 * The most requests per second the machine could serve if the API cost nothing: its cores divided by
 * what PostgreSQL, Redis, the worker and the load generator spend per request (the mix's physical ceiling here).
 */
export function ceilingWithoutApi(spent: CpuSeconds, requests: number, cores: number): number {
  return cores / (BEYOND_API.reduce((sum, part) => sum + spent[part], 0) / requests);
}

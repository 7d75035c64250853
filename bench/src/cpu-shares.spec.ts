import { cpuSnapshot, cpuSpentSince } from './cpu-shares';

describe('CPU shares', () => {
  it('gives each part its own time and the machine the rest', () => {
    const before = { api: 10, postgres: 5, redis: 1, worker: 2, loadGenerator: 3, other: 100 };
    const after = { api: 20, postgres: 9, redis: 1.5, worker: 2, loadGenerator: 5, other: 120 };
    expect(cpuSpentSince(before, after)).toEqual({ api: 10, postgres: 4, redis: 0.5, worker: 0, loadGenerator: 2, other: 3.5 });
  });

  it('reads this machine: this process counts as the load generator, PostgreSQL from its processes', () => {
    const snapshot = cpuSnapshot({ api: process.pid, worker: process.pid });
    expect(snapshot.loadGenerator).toBeGreaterThan(0);
    expect(snapshot.other).toBeGreaterThan(snapshot.loadGenerator);
    expect(snapshot.postgres).toBeGreaterThanOrEqual(0);
  });
});

import 'reflect-metadata';
import autocannon from 'autocannon';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '@genalpha/shared';
import { benchFactsRepository, databaseAdminRepository } from '@genalpha/db';
import { AppStack } from '@genalpha/testkit';
import { seedEmail, signInMany } from './api-client';
import { PROFILES } from './bench-args';
import { findSeedFacts } from './bench-context';
import { ensureSeeded } from './bench-database';
import { REPO_ROOT } from './database';
import { cpuSnapshot, cpuSpentSince } from './cpu-shares';
import { describeMachine } from './machine';
import { residentBytes, residentBytesWithChildren } from './proc-stats';
import { SoakArgs, parseSoakArgs } from './soak-args';
import { SoakKind, SoakTargets, soakRequest } from './soak-mix';
import { SoakReport, memoryTrend, soakErrors, soakPassed, soakSection, writeSoakReport } from './soak-report';
import { RunResources, runMain } from './run-resources';

const MINUTE_MS = 60_000;

/** The seed the bench database holds (its comment, written once a seed completes), or none. */
async function seededSize(db: Client): Promise<string | undefined> {
  const marker = await databaseAdminRepository.comment(db);
  if (!marker) return undefined;
  const { generator: _, ...size } = JSON.parse(marker) as Record<string, number | string>;
  return Object.entries(size)
    .map(([key, value]) => `${Number(value).toLocaleString('en')} ${key}`)
    .join(', ');
}

/** Bytes appended to a log file since `from`, as lines. */
function linesSince(file: string, from: number): string[] {
  return readFileSync(file).subarray(from).toString('utf8').split('\n');
}

const logSize = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;
/** pino writes numeric levels: 50 error, 60 fatal. */
const isErrorLine = (line: string) => /"level":(50|60)\b/.test(line);

async function signInUsers(stack: AppStack, db: Client, count: number): Promise<SoakTargets['users']> {
  const emails = Array.from({ length: count }, (_, i) => seedEmail(i + 1));
  const clients = await signInMany(stack.baseUrl, emails);
  const ids = await benchFactsRepository.idsByEmail(db, emails);
  return clients.map((client, i) => ({ id: ids.get(emails[i])!, cookie: client.cookie! }));
}

function runLoad(
  stack: AppStack,
  targets: SoakTargets,
  sent: Map<SoakKind, number>,
  connections: number,
  limit: { duration: number } | { amount: number },
): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    autocannon({ url: stack.baseUrl, connections, timeout: 30, requests: [soakRequest(targets, sent)], ...limit }, (error, result) =>
      error ? fail(error) : done(result),
    );
  });
}

async function soak(args: SoakArgs, stack: AppStack, db: Client, data: string): Promise<SoakReport> {
  const machine = await describeMachine(db);
  const facts = await findSeedFacts(db);
  const users = await signInUsers(stack, db, args.writers);
  const targets: SoakTargets = { users, hotVideoIds: facts.popularVideoIds.slice(0, 50), videoIds: facts.videoIds, creatorIds: facts.userIds.slice(0, 2000) };

  // Warm-up: connections opened, JIT and caches warm, before the first memory sample.
  await runLoad(stack, targets, new Map(), args.connections, { amount: args.connections * 20 });
  const logs = ['api.log', 'worker.log'].map((name) => join(stack.logsDir, name));
  const logOffsets = logs.map(logSize);
  const rss = { api: [residentBytesWithChildren(stack.api.pid!)], worker: [residentBytes(stack.worker.pid!)] };
  const sampler = setInterval(() => {
    rss.api.push(residentBytesWithChildren(stack.api.pid!));
    rss.worker.push(residentBytes(stack.worker.pid!));
    console.log(`  minute ${rss.api.length - 1}: API ${(rss.api.at(-1)! / 1024 ** 2).toFixed(0)} MB, worker ${(rss.worker.at(-1)! / 1024 ** 2).toFixed(0)} MB`);
  }, MINUTE_MS);
  const sent = new Map<SoakKind, number>();
  const pids = { api: stack.api.pid!, worker: stack.worker.pid! };
  const cpuBefore = cpuSnapshot(pids);
  let result: autocannon.Result;
  try {
    result = await runLoad(stack, targets, sent, args.connections, { duration: args.minutes * 60 });
  } finally {
    clearInterval(sampler);
  }
  const cpu = cpuSpentSince(cpuBefore, cpuSnapshot(pids));
  // The last minute's sample, if the timer lost the race with the end of the run.
  if (rss.api.length <= args.minutes) {
    rss.api.push(residentBytesWithChildren(stack.api.pid!));
    rss.worker.push(residentBytes(stack.worker.pid!));
  }
  // Counters are compared once event-driven writes (notifications, recomputes) have settled.
  await new Promise((settled) => setTimeout(settled, 2000));
  const statusCounts: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statusCounts[status] = stats.count ?? 0;
  return {
    date: new Date().toISOString(),
    machine,
    data,
    minutes: args.minutes,
    connections: args.connections,
    writers: users.length,
    requests: result.requests.total,
    reqPerSec: result.requests.total / result.duration,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    statusCounts,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    mix: Object.fromEntries(sent),
    cpu,
    api: memoryTrend(rss.api),
    worker: memoryTrend(rss.worker),
    counterMismatches: await benchFactsRepository.counterMismatches(db),
    errorLogLines: logs.reduce((sum, file, i) => sum + linesSince(file, logOffsets[i]).filter(isErrorLine).length, 0),
  };
}

/**
 * npm run soak [-- --minutes 1]: the production API and worker on the bench database under the
 * issue's mixed load for several minutes; errors, p99, memory over time and exact counters.
 */
async function main(): Promise<number> {
  const args = parseSoakArgs(process.argv.slice(2));
  const config = loadConfig();
  const dataDir = resolve(REPO_ROOT, config.dataDir, 'soak');
  const resources = new RunResources(config);
  try {
    const { db } = await resources.openDatabase();
    // The bench's data as it is; a database never seeded gets the bench's full size.
    if (!(await seededSize(db))) await ensureSeeded(db, PROFILES.full.seed);
    const data = (await seededSize(db))!;
    const stack = await resources.startStack(dataDir);
    console.log(`soak: ${args.minutes} min at ${args.connections} connections against ${stack.baseUrl} (${data}); logs in ${stack.logsDir}`);
    const report = await soak(args, stack, db, data);
    await resources.stop();
    console.log(`\n${soakSection(report)}\n`);
    writeSoakReport(report);
    console.log(`${soakErrors(report)} errors; written to bench/RESULTS.md`);
    return soakPassed(report) ? 0 : 1;
  } finally {
    await resources.stop();
  }
}

runMain(main);

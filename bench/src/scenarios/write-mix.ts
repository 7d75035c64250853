import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchFactsRepository, databaseAdminRepository } from '@genalpha/db';
import { ApiClient, isMissingRoute, seedEmail, signInMany } from '../api-client';
import { BenchContext } from '../bench-context';
import { describeStatuses, measureLoad, randomOf } from '../load';
import { BenchResult, notMeasured } from '../results';

const CONNECTIONS = 50;
const P99_TARGET_MS = 100;

interface Writer {
  id: string;
  cookie: string;
}

/** One request of the mix for a random writer: like or unlike (40%), comment (30%), follow or unfollow (30%). */
function mixedRequest(writers: Writer[], hotVideos: string[], videos: string[], users: string[]): autocannon.Request {
  return {
    setupRequest: (req) => {
      const writer = randomOf(writers);
      const headers = { cookie: writer.cookie, 'content-type': 'application/json' };
      // Half the likes and comments go to the busiest videos, where rows are contended.
      const video = Math.random() < 0.5 ? randomOf(hotVideos) : randomOf(videos);
      const roll = Math.random();
      if (roll < 0.4) return { ...req, method: Math.random() < 0.6 ? 'POST' : 'DELETE', path: `/api/videos/${video}/like`, headers, body: undefined };
      if (roll < 0.7)
        return {
          ...req,
          method: 'POST',
          path: `/api/videos/${video}/comments`,
          headers,
          body: JSON.stringify({ text: `Bench comment ${Math.random().toString(36).slice(2)}` }),
        };
      let target = randomOf(users);
      while (target === writer.id) target = randomOf(users);
      return { ...req, method: Math.random() < 0.6 ? 'POST' : 'DELETE', path: `/api/users/${target}/follow`, headers, body: undefined };
    },
  };
}

async function signInWriters(ctx: BenchContext): Promise<Writer[]> {
  const emails = Array.from({ length: Math.min(ctx.profile.writers, ctx.profile.seed.users) }, (_, i) => seedEmail(i + 1));
  const clients = await signInMany(ctx.stack.baseUrl, emails);
  const ids = await benchFactsRepository.idsByEmail(ctx.db, emails);
  return clients.map((client: ApiClient, i) => ({ id: ids.get(emails[i])!, cookie: client.cookie! }));
}

/** 5: likes, comments and follows from many signed-in users at once; then the counters against COUNT(*). */
export async function writeMixScenarios(ctx: BenchContext): Promise<BenchResult[]> {
  const scenario = `write mix: like/unlike, comment, follow/unfollow from ${ctx.profile.writers.toLocaleString('en')} users, 50 conn`;
  const target = `p99 ≤ ${P99_TARGET_MS} ms, no 5xx`;
  const started = performance.now();
  const writers = await signInWriters(ctx);
  const signInSeconds = (performance.now() - started) / 1000;
  const probe = new ApiClient(ctx.stack.baseUrl, writers[0].cookie);
  try {
    await probe.request('DELETE', `/api/users/${writers[1].id}/follow`);
    await probe.request('DELETE', `/api/videos/${ctx.facts.videoIds[0]}/like`);
  } catch (error) {
    if (isMissingRoute(error)) return [notMeasured('5a', scenario, target, 'not available yet (404 from the API)')];
    throw error;
  }

  const deadlocksBefore = await databaseAdminRepository.deadlocks(ctx.db);
  const requests = [mixedRequest(writers, ctx.facts.popularVideoIds.slice(0, 20), ctx.facts.videoIds, ctx.facts.userIds.slice(0, 2000))];
  const load = await measureLoad({ url: ctx.stack.baseUrl, connections: CONNECTIONS, seconds: ctx.profile.seconds, requests });
  // Counters are checked once every event-driven write (notifications, recompute) has settled.
  await new Promise((done) => setTimeout(done, 1500));
  const deadlocksDuring = (await databaseAdminRepository.deadlocks(ctx.db)) - deadlocksBefore;
  const apiLog = readFileSync(join(ctx.stack.logsDir, 'api.log'), 'utf8');
  const loggedDeadlocks = (apiLog.match(/deadlock detected/g) ?? []).length;
  const serverErrors = Object.entries(load.statusCounts).filter(([status]) => status.startsWith('5'));
  const mismatches = await benchFactsRepository.counterMismatches(ctx.db);
  const wrong = Object.entries(mismatches).filter(([, count]) => count > 0);

  return [
    {
      id: '5a',
      scenario,
      reqPerSec: load.reqPerSec,
      p50Ms: load.p50Ms,
      p99Ms: load.p99Ms,
      target,
      pass: serverErrors.length === 0 && load.errors === 0 && load.p99Ms <= P99_TARGET_MS,
      note: [
        `answers: ${describeStatuses(load.statusCounts)}`,
        load.errors ? `${load.errors} connection errors` : '',
        `${writers.length} sign-ins took ${signInSeconds.toFixed(1)} s`,
      ]
        .filter(Boolean)
        .join('; '),
    },
    {
      id: '5b',
      scenario: 'write mix: no 5xx, no deadlock',
      value: deadlocksDuring,
      unit: 'deadlocks',
      target: '0 deadlocks, 0 5xx',
      pass: deadlocksDuring === 0 && loggedDeadlocks === 0 && serverErrors.length === 0,
      check: true,
      note: serverErrors.length ? `5xx: ${describeStatuses(Object.fromEntries(serverErrors))} (see ${ctx.stack.logsDir}/api.log)` : undefined,
    },
    {
      id: '5c',
      scenario: 'counters after the mix vs COUNT(*)',
      value: wrong.reduce((sum, [, count]) => sum + count, 0),
      unit: 'rows off',
      target: 'likes, comments, followers, following exact',
      pass: wrong.length === 0,
      check: true,
      note: wrong.length ? `mismatched rows: ${wrong.map(([what, count]) => `${what} ${count}`).join(', ')}` : undefined,
    },
  ];
}

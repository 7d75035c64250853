import { Queue } from 'bullmq';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { register } from 'prom-client';
import { bullConnectionOptions, registerQueueGauge, startMetricsServer } from '@genalpha/shared';
import { TestApp, createTestApp } from '../test/test-app';
import { httpDuration, httpRequests } from './http-metrics';
import { scrape } from './scrape';

const ROUTES = 50;
const QUEUES = 10;
const SCRAPES = 40;

/**
 * The figure: a scrape of /metrics with 50 route templates and 10 queues answers in ≤ 50 ms.
 * Timing on a shared machine is the bench's to judge, so this measures and prints the figure (median,
 * p95, max) and asserts what was scraped, not how fast.
 */
describe('metrics: the cost of a scrape', () => {
  let t: TestApp;
  let server: Server;
  const queues: Queue[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // Ten real queues in Redis instead of the app's three: the gauge reads each at every scrape.
    register.removeSingleMetric('genalpha_queue_jobs');
    for (let i = 0; i < QUEUES; i++) {
      const queue = new Queue(`scrape-cost-${i}`, { connection: bullConnectionOptions(t.config.redisUrl), prefix: t.config.redisPrefix });
      await queue.add('job', { i }, { delay: 60_000 });
      queues.push(queue);
    }
    registerQueueGauge(
      (name) => queues[Number(name.split('-').pop())],
      queues.map((queue) => queue.name),
    );
    // 50 route templates, each answered with three statuses and timed.
    for (let i = 0; i < ROUTES; i++) {
      for (const status of ['200', '404', '500']) httpRequests.inc({ route: `/api/scrape-cost/${i}/:id`, method: 'GET', status }, 10);
      httpDuration.observe({ route: `/api/scrape-cost/${i}/:id`, method: 'GET' }, (i % 10) / 20);
    }
    server = await startMetricsServer({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    server?.close();
    await Promise.all(queues.map((queue) => queue.obliterate({ force: true }).then(() => queue.close())));
    await t?.close();
  });

  it(`scrapes ${ROUTES} route templates and ${QUEUES} queues over HTTP, ${SCRAPES} times, and prints the time (issue's figure: ≤ 50 ms)`, async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    for (let i = 0; i < 3; i++) await scrape(url);
    const times: number[] = [];
    let text = '';
    for (let i = 0; i < SCRAPES; i++) {
      const start = performance.now();
      text = await scrape(url);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    process.stdout.write(
      `\n  /metrics scrape, ${ROUTES} route templates and ${QUEUES} queues, ${text.length} bytes: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${SCRAPES} scrapes; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)\n`,
    );
    const routes = new Set([...text.matchAll(/route="(\/api\/scrape-cost\/\d+\/:id)"/g)].map((match) => match[1]));
    expect(routes.size).toBe(ROUTES);
    const queueSeries = text.split('\n').filter((line) => line.startsWith('genalpha_queue_jobs{queue="scrape-cost-'));
    expect(queueSeries).toHaveLength(QUEUES * 5);
    expect(queueSeries).toContain('genalpha_queue_jobs{queue="scrape-cost-0",state="delayed"} 1');
  });
});

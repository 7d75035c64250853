import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runProcess, startMetricsServer } from '@genalpha/shared';
import { TestWorker, createTestWorkerBeside } from '../../../worker/src/test/test-worker';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { metricFamilies, promtoolCheckMetrics, scrape } from './scrape';

const ROOT = join(__dirname, '../../..');

/** Every figure issue 39 asks of the API and the worker, by family. */
const ISSUE_METRICS = [
  'genalpha_http_requests_total',
  'genalpha_http_request_duration_seconds',
  'genalpha_event_streams_open',
  'genalpha_rate_limit_refusals_total',
  'genalpha_sign_ins_total',
  'genalpha_uploads_total',
  'genalpha_db_pool_connections',
  'genalpha_dependency_up',
  'genalpha_queue_jobs',
  'genalpha_job_duration_seconds',
  'genalpha_media_process_duration_seconds',
  'genalpha_media_process_failures_total',
  'genalpha_backfill_backlog',
  'genalpha_content_credentials_reads_total',
  'genalpha_videos_processed_total',
];

/**
 * The real-user panels' metrics, registered by the RUM endpoint (issue 39's other half) on the
 * same default registry; until that lands they cannot be in this scrape, and are named here.
 */
const RUM_METRICS = [
  'genalpha_rum_web_vital_seconds',
  'genalpha_rum_cls',
  'genalpha_rum_first_frame_seconds',
  'genalpha_rum_stalls',
  'genalpha_rum_playback_errors_total',
];

/** The sample lines of one family (what a failed expectation prints, rather than the whole scrape). */
function samplesOf(text: string, family: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(family));
}

/** The metric names a PromQL expression reads (histogram series named by family). */
function metricsOf(expr: string): string[] {
  const names = expr.match(/\b(?:genalpha|nodejs|process)_[a-z0-9_]+/g) ?? [];
  return names.map((name) => name.replace(/_(bucket|count|sum)$/, ''));
}

describe('metrics: a real scrape of the API and the worker', () => {
  let t: TestApp;
  let worker: TestWorker;
  let server: Server;
  let text: string;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await createTestWorkerBeside(t);
    // One jest process holds both apps, so the default registry has both: this is the union of the two scrapes.
    server = await startMetricsServer({ port: 0, host: '127.0.0.1' });

    const { agent, email } = await signUp(t);
    await t.agent().post('/api/login').send({ email, password: 'not-the-password' }).expect(401);
    await agent.post('/api/objects/upload').send({}).expect(201);
    await agent.post('/api/objects/upload').send({ contentType: 'text/plain' }).expect(415);
    await agent.get('/api/videos/00000000-0000-4000-8000-000000000000').expect(404);
    await agent.get('/api/no-such-route/12345').expect(404);
    // One ffprobe run that fails on its input, as a broken upload's would.
    await expect(runProcess(process.env.FFPROBE_PATH ?? 'ffprobe', ['-v', 'error', '/nonexistent/input.mp4'], { timeoutMs: 10_000 })).rejects.toThrow();

    text = await scrape(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
  }, 120_000);

  afterAll(async () => {
    server?.close();
    await worker?.close();
    await t?.close();
  });

  it('passes promtool check metrics', () => {
    const { status, output } = promtoolCheckMetrics(text);
    expect({ status, output }).toEqual({ status: 0, output: '' });
  });

  it('has every figure the issue names', () => {
    const families = metricFamilies(text);
    expect(ISSUE_METRICS.filter((name) => !families.has(name))).toEqual([]);
  });

  it('counts requests by route template, never by raw path', () => {
    expect(samplesOf(text, 'genalpha_http_requests_total')).toContain('genalpha_http_requests_total{route="/api/videos/:id",method="GET",status="404"} 1');
    expect(samplesOf(text, 'genalpha_http_requests_total')).toContain('genalpha_http_requests_total{route="unmatched",method="GET",status="404"} 1');
    expect(text.split('\n').filter((line) => /route="[^"]*(00000000|12345)/.test(line))).toEqual([]);
    expect(samplesOf(text, 'genalpha_http_request_duration_seconds_count')).toContain(
      'genalpha_http_request_duration_seconds_count{route="/api/register",method="POST"} 1',
    );
  });

  it('counts sign-in failures, uploads started and refused, ffprobe failures by kind, and reads the queues and the backlog', () => {
    expect(samplesOf(text, 'genalpha_sign_ins_total')).toContain('genalpha_sign_ins_total{way="password",outcome="failure"} 1');
    expect(samplesOf(text, 'genalpha_uploads_total')).toContain('genalpha_uploads_total{stage="started"} 1');
    expect(samplesOf(text, 'genalpha_uploads_total')).toContain('genalpha_uploads_total{stage="refused"} 1');
    expect(samplesOf(text, 'genalpha_media_process_failures_total')).toContain('genalpha_media_process_failures_total{binary="ffprobe",kind="exit"} 1');
    expect(samplesOf(text, 'genalpha_queue_jobs')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^genalpha_queue_jobs\{queue="media",state="waiting"\} \d+$/)]),
    );
    expect(samplesOf(text, 'genalpha_backfill_backlog')).toContain('genalpha_backfill_backlog{output="processing"} 0');
    expect(samplesOf(text, 'genalpha_dependency_up')).toContain('genalpha_dependency_up{dependency="postgres"} 1');
    expect(samplesOf(text, 'genalpha_dependency_up')).toContain('genalpha_dependency_up{dependency="redis"} 1');
  });

  it("names in every dashboard panel's queries a metric the scrape has", () => {
    const dashboard = JSON.parse(readFileSync(join(ROOT, 'docker/grafana/dashboards/genalpha-operations.json'), 'utf8')) as {
      panels: Array<{ title: string; targets?: Array<{ expr: string }> }>;
    };
    const families = metricFamilies(text);
    const queried = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, names: metricsOf(target.expr) })));
    expect(queried.length).toBeGreaterThan(25);
    expect(queried.filter((query) => query.names.length === 0)).toEqual([]);
    const unknown = queried.flatMap(({ panel, names }) =>
      names.filter((name) => !families.has(name) && !RUM_METRICS.includes(name)).map((name) => `${panel}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('names in every alert rule a metric the scrape has', () => {
    const rules = readFileSync(join(ROOT, 'docker/prometheus/alerts.yml'), 'utf8');
    const exprs = [...rules.matchAll(/expr: \|?\n?([\s\S]*?)\n\s+(?:for|labels):/g)].map((match) => match[1]);
    expect(exprs).toHaveLength(6);
    const families = metricFamilies(text);
    expect(exprs.flatMap(metricsOf).filter((name) => !families.has(name))).toEqual([]);
  });
});

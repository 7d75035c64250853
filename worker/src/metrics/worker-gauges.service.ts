import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge, type Metric, register } from 'prom-client';
import { DataSource } from 'typeorm';
import { registerQueueGauge } from '@genalpha/shared';
import { ProcessingBacklog, operationsRepository } from '@genalpha/db';
import { JobProducer } from '../job-producer.service';

/** The backlog is counted at most this often, whatever the scrape interval (four partial-index counts). */
const BACKLOG_TTL_MS = 15_000;

/**
 * The worker's gauges read at scrape time: each queue's jobs by state, the processing backlog
 * (uploads not yet probed; ready videos owed poster sizes, previews, 720p copies) and whether
 * PostgreSQL and Redis answer. Registered for this app's life; a gauge of that name already there
 * (another app in a test process, the API's dependency_up) is left as it is.
 */
@Injectable()
export class WorkerGauges implements OnModuleInit, OnApplicationShutdown {
  private backlog?: { at: number; value: Promise<ProcessingBacklog | undefined> };
  private readonly owned: Array<{ name: string; metric: Metric }> = [];

  constructor(
    private readonly producer: JobProducer,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.own('genalpha_queue_jobs', () => registerQueueGauge((name) => this.producer.queue(name)));
    const readBacklog = () => this.readBacklog();
    this.own(
      'genalpha_backfill_backlog',
      () =>
        new Gauge({
          name: 'genalpha_backfill_backlog',
          help: 'Videos owed processing: processing (upload not yet probed), posters (poster sizes), previews, copies (720p); given-up ones excluded',
          labelNames: ['output'] as const,
          aggregator: 'max',
          async collect() {
            this.reset();
            const backlog = await readBacklog();
            if (backlog) for (const [output, count] of Object.entries(backlog)) this.set({ output }, count);
          },
        }),
    );
    const producer = this.producer;
    const dataSource = this.dataSource;
    this.own(
      'genalpha_dependency_up',
      () =>
        new Gauge({
          name: 'genalpha_dependency_up',
          help: 'Whether the process reaches its dependency (1) or not (0): postgres, redis',
          labelNames: ['dependency'] as const,
          async collect() {
            const postgres = await operationsRepository.ping(dataSource).catch(() => false);
            const redis = await producer
              .queue('maintenance')
              .client.then((client) => client.status === 'ready')
              .catch(() => false);
            this.set({ dependency: 'postgres' }, postgres ? 1 : 0);
            this.set({ dependency: 'redis' }, redis ? 1 : 0);
          },
        }),
    );
  }

  onApplicationShutdown(): void {
    for (const { name, metric } of this.owned) if (register.getSingleMetric(name) === metric) register.removeSingleMetric(name);
  }

  private own(name: string, make: () => Metric): void {
    if (!register.getSingleMetric(name)) this.owned.push({ name, metric: make() });
  }

  private readBacklog(): Promise<ProcessingBacklog | undefined> {
    const now = Date.now();
    if (!this.backlog || now - this.backlog.at > BACKLOG_TTL_MS) {
      this.backlog = { at: now, value: operationsRepository.backlog(this.dataSource).catch(() => undefined) };
    }
    return this.backlog.value;
  }
}

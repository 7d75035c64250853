import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { QUEUES, QueueName } from '@genalpha/shared';
import { operationsRepository } from '@genalpha/db';
import { HttpTotals, difference, httpTotalsOf, quantile } from '../metrics/health-figures';
import { apiMetricsText } from '../metrics/process-metrics';
import { JobQueue } from '../queue/job-queue.service';
import { AdminHealthDto, QueueDepthDto } from './dto/admin-health.dto';

const WINDOW_MS = 5 * 60_000;
const READ_EVERY_MS = 60_000;

interface Reading {
  at: number;
  totals: HttpTotals;
}

/**
 * The health view's figures from this API's own metrics (every process's sum in a cluster), Redis
 * and the database: no Prometheus needed. A reading of the request counters each minute gives the
 * last 5 minutes' requests, 5xx and p99 (5 to 6 minutes; since the start in the first 5).
 */
@Injectable()
export class AdminHealthService implements OnModuleInit, OnModuleDestroy {
  private readonly startedAt = Date.now();
  private readings: Reading[] = [];
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly jobs: JobQueue,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.read().catch(() => undefined), READ_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async figures(): Promise<AdminHealthDto> {
    const [now, queues, backlog, lastReady] = await Promise.all([
      this.read(),
      this.queues(),
      operationsRepository.backlog(this.dataSource).catch(() => null),
      operationsRepository.newestReady(this.dataSource),
    ]);
    // The newest reading at least 5 minutes old; before there is one, everything since the start.
    const since = this.readings.filter((reading) => reading.at <= now.at - WINDOW_MS).at(-1);
    const window = difference(now.totals, since?.totals);
    return {
      windowSeconds: Math.round((now.at - (since?.at ?? this.startedAt)) / 1000),
      requests: window.requests,
      errors: window.errors,
      p99Seconds: quantile(0.99, window.buckets),
      queues,
      backlog,
      lastReadyVideo: lastReady && { id: lastReady.id, title: lastReady.title, createdAt: lastReady.createdAt.toISOString() },
    };
  }

  private async read(): Promise<Reading> {
    const reading = { at: Date.now(), totals: httpTotalsOf(await apiMetricsText()) };
    this.readings = [...this.readings.filter((r) => r.at >= reading.at - WINDOW_MS - 2 * READ_EVERY_MS), reading];
    return reading;
  }

  private queues(): Promise<QueueDepthDto[]> {
    return Promise.all(
      (Object.values(QUEUES) as QueueName[]).map(async (queue) => {
        const counts = await this.jobs
          .queue(queue)
          .getJobCounts('waiting', 'active', 'delayed', 'failed')
          .catch(() => ({}) as Record<string, number>);
        return { queue, waiting: counts.waiting ?? 0, active: counts.active ?? 0, delayed: counts.delayed ?? 0, failed: counts.failed ?? 0 };
      }),
    );
  }
}

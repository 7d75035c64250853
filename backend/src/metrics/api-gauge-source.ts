import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { QueueName } from '@genalpha/shared';
import { operationsRepository } from '@genalpha/db';
import { JobQueue } from '../queue/job-queue.service';
import { NotificationStreamService } from '../notifications/notification-stream.service';
import { REDIS } from '../redis/redis.module';
import { ApiGaugeSource, apiGaugeSources } from './api-metrics';

/** node-postgres's pool under TypeORM's driver (its counters are public, the property is not typed). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** How long a PostgreSQL ping result stands: scrapes every 15 s never pile pings on a slow database. */
const PING_TTL_MS = 5_000;
const PING_TIMEOUT_MS = 1_000;

/** This app's figures for the process's gauges (streams, pool, dependencies), read at scrape time. */
@Injectable()
export class ApiGaugeSourceService implements ApiGaugeSource, OnModuleInit, OnApplicationShutdown {
  private streams?: NotificationStreamService;
  private lastPing?: { at: number; up: Promise<boolean> };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: IORedis,
    private readonly jobs: JobQueue,
    private readonly moduleRef: ModuleRef,
  ) {}

  queue(name: QueueName) {
    return this.jobs.queue(name);
  }

  onModuleInit(): void {
    this.streams = this.moduleRef.get(NotificationStreamService, { strict: false });
    apiGaugeSources.add(this);
  }

  onApplicationShutdown(): void {
    apiGaugeSources.delete(this);
  }

  openStreams(): number {
    return this.streams?.openCount ?? 0;
  }

  pool() {
    const pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
    return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : undefined;
  }

  async dependencies() {
    return { postgres: await this.postgresUp(), redis: this.redis.status === 'ready' };
  }

  private postgresUp(): Promise<boolean> {
    const now = Date.now();
    if (!this.lastPing || now - this.lastPing.at > PING_TTL_MS) {
      const ping = operationsRepository.ping(this.dataSource).catch(() => false);
      const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, PING_TIMEOUT_MS, false).unref());
      this.lastPing = { at: now, up: Promise.race([ping, timeout]) };
    }
    return this.lastPing.up;
  }
}

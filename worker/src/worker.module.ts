import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, AppConfig, MEDIA_PROVIDERS, tracing } from '@genalpha/shared';
import { buildDataSourceOptions } from '@genalpha/db';
import { HeartbeatService } from './heartbeat.service';
import { AccountExportProcessor } from './jobs/account-export/account-export.processor';
import { AccountPurgeProcessor } from './jobs/account-purge.processor';
import { JobProducer } from './job-producer.service';
import { ContentCredentialsReader } from './jobs/content-credentials.service';
import { CreatorsRecomputeProcessor } from './jobs/creators-recompute.processor';
import { FeedRankProcessor } from './jobs/feed-rank.processor';
import { JobSchedulesService } from './jobs/job-schedules.service';
import { MailSendProcessor } from './jobs/mail-send.processor';
import { PostersBackfillProcessor } from './jobs/posters-backfill.processor';
import { PreviewsBackfillProcessor } from './jobs/previews-backfill.processor';
import { CopiesBackfillProcessor } from './jobs/copies-backfill.processor';
import { HlsPackageProcessor } from './jobs/hls-package.processor';
import { VideoBackfillRunner } from './jobs/video-backfill';
import { StorageCleanupProcessor } from './jobs/storage-cleanup.processor';
import { VideoCheckBrokenProcessor } from './jobs/video-check-broken.processor';
import { VideoProbeProcessor } from './jobs/video-probe.processor';
import { VideoProbeSweep } from './jobs/video-probe-sweep.service';
import { WorkerGauges } from './metrics/worker-gauges.service';
import { OwnerNotifications } from './owner-notifications.service';
import { QueueWorkersService } from './queue-workers.service';

/** While tracing is on, every log line carries the active trace's and span's ids (traceId, spanId). */
function traceIdsInLogs(): { mixin?: () => object } {
  const traced = tracing();
  return traced ? { mixin: () => traced.logFields() } : {};
}

@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.databaseUrl) throw new Error('DATABASE_URL is not set (npm start sets it for the embedded database)');
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel, customProps: () => ({ service: 'worker' }), ...traceIdsInLogs() } }),
        TypeOrmModule.forRoot({ ...buildDataSourceOptions(config.databaseUrl, 5), retryAttempts: 3, retryDelay: 1000 }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        ...MEDIA_PROVIDERS,
        QueueWorkersService,
        HeartbeatService,
        WorkerGauges,
        JobProducer,
        OwnerNotifications,
        JobSchedulesService,
        VideoProbeSweep,
        ContentCredentialsReader,
        VideoProbeProcessor,
        VideoCheckBrokenProcessor,
        CreatorsRecomputeProcessor,
        StorageCleanupProcessor,
        VideoBackfillRunner,
        PostersBackfillProcessor,
        FeedRankProcessor,
        PreviewsBackfillProcessor,
        CopiesBackfillProcessor,
        HlsPackageProcessor,
        MailSendProcessor,
        AccountPurgeProcessor,
        AccountExportProcessor,
      ],
    };
  }
}

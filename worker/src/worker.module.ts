import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig, buildDataSourceOptions } from '@genalpha/shared';
import { WORKER_CONFIG } from './worker-config';
import { HeartbeatService } from './heartbeat.service';
import { QueueWorkersService } from './queue-workers.service';

@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.databaseUrl) throw new Error('DATABASE_URL is not set (npm start sets it for the embedded database)');
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel, customProps: () => ({ service: 'worker' }) } }),
        TypeOrmModule.forRoot({ ...buildDataSourceOptions(config.databaseUrl, 5), retryAttempts: 3, retryDelay: 1000 }),
      ],
      providers: [{ provide: WORKER_CONFIG, useValue: config }, QueueWorkersService, HeartbeatService],
    };
  }
}

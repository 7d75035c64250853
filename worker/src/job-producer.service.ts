import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig, QueueClient } from '@genalpha/shared';

const logger = new Logger('JobProducer');

/** The worker's producer side (schedules, re-enqueued probes): the shared QueueClient, every queue ready before any is used. */
@Injectable()
export class JobProducer extends QueueClient implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Calls fail fast while Redis is away: every caller tries again on its next round.
    super(config, (message) => logger.warn(message));
  }

  onModuleInit(): Promise<void> {
    return this.connectAll();
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}

import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig, QueueClient } from '@genalpha/shared';

const logger = new Logger('JobQueue');

/** The API's side of the job queues (the shared QueueClient): enqueue by job name; connection errors are logged. */
@Injectable()
export class JobQueue extends QueueClient implements OnApplicationShutdown {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, (message) => logger.warn(message));
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}

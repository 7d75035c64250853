import { INestApplication } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { AppConfig, QUEUES, QueueName } from '@genalpha/shared';
import { JobQueue } from '../queue/job-queue.service';
import { basicAuth, sameOriginWrites } from './basic-auth';

export const BULL_BOARD_ROUTE = '/admin/queues';

/** The job dashboard for operations staff, only when ADMIN_USER/ADMIN_PASSWORD are set (otherwise the route does not exist). */
export function mountBullBoard(app: INestApplication, config: AppConfig): void {
  const { user, password } = config.admin;
  if (!user || !password) return;
  const jobs = app.get(JobQueue);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_ROUTE);
  createBullBoard({
    queues: (Object.values(QUEUES) as QueueName[]).map((name) => new BullMQAdapter(jobs.queueFor(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'GenAlpha jobs' } },
  });
  app.use(BULL_BOARD_ROUTE, basicAuth(user, password, 'GenAlpha jobs'), sameOriginWrites(config.publicUrl), serverAdapter.getRouter());
}

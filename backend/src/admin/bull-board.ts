import { INestApplication } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { AppConfig, QUEUES, QueueName } from '@genalpha/shared';
import { AccountRoles } from '../auth/account-roles.service';
import { JobQueue } from '../queue/job-queue.service';
import { adminSessionOrBasicAuth } from './basic-auth';

export const BULL_BOARD_ROUTE = '/admin/queues';

/**
 * The job dashboard for operations staff: a signed-in admin (session cookie) or, when
 * ADMIN_USER/ADMIN_PASSWORD are set, HTTP basic auth. Mounted after the session middleware.
 * Browsers resend Basic credentials and cookies to any page that asks: the app-wide request guards refuse its cross-origin writes.
 */
export function mountBullBoard(app: INestApplication, config: AppConfig): void {
  const jobs = app.get(JobQueue);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_ROUTE);
  createBullBoard({
    queues: (Object.values(QUEUES) as QueueName[]).map((name) => new BullMQAdapter(jobs.queue(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'GenAlpha jobs' } },
  });
  app.use(BULL_BOARD_ROUTE, adminSessionOrBasicAuth(app.get(AccountRoles), config.admin, 'GenAlpha jobs'), serverAdapter.getRouter());
}

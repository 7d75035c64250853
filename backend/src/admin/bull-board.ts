import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import { AppConfig, QUEUES, QueueName } from '@genalpha/shared';
import { AccountRoles } from '../auth/account-roles.service';
import { JobQueue } from '../queue/job-queue.service';
import { adminSessionOrBasicAuth } from './basic-auth';

export const BULL_BOARD_ROUTE = '/admin/queues';

/**
 * The job dashboard for operations staff: a signed-in admin (session cookie) or, when
 * ADMIN_USER/ADMIN_PASSWORD are set, HTTP basic auth, checked before every route of its plugin.
 * Browsers resend Basic credentials and cookies to any page that asks: the app-wide request guards refuse its cross-origin writes.
 */
export function registerBullBoard(fastify: FastifyInstance, jobs: JobQueue, roles: AccountRoles, config: AppConfig): void {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BULL_BOARD_ROUTE);
  createBullBoard({
    queues: (Object.values(QUEUES) as QueueName[]).map((name) => new BullMQAdapter(jobs.queue(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'GenAlpha jobs' } },
  });
  const auth = adminSessionOrBasicAuth(roles, config.admin, 'GenAlpha jobs');
  void fastify.register(
    async (board) => {
      board.addHook('preHandler', auth);
      await board.register(serverAdapter.registerPlugin());
    },
    { prefix: BULL_BOARD_ROUTE },
  );
}

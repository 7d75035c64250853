import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig, MailKind } from '@genalpha/shared';
import { ownOriginOf } from '../common/own-origins';
import { JobQueue } from '../queue/job-queue.service';
import { AccountTokens } from './account-tokens.service';

/** The page each kind of mail links to; the token rides as ?token=. */
const LINK_PATHS: Record<MailKind, string> = { 'verify-email': '/verify-email', 'reset-password': '/reset-password' };

/** Mails an account a link with a new token; the worker sends it (mail.send), retrying while SMTP is away. */
@Injectable()
export class AccountMail {
  constructor(
    private readonly tokens: AccountTokens,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Links point at PUBLIC_URL, or without it at the loopback origin the request came to (a plain
   * `npm start` opened at 127.0.0.1 gets links to 127.0.0.1).
   */
  async send(kind: MailKind, account: { id: string; email: string }, req: FastifyRequest): Promise<void> {
    const token = await this.tokens.issue(kind, account.id, account.email);
    const link = `${ownOriginOf(req, this.config)}${LINK_PATHS[kind]}?token=${token}`;
    await this.jobs.enqueue('mail.send', { to: account.email, kind, link });
  }
}

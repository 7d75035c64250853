import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig, MailKind, TokenPurpose, YOUR_DATA_PATH } from '@genalpha/shared';
import { ownOriginOf } from '../common/own-origins';
import { JobQueue } from '../queue/job-queue.service';
import { AccountTokens } from './account-tokens.service';

/**
 * The page each kind of mail links to; a token rides as ?token=. The email-changing notice links to
 * sign-in, where a password is reset; the worker mails export-ready itself.
 */
const LINK_PATHS: Record<MailKind, string> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
  'change-email': '/confirm-email',
  'email-changing': '/auth',
  'export-ready': YOUR_DATA_PATH,
  'appeal-ban': '/appeal',
  'ban-lifted': '/auth',
  'ban-upheld': '/',
};

/** Mails an account a link with a new token, or a notice; the worker sends it (mail.send), retrying while SMTP is away. */
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
  async send(kind: TokenPurpose, account: { id: string; email: string }, req: FastifyRequest, details: { reason?: string } = {}): Promise<void> {
    const token = await this.tokens.issue(kind, account.id, account.email);
    await this.jobs.enqueue('mail.send', { to: account.email, kind, link: `${this.linkTo(kind, req)}?token=${token}`, ...details });
  }

  /** The answer to a suspended account's appeal (no token: the suspension is lifted, or it stays with the moderator's note). */
  async noticeAppealDecided(email: string, lifted: boolean, note: string, req: FastifyRequest): Promise<void> {
    const kind = lifted ? 'ban-lifted' : 'ban-upheld';
    await this.jobs.enqueue('mail.send', { to: email, kind, link: this.linkTo(kind, req), reason: note });
  }

  /** Tells the account's current address that its email is changing to `newEmail` (no token: it only informs). */
  async noticeEmailChanging(currentEmail: string, newEmail: string, req: FastifyRequest): Promise<void> {
    await this.jobs.enqueue('mail.send', { to: currentEmail, kind: 'email-changing', link: this.linkTo('email-changing', req), newEmail });
  }

  private linkTo(kind: MailKind, req: FastifyRequest): string {
    return `${ownOriginOf(req, this.config)}${LINK_PATHS[kind]}`;
  }
}

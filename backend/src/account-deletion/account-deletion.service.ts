import { ConflictException, ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, INVALID_CREDENTIALS } from '@genalpha/shared';
import { UnreadCounts, accountDeletionRepository, accountsRepository, recountAround } from '@genalpha/db';
import { ACCOUNT_BEING_DELETED, AuthService } from '../auth/auth.service';
import { PasswordService } from '../auth/password.service';
import { SessionRevocation } from '../auth/session-revocation.service';
import type { FastifyRequest } from 'fastify';
import { PasskeyConfirmation } from '../passkeys/passkey-confirmation.service';
import { JobQueue } from '../queue/job-queue.service';
import { AccessTokensService } from '../tokens/access-tokens.service';
import { DeleteAccountDto } from './dto/delete-account.dto';

export const WRONG_PASSWORD = 'The password is incorrect';
export const NOT_SCHEDULED_FOR_DELETION = 'This account is not scheduled for deletion';
export const PASSKEY_NOT_CONFIRMED = 'This passkey could not confirm it is you';

/**
 * Deleting an account, and changing one's mind. A deleted account is hidden at once by the
 * suspension's rule (hiddenAccount: its profile, videos, comments and the notifications it caused
 * leave every list and count), its sessions end everywhere and its tokens are revoked, and its
 * likes and follows stop counting on other people's things (recountAround). Until deletionDueAt,
 * signing in offers to cancel, which brings all of it back; from then on account.purge deletes it.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionRevocation,
    private readonly tokens: AccessTokensService,
    private readonly unreadCounts: UnreadCounts,
    private readonly jobs: JobQueue,
    private readonly passkeys: PasskeyConfirmation,
  ) {}

  /** Answers when the purge is due, once the password or a passkey of the account confirmed it. */
  async request(userId: string, confirmation: DeleteAccountDto, req: FastifyRequest): Promise<Date> {
    await this.confirm(userId, confirmation, req);
    const { dueAt, sids } = await this.dataSource.transaction(async (m) => {
      const dueAt = await accountDeletionRepository.schedule(m, userId, this.config.accountDeletionGraceDays);
      if (!dueAt) throw new ConflictException(ACCOUNT_BEING_DELETED);
      const sids = await this.sessions.deleteAllOf(userId, m);
      await this.tokens.revokeAllOf(userId, m);
      return { dueAt, sids };
    });
    await this.sessions.announce({ userId, sids });
    await this.settleCounts(userId);
    this.jobs
      .enqueue('account.purge', {}, { delay: Math.max(0, dueAt.getTime() - Date.now()) })
      .catch((error: Error) => this.logger.warn({ userId }, `account.purge not enqueued now (its schedule will run it): ${error.message}`));
    return dueAt;
  }

  private async confirm(userId: string, { password, passkey }: DeleteAccountDto, req: FastifyRequest): Promise<void> {
    if (passkey) {
      if (!(await this.passkeys.confirms(req, userId, req.session!.id, passkey))) throw new ForbiddenException(PASSKEY_NOT_CONFIRMED);
      return;
    }
    const account = await accountsRepository.passwordOf(this.dataSource, userId);
    if (!account || !(await this.passwords.verify(account.password, password!))) throw new ForbiddenException(WRONG_PASSWORD);
  }

  /** Keeps the account: the email and password must be right and the purge not yet due. */
  async cancel(email: string, password: string): Promise<void> {
    const user = await this.auth.checkPassword(email, password);
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    if (!(await accountDeletionRepository.cancel(this.dataSource, user.id)))
      throw new ConflictException(user.deletionDueAt ? ACCOUNT_BEING_DELETED : NOT_SCHEDULED_FOR_DELETION);
    await this.settleCounts(user.id);
  }

  /**
   * After the account starts or stops leaving: other people's counters (exact again even if this
   * fails, at the purge), cached unread counts, and the leaderboard and ranking, which read them.
   */
  private async settleCounts(userId: string): Promise<void> {
    await this.dataSource.transaction((m) => recountAround(m, userId));
    await this.unreadCounts.allChanged();
    await this.jobs.enqueueSoon('creators.recompute');
    await this.jobs.enqueueSoon('feed.rank');
  }
}

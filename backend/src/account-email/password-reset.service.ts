import { BadRequestException, ForbiddenException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { accountsRepository } from '@genalpha/db';
import { ACCOUNT_SUSPENDED } from '../auth/auth.service';
import { PasswordService } from '../auth/password.service';
import { SessionRevocation } from '../auth/session-revocation.service';
import { AccessTokensService } from '../tokens/access-tokens.service';
import { AccountMail } from './account-mail.service';
import { AccountTokens } from './account-tokens.service';
import { RESET_LINK_INVALID } from './dto/account-email.dto';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokens,
    private readonly mail: AccountMail,
    private readonly passwords: PasswordService,
    private readonly revocation: SessionRevocation,
    private readonly accessTokens: AccessTokensService,
  ) {}

  /**
   * Mails a reset link if an account uses the address; the caller answers the same either way. The
   * answer does not wait for the mail to be issued, so its time does not tell whether the account exists.
   */
  request(email: string, req: FastifyRequest): void {
    void accountsRepository
      .byEmail(this.dataSource, email)
      .then(async (account) => {
        if (account) await this.mail.send('reset-password', account, req);
      })
      .catch((error: Error) => this.logger.error(`password reset mail not issued: ${error.message}`));
  }

  /**
   * Uses up the token, sets the new password, ends every session of the account in every API process
   * and revokes its personal access tokens (a reset is how an account is taken back, and a token made
   * by whoever had it must not outlive that, as Mastodon does); answers the account to sign in here. A used, expired or forged token (400), or a
   * suspended account (403), changes nothing.
   */
  async confirm(token: string, password: string): Promise<{ id: string }> {
    const passwordHash = await this.passwords.hash(password);
    const { userId, endedSessions } = await this.dataSource.transaction(async (m) => {
      const consumed = await this.tokens.consume(m, 'reset-password', token);
      if (!consumed) throw new BadRequestException(RESET_LINK_INVALID);
      if (!(await accountsRepository.resetPassword(m, consumed.userId, passwordHash))) throw new ForbiddenException(ACCOUNT_SUSPENDED);
      await this.accessTokens.revokeAllOf(consumed.userId, m);
      return { userId: consumed.userId, endedSessions: await this.revocation.deleteAllOf(consumed.userId, m) };
    });
    await this.revocation.announce({ userId, sids: endedSessions });
    return { id: userId };
  }
}

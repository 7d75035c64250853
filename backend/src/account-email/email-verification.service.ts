import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { accountsRepository } from '@genalpha/db';
import { DomainEvent, EmailVerifiedEvent } from '../common/domain-events';
import { AccountMail } from './account-mail.service';
import { AccountTokens } from './account-tokens.service';
import { ALREADY_VERIFIED, VERIFY_LINK_INVALID } from './dto/account-email.dto';

@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokens,
    private readonly mail: AccountMail,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Marks the address verified: the token must be live, of the signed-in account if there is one,
   * and for the address the account still has; it is used up in the same transaction, which a
   * refusal rolls back.
   */
  async verify(token: string, signedInAs: string | undefined): Promise<void> {
    const verified = await this.dataSource.transaction(async (m) => {
      const consumed = await this.tokens.consume(m, 'verify-email', token, signedInAs);
      if (!consumed) throw new BadRequestException(VERIFY_LINK_INVALID);
      const verified = await accountsRepository.verifyEmail(m, consumed.userId, consumed.email);
      if (!verified) throw new BadRequestException(VERIFY_LINK_INVALID);
      return verified;
    });
    this.events.emit(DomainEvent.EmailVerified, verified satisfies EmailVerifiedEvent);
  }

  /** A new link for the signed-in account (it replaces the one sent before). */
  async resend(userId: string, req: FastifyRequest): Promise<void> {
    const account = await accountsRepository.verification(this.dataSource, userId);
    if (account.verified) throw new ConflictException(ALREADY_VERIFIED);
    await this.mail.send('verify-email', account, req);
  }
}

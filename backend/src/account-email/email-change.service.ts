import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { accountsRepository } from '@genalpha/db';
import { WRONG_CURRENT_PASSWORD } from '../auth/password-change.service';
import { PasswordService } from '../auth/password.service';
import { isUniqueViolation } from '../common/unique-violation';
import { AccountMail } from './account-mail.service';
import { AccountTokens } from './account-tokens.service';
import { CHANGE_LINK_INVALID, EMAIL_IN_USE, SAME_EMAIL } from './dto/account-email.dto';

/** A new email address for an account: asked for with the password, confirmed by a link mailed to it. */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokens,
    private readonly mail: AccountMail,
    private readonly passwords: PasswordService,
  ) {}

  /**
   * Mails a confirmation link to the new address and a notice to the current one. Whether another
   * account uses the new address is not looked at here (the answer would tell): confirming finds out.
   */
  async request(userId: string, newEmail: string, password: string, req: FastifyRequest): Promise<void> {
    const user = await accountsRepository.emailAndPassword(this.dataSource, userId);
    if (!user || !(await this.passwords.verify(user.password, password))) {
      throw new BadRequestException({ message: WRONG_CURRENT_PASSWORD, errors: [{ field: 'password', message: WRONG_CURRENT_PASSWORD }] });
    }
    if (newEmail === user.email) throw new BadRequestException({ message: SAME_EMAIL, errors: [{ field: 'email', message: SAME_EMAIL }] });
    await this.mail.send('change-email', { id: userId, email: newEmail }, req);
    await this.mail.noticeEmailChanging(user.email, newEmail, req);
  }

  /**
   * Moves the account to the token's address, verified (the link proves it), using the token up in
   * the same transaction; a refusal rolls both back. 400 for a used, expired, forged or (signed in)
   * another account's token; 409 if another account took the address meanwhile.
   */
  async confirm(token: string, signedInAs: string | undefined): Promise<void> {
    await this.dataSource
      .transaction(async (m) => {
        const consumed = await this.tokens.consume(m, 'change-email', token, signedInAs);
        if (!consumed) throw new BadRequestException(CHANGE_LINK_INVALID);
        await accountsRepository.changeEmail(m, consumed.userId, consumed.email);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'UQ_users_email')) throw new ConflictException(EMAIL_IN_USE);
        throw error;
      });
  }
}

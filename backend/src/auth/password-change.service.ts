import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { accountsRepository } from '@genalpha/db';
import { PasswordService } from './password.service';
import { SessionRevocation } from './session-revocation.service';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect';

/** A new password for an account, given its current one: every other session of the account ends. */
@Injectable()
export class PasswordChange {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly revocation: SessionRevocation,
  ) {}

  /** `keepSid` is the caller's own session, which goes on. */
  async change(userId: string, keepSid: string | undefined, currentPassword: string, newPassword: string): Promise<void> {
    const user = await accountsRepository.passwordOf(this.dataSource, userId);
    if (!user || !(await this.passwords.verify(user.password, currentPassword))) {
      throw new BadRequestException({ message: WRONG_CURRENT_PASSWORD, errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] });
    }
    const passwordHash = await this.passwords.hash(newPassword);
    const ended = await this.dataSource.transaction(async (manager) => {
      await accountsRepository.setPassword(manager, userId, passwordHash);
      return this.revocation.deleteAllOf(userId, manager, keepSid);
    });
    await this.revocation.announce({ userId, sids: ended });
  }
}

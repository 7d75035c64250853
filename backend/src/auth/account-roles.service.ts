import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UserRole } from '@genalpha/shared';
import { accountsRepository } from '@genalpha/db';

/** Reads a signed-in account's role at the moment of the request, so a granted or revoked role applies at once. */
@Injectable()
export class AccountRoles {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account's role; null when there is no such account or it is suspended or being deleted (it has no rights at all). */
  roleOf(userId: string): Promise<UserRole | null> {
    return accountsRepository.roleOf(this.dataSource, userId);
  }
}

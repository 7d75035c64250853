import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UserRole } from '@genalpha/shared';
import { hiddenAccount } from '@genalpha/db';

/** Reads a signed-in account's role at the moment of the request, so a granted or revoked role applies at once. */
@Injectable()
export class AccountRoles {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account's role; null when there is no such account or it is suspended or being deleted (it has no rights at all). */
  async roleOf(userId: string): Promise<UserRole | null> {
    const rows: Array<{ role: UserRole }> = await this.dataSource.query(`SELECT u."role" FROM "users" u WHERE u."id" = $1 AND NOT ${hiddenAccount('u')}`, [
      userId,
    ]);
    return rows[0]?.role ?? null;
  }
}

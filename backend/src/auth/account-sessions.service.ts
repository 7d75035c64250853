import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sessionsRepository } from '@genalpha/db';
import { AccountSessionDto } from './dto/account-session.dto';
import { describeUserAgent } from './session-device';

/** The places an account is signed in (its live sessions), for its owner. */
@Injectable()
export class AccountSessions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** This session first, then the most recently active. */
  async list(userId: string, currentSid: string | undefined): Promise<AccountSessionDto[]> {
    const rows = await sessionsRepository.listOf(this.dataSource, userId, currentSid ?? null);
    return rows.map((row) => ({
      id: row.publicId,
      ...describeUserAgent(row.userAgent),
      network: row.network,
      signedInAt: row.createdAt?.toISOString() ?? null,
      lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
      current: row.current === true,
    }));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountSessionDto } from './dto/account-session.dto';
import { describeUserAgent } from './session-device';
import { SESSION_OWNER } from './session-revocation.service';

interface SessionRow {
  publicId: string;
  userAgent: string | null;
  network: string | null;
  createdAt: Date | null;
  lastActiveAt: Date | null;
  current: boolean;
}

/** The places an account is signed in (its live sessions), for its owner. */
@Injectable()
export class AccountSessions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** This session first, then the most recently active. */
  async list(userId: string, currentSid: string | undefined): Promise<AccountSessionDto[]> {
    const rows: SessionRow[] = await this.dataSource.query(
      `SELECT "publicId", "userAgent", "network", "createdAt", "lastActiveAt", "sid" = $2 AS "current" FROM "sessions"
       WHERE (${SESSION_OWNER}) = $1 AND "expire" > now()
       ORDER BY "current" DESC, "lastActiveAt" DESC NULLS LAST, "createdAt" DESC NULLS LAST`,
      [userId, currentSid ?? null],
    );
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

import { Inject, Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { APP_CONFIG, AppConfig } from '@genalpha/shared';
import { PgSessionStore } from './pg-session.store';
import { signedSessionId } from './session-cookie';
import { SessionUser } from './session-user';

/**
 * The signed-in user of a request that does not load the session (/objects, kept cheap): the
 * signed cookie, then one read of the store, which its short read cache answers during a burst.
 * Nothing is written (no rolling expiry, no new cookie).
 */
@Injectable()
export class SessionReader {
  constructor(
    private readonly store: PgSessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async userOf(headers: IncomingHttpHeaders): Promise<SessionUser | null> {
    const sid = this.config.sessionSecret ? signedSessionId(headers.cookie, this.config.sessionSecret) : null;
    if (!sid) return null;
    const userId = (await this.store.get(sid))?.passport?.user;
    return typeof userId === 'string' ? { id: userId } : null;
  }
}

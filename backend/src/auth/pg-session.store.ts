import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import session, { SessionData } from 'express-session';
import { DataSource } from 'typeorm';

type Callback<T = unknown> = (err?: unknown, value?: T) => void;

// Rolling expiry without a write on every request: touch only once the
// stored expiry is more than this far behind the new one.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** express-session store on the "sessions" table (sid, sess, expire); expired rows are pruned hourly. */
@Injectable()
export class PgSessionStore extends session.Store implements OnModuleInit, OnModuleDestroy {
  private pruneTimer?: NodeJS.Timeout;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  onModuleInit(): void {
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.dataSource
      .query('SELECT "sess" FROM "sessions" WHERE "sid" = $1 AND "expire" > now()', [sid])
      .then((rows: Array<{ sess: SessionData }>) => callback(undefined, rows[0]?.sess ?? null), callback);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    this.dataSource
      .query(
        `INSERT INTO "sessions" ("sid", "sess", "expire") VALUES ($1, $2, $3)
         ON CONFLICT ("sid") DO UPDATE SET "sess" = EXCLUDED."sess", "expire" = EXCLUDED."expire"`,
        [sid, JSON.stringify(data), expiryOf(data)],
      )
      .then(() => callback?.(), (error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.dataSource.query('DELETE FROM "sessions" WHERE "sid" = $1', [sid]).then(() => callback?.(), (error) => callback?.(error));
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    const expire = expiryOf(data);
    this.dataSource
      .query('UPDATE "sessions" SET "expire" = $2 WHERE "sid" = $1 AND "expire" < $3', [sid, expire, new Date(expire.getTime() - TOUCH_AFTER_MS)])
      .then(() => callback?.(), (error) => callback?.(error));
  }

  async prune(): Promise<void> {
    await this.dataSource.query('DELETE FROM "sessions" WHERE "expire" < now()');
  }
}

function expiryOf(data: SessionData): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + 24 * 3600 * 1000);
}

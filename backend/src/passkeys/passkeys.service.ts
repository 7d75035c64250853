import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PASSKEYS_MAX } from '@genalpha/shared';
import { User } from '@genalpha/db';
import { LAST_WAY_TO_SIGN_IN, canRemovePasskey } from '../auth/sign-in-ways';
import { PasskeyRow } from './dto/passkey.dto';

export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const TOO_MANY_PASSKEYS = `You can have at most ${PASSKEYS_MAX} passkeys: remove one first`;
export const PASSKEY_TAKEN = 'This passkey is already registered';

const COLUMNS = `"id", "name", "createdAt", "lastUsedAt"`;

/** A verified credential, as registration stores it. */
export interface NewCredential {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/** A passkey with what a sign-in needs to verify it and admit its account. */
export interface PasskeyForSignIn {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  user: Pick<User, 'id' | 'email' | 'role' | 'bannedAt' | 'deletionDueAt'>;
}

/** Each account's passkeys in PostgreSQL: added (under a cap), listed, renamed, removed (never the last way to sign in). */
@Injectable()
export class PasskeysService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(userId: string): Promise<PasskeyRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM "passkeys" WHERE "userId" = $1 ORDER BY "createdAt" DESC, "id" DESC`, [userId]);
  }

  /** Credential ids and transports: for the browser to refuse registering an authenticator twice, and for options that name them (a confirmation). */
  credentialsOf(userId: string): Promise<Array<{ id: string; transports: string[] }>> {
    return this.dataSource.query(`SELECT "credentialId" AS "id", "transports" FROM "passkeys" WHERE "userId" = $1`, [userId]);
  }

  async assertRoomFor(userId: string, db: EntityManager = this.dataSource.manager): Promise<void> {
    const [{ count }] = (await db.query(`SELECT count(*)::int AS "count" FROM "passkeys" WHERE "userId" = $1`, [userId])) as [{ count: number }];
    if (count >= PASSKEYS_MAX) throw new BadRequestException(TOO_MANY_PASSKEYS);
  }

  add(userId: string, name: string, credential: NewCredential): Promise<PasskeyRow> {
    return this.dataSource.transaction(async (m) => {
      // The account row's lock makes concurrent additions take turns, so the cap holds.
      await m.query(`SELECT 1 FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE`, [userId]);
      await this.assertRoomFor(userId, m);
      const rows = (await m.query(
        `INSERT INTO "passkeys" ("userId", "credentialId", "publicKey", "counter", "transports", "name")
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("credentialId") DO NOTHING RETURNING ${COLUMNS}`,
        [userId, credential.credentialId, Buffer.from(credential.publicKey), credential.counter, credential.transports, name],
      )) as PasskeyRow[];
      // A credential belongs to one account: registering another's (or one's own again) is refused.
      if (rows.length === 0) throw new ConflictException(PASSKEY_TAKEN);
      return rows[0];
    });
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyRow> {
    const [rows] = (await this.dataSource.query(`UPDATE "passkeys" SET "name" = $3 WHERE "id" = $1 AND "userId" = $2 RETURNING ${COLUMNS}`, [
      id,
      userId,
      name,
    ])) as [PasskeyRow[], number];
    if (rows.length === 0) throw new NotFoundException(PASSKEY_NOT_FOUND);
    return rows[0];
  }

  remove(userId: string, id: string): Promise<void> {
    return this.dataSource.transaction(async (m) => {
      // Locked so two removals at once cannot each leave the other passkey as the account's last way in.
      const [ways] = (await m.query(
        `SELECT "password" IS NOT NULL AS "hasPassword", (SELECT count(*)::int FROM "passkeys" WHERE "userId" = $1) AS "passkeys"
         FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE`,
        [userId],
      )) as [{ hasPassword: boolean; passkeys: number }];
      const [mine] = (await m.query(`SELECT 1 FROM "passkeys" WHERE "id" = $1 AND "userId" = $2`, [id, userId])) as unknown[];
      if (!mine) throw new NotFoundException(PASSKEY_NOT_FOUND);
      if (!canRemovePasskey(ways)) throw new ConflictException(LAST_WAY_TO_SIGN_IN);
      await m.query(`DELETE FROM "passkeys" WHERE "id" = $1`, [id]);
    });
  }

  async findForSignIn(credentialId: string): Promise<PasskeyForSignIn | null> {
    const [row] = (await this.dataSource.query(
      `SELECT p."id", p."userId", p."credentialId", p."publicKey", p."counter"::float8 AS "counter", p."transports",
              json_build_object('id', u."id", 'email', u."email", 'role', u."role", 'bannedAt', u."bannedAt", 'deletionDueAt', u."deletionDueAt") AS "user"
       FROM "passkeys" p JOIN "users" u ON u."id" = p."userId" WHERE p."credentialId" = $1`,
      [credentialId],
    )) as PasskeyForSignIn[];
    return row ?? null;
  }

  /**
   * Keeps the authenticator's new counter and the time of use. Only if the counter is still the one
   * the verification read: of two sign-ins racing with one counter value (a cloned key), one wins.
   */
  async recordUse(passkey: PasskeyForSignIn, newCounter: number): Promise<boolean> {
    const [, affected] = (await this.dataSource.query(`UPDATE "passkeys" SET "counter" = $3, "lastUsedAt" = now() WHERE "id" = $1 AND "counter" = $2`, [
      passkey.id,
      passkey.counter,
      newCounter,
    ])) as [unknown, number];
    return affected === 1;
  }
}

import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PASSKEYS_MAX } from '@genalpha/shared';
import { NewPasskeyCredential, PasskeyForSignIn, passkeysRepository, accountsRepository } from '@genalpha/db';
import { LAST_WAY_TO_SIGN_IN, canRemovePasskey } from '../auth/sign-in-ways';
import { PasskeyRow } from './dto/passkey.dto';

export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const TOO_MANY_PASSKEYS = `You can have at most ${PASSKEYS_MAX} passkeys: remove one first`;
export const PASSKEY_TAKEN = 'This passkey is already registered';

/** Each account's passkeys in PostgreSQL: added (under a cap), listed, renamed, removed (never the last way to sign in). */
@Injectable()
export class PasskeysService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(userId: string): Promise<PasskeyRow[]> {
    return passkeysRepository.list(this.dataSource, userId);
  }

  /** Credential ids and transports: for the browser to refuse registering an authenticator twice, and for options that name them (a confirmation). */
  credentialsOf(userId: string): Promise<Array<{ id: string; transports: string[] }>> {
    return passkeysRepository.credentialsOf(this.dataSource, userId);
  }

  async assertRoomFor(userId: string, db: EntityManager = this.dataSource.manager): Promise<void> {
    if ((await passkeysRepository.count(db, userId)) >= PASSKEYS_MAX) throw new BadRequestException(TOO_MANY_PASSKEYS);
  }

  add(userId: string, name: string, credential: NewPasskeyCredential): Promise<PasskeyRow> {
    return this.dataSource.transaction(async (m) => {
      // The account row's lock makes concurrent additions take turns, so the cap holds.
      await accountsRepository.lock(m, userId);
      await this.assertRoomFor(userId, m);
      const row = await passkeysRepository.insert(m, userId, name, credential);
      // A credential belongs to one account: registering another's (or one's own again) is refused.
      if (!row) throw new ConflictException(PASSKEY_TAKEN);
      return row;
    });
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyRow> {
    const row = await passkeysRepository.rename(this.dataSource, userId, id, name);
    if (!row) throw new NotFoundException(PASSKEY_NOT_FOUND);
    return row;
  }

  remove(userId: string, id: string): Promise<void> {
    return this.dataSource.transaction(async (m) => {
      // Locked so two removals at once cannot each leave the other passkey as the account's last way in.
      const ways = await passkeysRepository.lockSignInWays(m, userId);
      if (!(await passkeysRepository.isMine(m, userId, id))) throw new NotFoundException(PASSKEY_NOT_FOUND);
      if (!canRemovePasskey(ways)) throw new ConflictException(LAST_WAY_TO_SIGN_IN);
      await passkeysRepository.delete(m, id);
    });
  }

  findForSignIn(credentialId: string): Promise<PasskeyForSignIn | null> {
    return passkeysRepository.forSignIn(this.dataSource, credentialId);
  }

  /**
   * Keeps the authenticator's new counter and the time of use. Only if the counter is still the one
   * the verification read: of two sign-ins racing with one counter value (a cloned key), one wins.
   */
  recordUse(passkey: PasskeyForSignIn, newCounter: number): Promise<boolean> {
    return passkeysRepository.recordUse(this.dataSource, passkey.id, passkey.counter, newCounter);
  }
}
